import { LOCATION_NAMES, listingTypeForHeroTourType } from '../catalogue/options.ts';
import { TOURS } from '../catalogue/tour-lookup.ts';
import type { Tour } from '../catalogue/types.ts';
import { type CalendarDate, calendarDateFromParam } from '../dates/calendar-date.ts';

/** 'all' (or nothing) switches a filter off (seed 000 §5). */
export const SEARCH_FILTER_ALL = 'all';

export interface SearchPageFilters {
  readonly destination: string;
  readonly tourType: string;
  /** Shown as badges only; tours run on request. */
  readonly startDate: CalendarDate | null;
  readonly endDate: CalendarDate | null;
}

export function searchPageFiltersFromParams(params: URLSearchParams): SearchPageFilters {
  return {
    destination: params.get('destination')?.trim() || SEARCH_FILTER_ALL,
    tourType: params.get('tourType')?.trim() || SEARCH_FILTER_ALL,
    startDate: calendarDateFromParam(params.get('startDate')),
    endDate: calendarDateFromParam(params.get('endDate')),
  };
}

/** The place names a destination search looks in: where the tour is filed and every stop. */
export function tourPlaceNames(tour: Tour): string[] {
  return [...new Set([tour.locationId, ...tour.locationsVisited].map((id) => LOCATION_NAMES[id]))];
}

/** Destination: case-insensitive substring of a place the tour visits. */
export function tourMatchesDestinationText(tour: Tour, destination: string): boolean {
  if (destination === SEARCH_FILTER_ALL || destination === '') return true;
  const needle = destination.toLowerCase();
  return tourPlaceNames(tour).some((name) => name.toLowerCase().includes(needle));
}

/** Tour type: exact, either a hero value ('Wildlife Safari') or a listing type id ('safari'). */
export function tourMatchesTourType(tour: Tour, tourType: string): boolean {
  if (tourType === SEARCH_FILTER_ALL || tourType === '') return true;
  const type = listingTypeForHeroTourType(tourType) ?? tourType;
  return (tour.tourTypes as readonly string[]).includes(type);
}

export function searchTours(
  filters: Pick<SearchPageFilters, 'destination' | 'tourType'>,
  tours: readonly Tour[] = TOURS,
): Tour[] {
  return tours.filter(
    (tour) =>
      tourMatchesDestinationText(tour, filters.destination) && tourMatchesTourType(tour, filters.tourType),
  );
}

/** 'Showing 3 adventures'. */
export function showingAdventuresText(count: number): string {
  return `Showing ${count} ${count === 1 ? 'adventure' : 'adventures'}`;
}
