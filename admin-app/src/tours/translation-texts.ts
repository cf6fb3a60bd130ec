import type { Tour, TourTexts, TranslatedLanguage } from '@safari/shared-domain/catalogue';
import { TRANSLATED_LANGUAGES } from '@safari/shared-domain/catalogue-admin';

// The tour's translations as the editor saves them (issue 41): a blank box is "not translated
// yet", so it is left out rather than saved as ''; a list keeps its blank items before a written
// one (item i translates English item i) and loses the ones after. A tour nobody translated keeps
// having no `translations`, so opening and saving an older tour changes nothing in it.

function written(text: unknown): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/**
 * A translated list with `text` typed into item `index`: every item before it a text ('' where
 * none is), so the list has no hole and item i keeps translating English item i.
 */
export function withText(list: unknown, index: number, text: string): string[] {
  const items = Array.isArray(list) ? (list as unknown[]) : [];
  return Array.from({ length: Math.max(items.length, index + 1) }, (_, at) => {
    if (at === index) return text;
    const item = items[at];
    return typeof item === 'string' ? item : '';
  });
}

/** The list up to its last written item, blanks before it kept as ''; undefined when none is. */
function tidyList(items: unknown): string[] | undefined {
  const texts = (Array.isArray(items) ? (items as unknown[]) : []).map((item) => (written(item) ? item : ''));
  while (texts.length > 0 && texts.at(-1) === '') texts.pop();
  return texts.length > 0 ? texts : undefined;
}

/**
 * Items of a few texts each (days, facts): each with its written texts and its lists tidied (a
 * day's highlight tags), an item with nothing written `{}`, none after the last written one.
 */
function tidyItems<Part extends string, ListPart extends string = never>(
  items: readonly (Readonly<Partial<Record<Part | ListPart, unknown>>> | undefined)[] | undefined,
  parts: readonly Part[],
  lists: readonly ListPart[] = [],
): Partial<Record<Part, string> & Record<ListPart, string[]>>[] | undefined {
  const tidied = (items ?? []).map((item) => {
    const kept: Partial<Record<Part | ListPart, string | string[]>> = {};
    for (const part of parts) {
      const text = item?.[part];
      if (written(text)) kept[part] = text;
    }
    for (const part of lists) {
      const list = tidyList(item?.[part]);
      if (list) kept[part] = list;
    }
    return kept as Partial<Record<Part, string> & Record<ListPart, string[]>>;
  });
  while (tidied.length > 0 && Object.keys(tidied.at(-1) ?? {}).length === 0) tidied.pop();
  return tidied.length > 0 ? tidied : undefined;
}

function tidyTexts(texts: TourTexts | undefined): TourTexts | undefined {
  if (!texts) return undefined;
  const kept: Record<string, unknown> = {};
  if (written(texts.title)) kept.title = texts.title;
  if (written(texts.summary)) kept.summary = texts.summary;
  if (written(texts.cancellationNote)) kept.cancellationNote = texts.cancellationNote;
  const lists = {
    highlights: tidyList(texts.highlights),
    facts: tidyItems(texts.facts, ['label', 'value']),
    overview: tidyList(texts.overview),
    itinerary: tidyItems(
      texts.itinerary,
      ['title', 'description', 'destination', 'accommodation'],
      ['highlights'],
    ),
    included: tidyList(texts.included),
    excluded: tidyList(texts.excluded),
    seasons: tidyItems(texts.seasons, ['name']),
  };
  for (const [key, value] of Object.entries(lists)) if (value) kept[key] = value;
  return Object.keys(kept).length > 0 ? (kept as TourTexts) : undefined;
}

/** The tour to save, its translations without blank texts (none at all when nothing is written). */
export function tidyTranslations(tour: Tour): Tour {
  const { translations, ...rest } = tour;
  const tidied: Partial<Record<TranslatedLanguage, TourTexts>> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = tidyTexts(translations?.[language]);
    if (texts) tidied[language] = texts;
  }
  return Object.keys(tidied).length > 0 ? { ...rest, translations: tidied } : rest;
}

/** The English texts the Translations section shows a box for. */
export type TranslatedEnglish = Pick<
  Tour,
  'highlights' | 'facts' | 'overview' | 'itinerary' | 'included' | 'excluded'
> &
  Partial<Pick<Tour, 'seasons'>>;

/**
 * How many of a language's texts (title, summary, each list item, each fact's two, each day's
 * title, description, destination, accommodation and highlight tags, each season's name, the
 * cancellation note) are missing. A fact the site words itself
 * counts too: staff see every box left empty.
 */
export function missingTranslations(tour: TranslatedEnglish, texts: TourTexts | undefined): number {
  const translated: unknown[] = [
    texts?.title,
    texts?.summary,
    ...tour.highlights.map((_, index) => texts?.highlights?.[index]),
    ...tour.facts.flatMap((_, index) => [texts?.facts?.[index]?.label, texts?.facts?.[index]?.value]),
    ...tour.overview.map((_, index) => texts?.overview?.[index]),
    ...tour.itinerary.flatMap((day, index) => {
      const translatedDay = texts?.itinerary?.[index];
      return [
        translatedDay?.title,
        translatedDay?.description,
        translatedDay?.destination,
        // A day without accommodation has nothing to translate there.
        ...(day.accommodation === null ? [] : [translatedDay?.accommodation]),
        ...day.highlights.map((_, at) => translatedDay?.highlights?.[at]),
      ];
    }),
    ...tour.included.map((_, index) => texts?.included?.[index]),
    ...tour.excluded.map((_, index) => texts?.excluded?.[index]),
    ...(tour.seasons ?? []).map((_, index) => texts?.seasons?.[index]?.name),
    texts?.cancellationNote,
  ];
  return translated.filter((text) => !written(text)).length;
}
