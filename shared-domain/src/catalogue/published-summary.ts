import type { CalendarDate } from '../dates/calendar-date.ts';
import { DEFAULT_LANGUAGE, type Language, languageOfPath } from '../i18n/languages.ts';
import { fromPrice } from '../pricing/from-price.ts';
import {
  type PageCatalogue,
  type PublishedCatalogue,
  type PublishedSummary,
  summaryFieldsOf,
  type TourPageDetails,
  tourDetailsOf,
} from './published.ts';
import { type InLanguage, type TourTextField, tourInLanguage } from './tour-in-language.ts';
import type { Tour } from './types.ts';

// Apart from published.ts so that a page which only reads summaries already priced (a
// prerendered page's data block) does not download the calendar rules that price them.

const SUMMARY_TEXTS: readonly TourTextField[] = ['title', 'summary', 'highlights'];

/** The `inEnglish` keys of `fields`, on a page of another language. */
function inEnglishOf(tour: InLanguage, fields: readonly TourTextField[]): InLanguage {
  if (!tour.inEnglish) return {};
  return {
    inEnglish: tour.inEnglish.filter((key) => fields.includes(key.split('.')[0] as TourTextField)),
  };
}

/**
 * The summary of a published tour, its "From" price worked out for `today` (Arusha), its texts in
 * `language` (issue 41: English where not translated, named in `inEnglish`).
 */
export function tourSummaryOf(
  tour: Tour,
  today: CalendarDate,
  language: Language = DEFAULT_LANGUAGE,
): PublishedSummary {
  const local = tourInLanguage(tour, language);
  return {
    ...summaryFieldsOf(local),
    ...inEnglishOf(local, SUMMARY_TEXTS),
    fromPrice: fromPrice(tour, today),
  };
}

/**
 * The tour page's part of a published tour, its texts in `language`; its `inEnglish` names every
 * text of the tour shown in English, the summary's too (`joinTour` keeps it).
 */
export function tourDetailsIn(tour: Tour, language: Language = DEFAULT_LANGUAGE): TourPageDetails {
  const local = tourInLanguage(tour, language);
  return { ...tourDetailsOf(local), ...(local.inEnglish ? { inEnglish: local.inEnglish } : {}) };
}

/**
 * The slice of `catalogue` a page at `pathname` needs: the whole tour on its page, every text in
 * the page's language ('/de/tour/…': German where translated).
 */
export function pageCatalogueFor(
  catalogue: PublishedCatalogue,
  pathname: string,
  today: CalendarDate,
): PageCatalogue {
  const { language, path } = languageOfPath(pathname);
  const slug = /^\/tour\/([^/]+)$/.exec(path)?.[1];
  const details: Record<string, TourPageDetails> = {};
  for (const tour of catalogue.tours)
    if (tour.slug === slug) details[tour.slug] = tourDetailsIn(tour, language);
  return {
    version: catalogue.version,
    pricedOn: today,
    summaries: catalogue.tours.map((tour) => tourSummaryOf(tour, today, language)),
    details,
  };
}
