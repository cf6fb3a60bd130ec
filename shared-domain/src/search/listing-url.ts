import { isListingTourTypeId, isLocationId, type ListingTourTypeId } from '../catalogue/options.ts';
import type { TourSummary } from '../catalogue/types.ts';
import { type CalendarDate, calendarDateFromParam } from '../dates/calendar-date.ts';
import { destinationLocation, listingTourTypeOf } from './destination-match.ts';
import {
  DURATION_BOUNDS,
  defaultListingFilters,
  type ListingFilters,
  type NumberRange,
  priceSliderBounds,
  type SliderBounds,
} from './listing-filters.ts';
import { isListingSortOrder, type ListingSortOrder } from './listing-sort.ts';

/** Everything the tours listing shows, and all of it in its URL. */
export interface ListingState {
  readonly filters: ListingFilters;
  readonly sort: ListingSortOrder;
  /** Shown only: tours run on request, so dates do not filter (docs/product.md §5). */
  readonly startDate: CalendarDate | null;
  readonly endDate: CalendarDate | null;
}

export function defaultListingState(tours: readonly TourSummary[]): ListingState {
  return { filters: defaultListingFilters(tours), sort: 'recommended', startDate: null, endDate: null };
}

/**
 * The listing's own parameters. `destination` and `tourType` are the hero search's and are read
 * too (hero values, or our ids); we write `location` and `type` back, which are unambiguous.
 */
export const LISTING_PARAMS = {
  location: 'location',
  type: 'type',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  minDays: 'minDays',
  maxDays: 'maxDays',
  sort: 'sort',
  startDate: 'startDate',
  endDate: 'endDate',
  heroDestination: 'destination',
  heroTourType: 'tourType',
} as const;

function readLocation(params: URLSearchParams): ListingFilters['location'] {
  const location = params.get(LISTING_PARAMS.location);
  if (location && isLocationId(location)) return location;
  // The hero's value, or any text the search page accepts: one reading for both (decision 095).
  return destinationLocation(params.get(LISTING_PARAMS.heroDestination)) ?? 'all';
}

function readTourTypes(params: URLSearchParams): ListingTourTypeId[] {
  const types = new Set<ListingTourTypeId>();
  for (const value of params.getAll(LISTING_PARAMS.type)) if (isListingTourTypeId(value)) types.add(value);
  const heroType = listingTourTypeOf(params.get(LISTING_PARAMS.heroTourType));
  if (heroType) types.add(heroType);
  return [...types];
}

function readRange(
  params: URLSearchParams,
  minKey: string,
  maxKey: string,
  bounds: SliderBounds,
): NumberRange {
  const read = (key: string, fallback: number) => {
    const raw = params.get(key);
    const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? Math.min(bounds.max, Math.max(bounds.min, value)) : fallback;
  };
  const min = read(minKey, bounds.min);
  const max = read(maxKey, bounds.max);
  return min <= max ? { min, max } : { min: max, max: min };
}

/** Reads a listing URL; anything missing or unknown falls back to "show everything". */
export function listingStateFromSearchParams(
  params: URLSearchParams,
  tours: readonly TourSummary[],
): ListingState {
  const sort = params.get(LISTING_PARAMS.sort);
  return {
    filters: {
      location: readLocation(params),
      tourTypes: readTourTypes(params),
      price: readRange(params, LISTING_PARAMS.minPrice, LISTING_PARAMS.maxPrice, priceSliderBounds(tours)),
      duration: readRange(params, LISTING_PARAMS.minDays, LISTING_PARAMS.maxDays, DURATION_BOUNDS),
    },
    sort: sort && isListingSortOrder(sort) ? sort : 'recommended',
    startDate: calendarDateFromParam(params.get(LISTING_PARAMS.startDate)),
    endDate: calendarDateFromParam(params.get(LISTING_PARAMS.endDate)),
  };
}

/** Writes only what differs from the defaults, so an untouched listing is plain /tours. */
export function listingStateToSearchParams(
  state: ListingState,
  tours: readonly TourSummary[],
): URLSearchParams {
  const params = new URLSearchParams();
  const price = priceSliderBounds(tours);
  const { filters } = state;
  if (filters.location !== 'all') params.set(LISTING_PARAMS.location, filters.location);
  for (const type of filters.tourTypes) params.append(LISTING_PARAMS.type, type);
  if (filters.price.min !== price.min) params.set(LISTING_PARAMS.minPrice, String(filters.price.min));
  if (filters.price.max !== price.max) params.set(LISTING_PARAMS.maxPrice, String(filters.price.max));
  if (filters.duration.min !== DURATION_BOUNDS.min)
    params.set(LISTING_PARAMS.minDays, String(filters.duration.min));
  if (filters.duration.max !== DURATION_BOUNDS.max)
    params.set(LISTING_PARAMS.maxDays, String(filters.duration.max));
  if (state.sort !== 'recommended') params.set(LISTING_PARAMS.sort, state.sort);
  if (state.startDate) params.set(LISTING_PARAMS.startDate, state.startDate);
  if (state.endDate) params.set(LISTING_PARAMS.endDate, state.endDate);
  return params;
}
