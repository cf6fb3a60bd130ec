import type { Tour, TourTexts, TranslatedLanguage } from '@safari/shared-domain/catalogue';
import { TRANSLATED_LANGUAGES } from '@safari/shared-domain/catalogue-admin';

// The tour's translations as the editor saves them (issue 41): a blank box is "not translated
// yet", so it is left out rather than saved as ''; a list keeps its blank items before a written
// one (item i translates English item i) and loses the ones after. A tour nobody translated keeps
// having no `translations`, so opening and saving an older tour changes nothing in it.

function written(text: unknown): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/** The list up to its last written item, blanks before it kept as ''; undefined when none is. */
function tidyList(items: readonly unknown[] | undefined): string[] | undefined {
  const texts = (items ?? []).map((item) => (written(item) ? item : ''));
  while (texts.length > 0 && texts.at(-1) === '') texts.pop();
  return texts.length > 0 ? texts : undefined;
}

/** Items of a few texts each (days, facts): each with its written texts, none after the last. */
function tidyItems<Part extends string>(
  items: readonly (Readonly<Partial<Record<Part, unknown>>> | undefined)[] | undefined,
  parts: readonly Part[],
): Partial<Record<Part, string>>[] | undefined {
  const tidied = (items ?? []).map((item) => {
    const kept: Partial<Record<Part, string>> = {};
    for (const part of parts) {
      const text = item?.[part];
      if (written(text)) kept[part] = text;
    }
    return kept;
  });
  while (tidied.length > 0 && Object.keys(tidied.at(-1) ?? {}).length === 0) tidied.pop();
  return tidied.length > 0 ? tidied : undefined;
}

function tidyTexts(texts: TourTexts | undefined): TourTexts | undefined {
  if (!texts) return undefined;
  const kept: Record<string, unknown> = {};
  if (written(texts.title)) kept.title = texts.title;
  if (written(texts.summary)) kept.summary = texts.summary;
  const lists = {
    highlights: tidyList(texts.highlights),
    facts: tidyItems(texts.facts, ['label', 'value']),
    overview: tidyList(texts.overview),
    itinerary: tidyItems(texts.itinerary, ['title', 'description']),
    included: tidyList(texts.included),
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

/**
 * How many of a language's texts (title, summary, each list item, each fact's and each day's two)
 * are missing. A fact the site words itself counts too: staff see every box left empty.
 */
export function missingTranslations(
  tour: Pick<Tour, 'highlights' | 'facts' | 'overview' | 'itinerary' | 'included'>,
  texts: TourTexts | undefined,
): number {
  const translated: unknown[] = [
    texts?.title,
    texts?.summary,
    ...tour.highlights.map((_, index) => texts?.highlights?.[index]),
    ...tour.facts.flatMap((_, index) => [texts?.facts?.[index]?.label, texts?.facts?.[index]?.value]),
    ...tour.overview.map((_, index) => texts?.overview?.[index]),
    ...tour.itinerary.flatMap((_, index) => [
      texts?.itinerary?.[index]?.title,
      texts?.itinerary?.[index]?.description,
    ]),
    ...tour.included.map((_, index) => texts?.included?.[index]),
  ];
  return translated.filter((text) => !written(text)).length;
}
