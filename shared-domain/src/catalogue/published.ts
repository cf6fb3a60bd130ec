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

/** A summary that may know its "From" price (a published one does; a tour document does not). */
export type CardTour = TourSummary & { readonly fromPrice?: number };

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

export interface CatalogueEndpoint {
  /** The Supabase project's URL (runtime config). */
  readonly url: string;
  readonly anonKey: string;
}

/** A POST to a public database function through the REST API, with the public key. */
function callPublicRpc(
  endpoint: CatalogueEndpoint,
  name: string,
  args: Record<string, unknown>,
  fetchImpl: typeof fetch,
): Promise<Response> {
  const base = endpoint.url.endsWith('/') ? endpoint.url : `${endpoint.url}/`;
  return fetchImpl(new URL(`rest/v1/rpc/${name}`, base), {
    method: 'POST',
    headers: {
      apikey: endpoint.anonKey,
      authorization: `Bearer ${endpoint.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
  });
}

/**
 * Reads a published version (the latest when `version` is omitted) through the REST API with
 * the public key: `public.published_catalogue` answers only published versions, never drafts.
 * A plain fetch, so the public pages need not load supabase-js for it.
 */
export async function fetchPublishedCatalogue(
  endpoint: CatalogueEndpoint,
  version?: number,
  fetchImpl: typeof fetch = fetch,
): Promise<PublishedCatalogue> {
  const response = await callPublicRpc(
    endpoint,
    'published_catalogue',
    { version: version ?? null },
    fetchImpl,
  );
  if (!response.ok) throw new Error(`The catalogue could not be read (HTTP ${response.status})`);
  const body = (await response.json()) as unknown;
  return parsePublishedCatalogue(body);
}

/**
 * Seats left per open departure of a published tour sold by departures (`public.departure_seats`,
 * decision 151), as `{departureId: seatsLeft}`: what the date picker and "2 seats left" read.
 */
export async function fetchDepartureSeats(
  endpoint: CatalogueEndpoint,
  tourSlug: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Record<string, number>> {
  const response = await callPublicRpc(endpoint, 'departure_seats', { tour_slug: tourSlug }, fetchImpl);
  if (!response.ok) throw new Error(`The seats could not be read (HTTP ${response.status})`);
  const rows = (await response.json()) as unknown;
  if (!Array.isArray(rows)) throw new Error('The seats answer is not a list');
  const seats: Record<string, number> = {};
  for (const row of rows as { departure_id?: unknown; seats_left?: unknown }[]) {
    if (typeof row.departure_id === 'string' && Number.isInteger(row.seats_left)) {
      seats[row.departure_id] = row.seats_left as number;
    }
  }
  return seats;
}

/** Checks the shape the database answers; a version it cannot read is an error, not a guess. */
export function parsePublishedCatalogue(body: unknown): PublishedCatalogue {
  if (!body || typeof body !== 'object') throw new Error('The catalogue answer is empty');
  const { version, publishedAt, tours } = body as Record<string, unknown>;
  if (!Number.isInteger(version) || typeof publishedAt !== 'string' || !Array.isArray(tours))
    throw new Error('The catalogue answer is not a published version');
  return { version: version as number, publishedAt, tours: tours as Tour[] };
}
