import { LISTING_TOUR_TYPES, LOCATION_NAMES } from '../catalogue/options.ts';
import type { TourSummary } from '../catalogue/types.ts';
import { formatCalendarDate } from '../dates/calendar-date.ts';
import { filterListingTours } from './listing-filters.ts';
import { type ListingState, listingStateFromSearchParams } from './listing-url.ts';

/**
 * The search page reads its link exactly as the tours listing does, so both count the same
 * tours for the same link (decision 095). Dates are shown as a badge only; tours run on request.
 */
export type SearchPageFilters = Pick<ListingState, 'filters' | 'startDate' | 'endDate'>;

export function searchPageFiltersFromParams(
  params: URLSearchParams,
  tours: readonly TourSummary[],
): SearchPageFilters {
  const { filters, startDate, endDate } = listingStateFromSearchParams(params, tours);
  return { filters, startDate, endDate };
}

export function searchTours<T extends TourSummary>(
  search: Pick<SearchPageFilters, 'filters'>,
  tours: readonly T[],
): T[] {
  return filterListingTours(search.filters, tours);
}

/**
 * The badges say what is filtered, in the names the filter understood ('ngorongoro' reads as
 * 'Ngorongoro Crater'); a value that filters nothing gets no badge.
 */
export function searchFilterBadges(search: SearchPageFilters): string[] {
  const { filters, startDate, endDate } = search;
  const typeLabel = (id: string) => LISTING_TOUR_TYPES.find((type) => type.id === id)?.label ?? id;
  return [
    ...(filters.location === 'all' ? [] : [LOCATION_NAMES[filters.location]]),
    ...filters.tourTypes.map(typeLabel),
    ...(startDate
      ? [`${formatCalendarDate(startDate)}${endDate ? ` - ${formatCalendarDate(endDate)}` : ''}`]
      : []),
  ];
}

/** 'Showing 3 adventures'. */
export function showingAdventuresText(count: number): string {
  return `Showing ${count} ${count === 1 ? 'adventure' : 'adventures'}`;
}
