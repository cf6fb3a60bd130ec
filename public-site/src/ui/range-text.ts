import { type DateRangeSelection, formatCalendarDate } from '@safari/shared-domain/catalogue';

/**
 * What a dates button shows: the chosen range, or `empty` (apart from the calendar, which loads on
 * first open). `day` writes a day in the page's language (English's by default).
 */
export function rangeText(
  range: DateRangeSelection,
  empty: string,
  day: (date: string) => string = formatCalendarDate,
): string {
  if (!range.from) return empty;
  return range.to ? `${day(range.from)} - ${day(range.to)}` : day(range.from);
}
