import { addDays, type CalendarDate, normaliseBookingReference } from '@safari/shared-domain/catalogue';
import {
  type BookingStatus,
  type BookingsView,
  type DateFilter,
  SEARCH_MAX_LENGTH,
  type SortDirection,
  type SortKey,
} from './bookings-url.ts';

/**
 * The columns searched, case-insensitively (docs/product.md §11), and the reference a traveller reads out
 * on the phone. The count RPC searches the same four (migration 20261124100000).
 */
const SEARCH_COLUMNS = ['customer_name', 'customer_email', 'tour_name', 'reference'] as const;

/** The database side of a bookings view: what PostgREST is asked to filter on. */
export interface BookingsFilter {
  /**
   * The search as one escaped `ilike` pattern (see containsPattern), or null for no search. The
   * page query and the count RPC both send this very pattern, so they agree on what matches.
   */
  readonly searchPattern: string | null;
  readonly status: BookingStatus | null;
  /** Trips: `tour_date >= tourDateFrom` and `tour_date <= tourDateTo` (either may be open). */
  readonly tourDateFrom: CalendarDate | null;
  readonly tourDateTo: CalendarDate | null;
  /** Booked: `created_at >= bookedFrom`, an instant (midnight in Arusha) as ISO 8601. */
  readonly bookedFrom: string | null;
}

/** The order of the list: a column and a direction, the id breaking ties. */
export interface BookingsOrder {
  readonly column: 'tour_date' | 'price' | 'status' | 'created_at';
  readonly ascending: boolean;
}

/** `price` is the amount that counts: a custom request's quoted price, else its amount. */
const SORT_COLUMNS: Record<SortKey, BookingsOrder['column']> = {
  date: 'tour_date',
  amount: 'price',
  status: 'status',
  created: 'created_at',
};

export function bookingsOrder(sort: SortKey, direction: SortDirection): BookingsOrder {
  return { column: SORT_COLUMNS[sort], ascending: direction === 'asc' };
}

/**
 * An `ilike` pattern matching `term` literally anywhere: LIKE's own wildcards and escape are
 * escaped. PostgREST turns every `*` into `%`, so a typed `*` becomes `_` (any one character,
 * which still matches the star itself).
 */
export function containsPattern(term: string): string {
  const literal = term.replace(/[\\%_]/g, (ch) => `\\${ch}`).replace(/\*/g, '_');
  return `%${literal}%`;
}

/** Double-quotes a value inside a PostgREST logic tree so `,` `.` `(` `)` `:` are plain text. */
export function quoteTreeValue(value: string): string {
  return `"${value.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
}

/**
 * The pattern for what the admin typed: trimmed and capped, or null when blank. A whole reference
 * typed without its dash or in lower case ('tz7k3m9q') is searched as the database writes it.
 */
export function searchPattern(search: string): string | null {
  const term = search.trim().slice(0, SEARCH_MAX_LENGTH);
  if (term === '') return null;
  return containsPattern(normaliseBookingReference(term) ?? term);
}

/** The PostgREST `or=(…)` body applying `pattern` to every searched column. */
export function searchOrFilter(pattern: string): string {
  const quoted = quoteTreeValue(pattern);
  return SEARCH_COLUMNS.map((column) => `${column}.ilike.${quoted}`).join(',');
}

/** Monday of the calendar week `day` is in (the revenue card's week). */
export function weekStart(day: CalendarDate): CalendarDate {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The 1st of `day`'s month. */
function monthStart(day: CalendarDate): CalendarDate {
  return `${day.slice(0, 8)}01`;
}

/** The last day of `day`'s month. */
function monthEnd(day: CalendarDate): CalendarDate {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return addDays(monthStart(new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10)), -1);
}

/**
 * Midnight of `day` in Arusha as an instant. East Africa Time is UTC+3 all year (no summer time),
 * as in the revenue function's `at time zone 'Africa/Dar_es_Salaam'`.
 */
function arushaMidnight(day: CalendarDate): string {
  return `${day}T00:00:00+03:00`;
}

/**
 * What a date filter asks of the database (decision 137): trips by tour date within today, this
 * week or this month; bookings made since Monday or the 1st.
 */
export function dateRange(
  date: DateFilter | null,
  today: CalendarDate,
): Pick<BookingsFilter, 'tourDateFrom' | 'tourDateTo' | 'bookedFrom'> {
  const none = { tourDateFrom: null, tourDateTo: null, bookedFrom: null };
  switch (date) {
    case 'today':
      return { ...none, tourDateFrom: today, tourDateTo: today };
    case 'week':
      return { ...none, tourDateFrom: weekStart(today), tourDateTo: addDays(weekStart(today), 6) };
    case 'month':
      return { ...none, tourDateFrom: monthStart(today), tourDateTo: monthEnd(today) };
    case 'booked-week':
      return { ...none, bookedFrom: arushaMidnight(weekStart(today)) };
    case 'booked-month':
      return { ...none, bookedFrom: arushaMidnight(monthStart(today)) };
    default:
      return none;
  }
}

/** `today` is the office's calendar day in Arusha (operatorToday). */
export function bookingsFilter(
  view: Pick<BookingsView, 'search' | 'status' | 'date'>,
  today: CalendarDate,
): BookingsFilter {
  return {
    searchPattern: searchPattern(view.search),
    status: view.status,
    ...dateRange(view.date, today),
  };
}

/** Rows `from`..`to` inclusive for supabase-js `.range()`. */
export function pageRange(page: number, pageSize: number): { from: number; to: number } {
  const from = (page - 1) * pageSize;
  return { from, to: from + pageSize - 1 };
}

/** After a delete the last page may be empty: the page to show for `total` rows. */
export function clampPage(page: number, pageSize: number, total: number): number {
  return Math.min(page, Math.max(1, Math.ceil(total / pageSize)));
}
