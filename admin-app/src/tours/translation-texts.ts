import type { ItineraryDayTexts, Tour, TourTexts, TranslatedLanguage } from '@safari/shared-domain/catalogue';
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

function tidyDays(
  days: readonly (ItineraryDayTexts | undefined)[] | undefined,
): ItineraryDayTexts[] | undefined {
  const tidied = (days ?? []).map((day) => {
    const kept: { title?: string; description?: string } = {};
    if (written(day?.title)) kept.title = day.title;
    if (written(day?.description)) kept.description = day.description;
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
    overview: tidyList(texts.overview),
    itinerary: tidyDays(texts.itinerary),
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

/** How many of a language's texts (title, summary, each list item, each day's two) are missing. */
export function missingTranslations(
  tour: Pick<Tour, 'highlights' | 'overview' | 'itinerary' | 'included'>,
  texts: TourTexts | undefined,
): number {
  const translated: unknown[] = [
    texts?.title,
    texts?.summary,
    ...tour.highlights.map((_, index) => texts?.highlights?.[index]),
    ...tour.overview.map((_, index) => texts?.overview?.[index]),
    ...tour.itinerary.flatMap((_, index) => [
      texts?.itinerary?.[index]?.title,
      texts?.itinerary?.[index]?.description,
    ]),
    ...tour.included.map((_, index) => texts?.included?.[index]),
  ];
  return translated.filter((text) => !written(text)).length;
}
