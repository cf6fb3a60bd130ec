import { getSupabase, type SafariSupabaseClient, type Tables } from '@safari/shared-domain';
import { expectChangedOneRow } from '../ui/changed-one-row.ts';
import type { BookingsFilter } from './bookings-query.ts';
import type { BookingStatus } from './bookings-url.ts';

export type Booking = Tables<'bookings'>;

export interface BookingsPage {
  readonly rows: Booking[];
  /** Exact count of the filtered list. */
  readonly total: number;
}

/** PostgREST answers at most this many rows per request (supabase/local's and Supabase's default). */
export const EXPORT_CHUNK_SIZE = 1000;

function filteredBookings(supabase: SafariSupabaseClient, filter: BookingsFilter, count?: 'exact') {
  let query = supabase.from('bookings').select('*', count ? { count } : undefined);
  if (filter.searchOr) query = query.or(filter.searchOr);
  if (filter.status) query = query.eq('status', filter.status);
  if (filter.tourDateOn) query = query.eq('tour_date', filter.tourDateOn);
  if (filter.tourDateFrom) query = query.gte('tour_date', filter.tourDateFrom);
  // Newest first (seed 001 §7); the id breaks ties so pages never overlap or skip a row.
  return query.order('created_at', { ascending: false }).order('id', { ascending: false });
}

export async function fetchBookingsPage(
  filter: BookingsFilter,
  range: { from: number; to: number },
): Promise<BookingsPage> {
  const supabase = await getSupabase();
  const { data, error, count } = await filteredBookings(supabase, filter, 'exact').range(
    range.from,
    range.to,
  );
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

/**
 * Every booking of the filtered list, for the CSV, fetched in chunks with the same filter and
 * order. `onProgress` gets the rows so far.
 */
export async function fetchAllFilteredBookings(
  filter: BookingsFilter,
  onProgress?: (fetched: number) => void,
): Promise<Booking[]> {
  const supabase = await getSupabase();
  const rows: Booking[] = [];
  for (let from = 0; ; from += EXPORT_CHUNK_SIZE) {
    const { data, error } = await filteredBookings(supabase, filter).range(
      from,
      from + EXPORT_CHUNK_SIZE - 1,
    );
    if (error) throw error;
    rows.push(...data);
    onProgress?.(rows.length);
    if (data.length < EXPORT_CHUNK_SIZE) return rows;
  }
}

export async function updateBookingStatus(id: string, status: BookingStatus): Promise<void> {
  const supabase = await getSupabase();
  expectChangedOneRow(
    await supabase.from('bookings').update({ status }).eq('id', id).select('id'),
    'The booking',
  );
}

export async function deleteBooking(id: string): Promise<void> {
  const supabase = await getSupabase();
  expectChangedOneRow(await supabase.from('bookings').delete().eq('id', id).select('id'), 'The booking');
}
