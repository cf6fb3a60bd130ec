// The catalogue as travellers see it: one published version of the tours (decision 127). Staff
// edit drafts in the admin; publishing makes a numbered, immutable version, and every page, the
// booking panel and the database's prices read that version. Pages carry the part they show
// (`PageCatalogue`), so the markup and the data a page hydrates with are always the same version.
import type { CalendarDate } from '../dates/calendar-date.ts';
import type { InLanguage } from './tour-in-language.ts';
import type { Tour, TourCalendar, TourDetails, TourSummary } from './types.ts';

export interface PublishedCatalogue {
  readonly version: number;
  readonly publishedAt: string;
  /** The visible tours, in catalogue ("Recommended") order. */
  readonly tours: readonly Tour[];
}

/** What the tour page needs beyond the summary: the details and the tour's calendar (issue 27). */
export type TourPageDetails = TourDetails & TourCalendar & InLanguage;

/**
 * A published tour's summary as pages show it: with its "From $X", the lowest adult price
 * bookable in the twelve months from the day the summary was made (decision 150). Carried in the
 * page's block, so the browser hydrates with the figure the HTML shows whatever its own date.
 */
export interface PublishedSummary extends TourSummary, InLanguage {
  readonly fromPrice: number;
}

/** A whole published tour with its "From $X" (in a page's language: with `inEnglish`). */
export type PublishedTour = Tour & InLanguage & { readonly fromPrice: number };

/**
 * A summary that may know its "From" price (a published one does; a tour document does not) and,
 * on a page of another language, which of its texts are English.
 */
export type CardTour = TourSummary & InLanguage & { readonly fromPrice?: number };

/** The price a card, a filter or a sort uses: "From $X" where known, else the default rate. */
export function cardPrice(tour: CardTour): number {
  return tour.fromPrice ?? tour.adultPrice;
}

/** What a prerendered page carries: every tour's summary, and the whole tours it shows. */
export interface PageCatalogue {
  readonly version: number;
  /** The day (Arusha) the summaries' "From" prices were worked out for. */
  readonly pricedOn: CalendarDate;
  readonly summaries: readonly PublishedSummary[];
  readonly details: Readonly<Record<string, TourPageDetails>>;
}

const SUMMARY_FIELDS = [
  'slug',
  'title',
  'shortTitle',
  'locationId',
  'locationsVisited',
  'tourTypes',
  'durationDays',
  'durationNights',
  'adultPrice',
  'youthPrice',
  'youthAgeBand',
  'minimumAdults',
  'groupSize',
  'startsIn',
  'endsIn',
  'summary',
  'heroImage',
  'rating',
  'highlights',
  'badges',
  'featured',
] as const satisfies readonly (keyof TourSummary)[];

const DETAIL_FIELDS = [
  'facts',
  'overview',
  'included',
  'excluded',
  'itinerary',
  'gallery',
  'cancellationNote',
] as const satisfies readonly (keyof TourDetails)[];

const CALENDAR_FIELDS = [
  'salesMode',
  'seasons',
  'partySupplements',
  'departures',
  'closedDates',
] as const satisfies readonly (keyof TourCalendar)[];

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  // A field the tour does not have stays absent (a tour published before issue 27 has no calendar).
  for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
  return picked;
}

/**
 * The summary fields of a published tour, without its "From" price: `tourSummaryOf`
 * (published-summary.ts) adds that, and only the code that prices brings the calendar rules along.
 */
export function summaryFieldsOf(tour: Tour): Omit<PublishedSummary, 'fromPrice'> {
  return pick(tour, SUMMARY_FIELDS);
}

export function tourDetailsOf(tour: Tour): TourPageDetails {
  return { ...pick(tour, DETAIL_FIELDS), ...pick(tour, CALENDAR_FIELDS) };
}

export function joinTour(summary: PublishedSummary, details: TourPageDetails): PublishedTour {
  // On a page of another language the details' `inEnglish` names every text of the tour, the
  // summary's too (issue 41), so it stands for both.
  return { ...summary, ...details };
}

/** The published tours whose `featured` flag is set: the home page's cards. */
export function featuredTours<T extends Pick<TourSummary, 'featured'>>(tours: readonly T[]): T[] {
  return tours.filter((tour) => tour.featured);
}
