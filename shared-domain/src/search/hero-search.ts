import { type CalendarDate, calendarDateToDateTimeParam } from '../dates/calendar-date.ts';

export interface HeroSearch {
  readonly destination?: string | undefined;
  readonly tourType?: string | undefined;
  readonly startDate?: CalendarDate | undefined;
  readonly endDate?: CalendarDate | undefined;
}

/**
 * Where 'Search Adventures' goes: /tours with only the filled-in parameters, dates as ISO
 * date-times (docs/product.md §4). The hero makes no network call.
 */
export function heroSearchHref(search: HeroSearch): string {
  const params = new URLSearchParams();
  if (search.destination) params.set('destination', search.destination);
  if (search.startDate) params.set('startDate', calendarDateToDateTimeParam(search.startDate));
  if (search.endDate) params.set('endDate', calendarDateToDateTimeParam(search.endDate));
  if (search.tourType) params.set('tourType', search.tourType);
  const query = params.toString();
  return query ? `/tours?${query}` : '/tours';
}
