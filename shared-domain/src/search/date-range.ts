import type { CalendarDate } from '../dates/calendar-date.ts';

export interface DateRangeSelection {
  readonly from?: CalendarDate | undefined;
  readonly to?: CalendarDate | undefined;
}

/**
 * The range pickers' click rule (docs/product.md §4): a first click sets the start, a second completes
 * the range with the earlier day as start, clicking the start day again clears it, and a click
 * on a complete range starts a new one.
 */
export function dateRangeAfterClick(current: DateRangeSelection, clicked: CalendarDate): DateRangeSelection {
  if (!current.from || current.to) return { from: clicked };
  if (clicked === current.from) return {};
  return clicked < current.from ? { from: clicked, to: current.from } : { from: current.from, to: clicked };
}
