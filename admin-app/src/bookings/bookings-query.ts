import { addDays, type CalendarDate, normaliseBookingReference } from '@safari/shared-domain/catalogue';
import { type BookingStatus, type BookingsView, type DateFilter, SEARCH_MAX_LENGTH } from './bookings-url.ts';

/**
 * The columns searched, case-insensitively (seed 001 §5), and the reference a traveller reads out
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
  /** `tour_date = onDate` (today) … */
  readonly tourDateOn: CalendarDate | null;
  /** … or `tour_date >= fromDate` (7 or 30 days ago). */
  readonly tourDateFrom: CalendarDate | null;
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

export function tourDateRange(
  date: DateFilter | null,
  today: CalendarDate,
): Pick<BookingsFilter, 'tourDateOn' | 'tourDateFrom'> {
  switch (date) {
    case 'today':
      return { tourDateOn: today, tourDateFrom: null };
    case 'week':
      return { tourDateOn: null, tourDateFrom: addDays(today, -7) };
    case 'month':
      return { tourDateOn: null, tourDateFrom: addDays(today, -30) };
    default:
      return { tourDateOn: null, tourDateFrom: null };
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
    ...tourDateRange(view.date, today),
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
