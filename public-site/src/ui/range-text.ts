import { type DateRangeSelection, formatCalendarDate } from '@safari/shared-domain/catalogue';

/** What a dates button shows: the chosen range, or `empty` (apart from the calendar, which loads on first open). */
export function rangeText(range: DateRangeSelection, empty: string): string {
  if (!range.from) return empty;
  return range.to
    ? `${formatCalendarDate(range.from)} - ${formatCalendarDate(range.to)}`
    : formatCalendarDate(range.from);
}
