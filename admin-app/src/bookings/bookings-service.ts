import { getSupabase, type SafariSupabaseClient, type Tables } from '@safari/shared-domain';
import { expectChangedOneRow } from '../ui/changed-one-row.ts';
import { type BookingsFilter, searchOrFilter } from './bookings-query.ts';
import type { BookingStatus } from './bookings-url.ts';

export type Booking = Tables<'bookings'>;

export interface BookingsPage {
  readonly rows: Booking[];
  /** Exact count of the filtered list. */
  readonly total: number;
}

/** PostgREST answers at most this many rows per request (supabase/local's and Supabase's default). */
const EXPORT_CHUNK_SIZE = 1000;

function filteredBookings(supabase: SafariSupabaseClient, filter: BookingsFilter) {
  let query = supabase.from('bookings').select('*');
  if (filter.searchPattern) query = query.or(searchOrFilter(filter.searchPattern));
  if (filter.status) query = query.eq('status', filter.status);
  if (filter.tourDateOn) query = query.eq('tour_date', filter.tourDateOn);
  if (filter.tourDateFrom) query = query.gte('tour_date', filter.tourDateFrom);
  // Newest first (seed 001 §7); the id breaks ties so pages never overlap or skip a row.
  return query.order('created_at', { ascending: false }).order('id', { ascending: false });
}

/**
 * The exact count of the filtered list, from the database's admin count (decision 092): a count
 * under row level security cannot use the search index, the RPC's can.
 */
async function countBookings(supabase: SafariSupabaseClient, filter: BookingsFilter): Promise<number> {
  const { data, error } = await supabase.rpc('admin_count_bookings', {
    search_pattern: filter.searchPattern ?? undefined,
    status_filter: filter.status ?? undefined,
    tour_date_on: filter.tourDateOn ?? undefined,
    tour_date_from: filter.tourDateFrom ?? undefined,
  });
  if (error) throw error;
  return data;
}

/** One page of the filtered list and its exact count, asked for at the same time. */
export async function fetchBookingsPage(
  filter: BookingsFilter,
  range: { from: number; to: number },
): Promise<BookingsPage> {
  const supabase = await getSupabase();
  const [page, total] = await Promise.all([
    filteredBookings(supabase, filter).range(range.from, range.to),
    countBookings(supabase, filter),
  ]);
  if (page.error) throw page.error;
  return { rows: page.data, total };
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

export type StatusChange = Pick<
  Tables<'booking_status_changes'>,
  'id' | 'old_status' | 'new_status' | 'changed_by_email' | 'changed_at'
>;

/** Who changed a booking's status and when, oldest first (written by a trigger, never by us). */
export async function fetchStatusHistory(bookingId: string): Promise<StatusChange[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_status_changes')
    .select('id, old_status, new_status, changed_by_email, changed_at')
    .eq('booking_id', bookingId)
    .order('changed_at', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw error;
  return data;
}

export type BookingMail = Pick<
  Tables<'booking_mails'>,
  'id' | 'kind' | 'recipient' | 'subject' | 'created_at' | 'sent_at' | 'attempts' | 'last_error'
>;

/** The mails the outbox holds for a booking, oldest first, and whether each went out. */
export async function fetchBookingMails(bookingId: string): Promise<BookingMail[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_mails')
    .select('id, kind, recipient, subject, created_at, sent_at, attempts, last_error')
    .eq('booking_id', bookingId)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw error;
  return data;
}
