import { getSupabase, type SafariSupabaseClient, type Tables } from '@safari/shared-domain';
import { expectChangedOneRow } from '../ui/changed-one-row.ts';
import { type BookingsFilter, type BookingsOrder, searchOrFilter } from './bookings-query.ts';
import type { BookingStatus } from './bookings-url.ts';

export type Booking = Tables<'bookings'>;

export interface BookingsPage {
  readonly rows: Booking[];
  /** Exact count of the filtered list. */
  readonly total: number;
}

/** PostgREST answers at most this many rows per request (supabase/local's and Supabase's default). */
const EXPORT_CHUNK_SIZE = 1000;

function filteredBookings(supabase: SafariSupabaseClient, filter: BookingsFilter, order: BookingsOrder) {
  let query = supabase.from('bookings').select('*');
  if (filter.searchPattern) query = query.or(searchOrFilter(filter.searchPattern));
  if (filter.status) query = query.eq('status', filter.status);
  if (filter.tourDateFrom) query = query.gte('tour_date', filter.tourDateFrom);
  if (filter.tourDateTo) query = query.lte('tour_date', filter.tourDateTo);
  if (filter.bookedFrom) query = query.gte('created_at', filter.bookedFrom);
  // The chosen column, then the newest, then the id: equal values keep one order, so pages never
  // overlap or skip a row.
  query = query.order(order.column, { ascending: order.ascending });
  if (order.column !== 'created_at') query = query.order('created_at', { ascending: false });
  return query.order('id', { ascending: order.column === 'created_at' ? order.ascending : false });
}

/**
 * The exact count of the filtered list, from the database's admin count (decision 092): a count
 * under row level security cannot use the search index, the RPC's can.
 */
async function countBookings(supabase: SafariSupabaseClient, filter: BookingsFilter): Promise<number> {
  const { data, error } = await supabase.rpc('admin_count_bookings', {
    search_pattern: filter.searchPattern ?? undefined,
    status_filter: filter.status ?? undefined,
    tour_date_from: filter.tourDateFrom ?? undefined,
    tour_date_to: filter.tourDateTo ?? undefined,
    booked_from: filter.bookedFrom ?? undefined,
  });
  if (error) throw error;
  return data;
}

/** One page of the filtered list and its exact count, asked for at the same time. */
export async function fetchBookingsPage(
  filter: BookingsFilter,
  order: BookingsOrder,
  range: { from: number; to: number },
): Promise<BookingsPage> {
  const supabase = await getSupabase();
  const [page, total] = await Promise.all([
    filteredBookings(supabase, filter, order).range(range.from, range.to),
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
  order: BookingsOrder,
  onProgress?: (fetched: number) => void,
): Promise<Booking[]> {
  const supabase = await getSupabase();
  const rows: Booking[] = [];
  for (let from = 0; ; from += EXPORT_CHUNK_SIZE) {
    const { data, error } = await filteredBookings(supabase, filter, order).range(
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
  | 'id'
  | 'kind'
  | 'recipient'
  | 'subject'
  | 'created_at'
  | 'sent_at'
  | 'attempts'
  | 'last_error'
  | 'hold_until'
  | 'withdrawn_at'
>;

/** The mails the outbox holds for a booking, oldest first, and whether each went out. */
export async function fetchBookingMails(bookingId: string): Promise<BookingMail[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_mails')
    .select(
      'id, kind, recipient, subject, created_at, sent_at, attempts, last_error, hold_until, withdrawn_at',
    )
    .eq('booking_id', bookingId)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true });
  if (error) throw error;
  return data;
}

export type HeldMail = Pick<Tables<'booking_mails'>, 'id' | 'kind' | 'created_at' | 'hold_until'>;

/**
 * The traveller's status mail a change just queued and the outbox still holds (decision 135), or
 * null: no mail (the traveller was already told) or no hold.
 */
export async function fetchHeldStatusMail(bookingId: string): Promise<HeldMail | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_mails')
    .select('id, kind, created_at, hold_until')
    .eq('booking_id', bookingId)
    .in('kind', ['confirmed', 'cancelled'])
    .is('sent_at', null)
    .is('withdrawn_at', null)
    .not('hold_until', 'is', null)
    .order('id', { ascending: false })
    .limit(1);
  if (error) throw error;
  return data[0] ?? null;
}

/** Whether that mail was withdrawn (the undo came in time) or went out after all. */
export async function fetchMailOutcome(mailId: number): Promise<'withdrawn' | 'sent' | 'waiting'> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('booking_mails')
    .select('sent_at, withdrawn_at')
    .eq('id', mailId)
    .single();
  if (error) throw error;
  if (data.withdrawn_at) return 'withdrawn';
  return data.sent_at ? 'sent' : 'waiting';
}

/** Sets the quoted price (and note) of a custom request; answers the booking as stored. */
export async function quoteBooking(id: string, amount: number, note: string): Promise<Booking> {
  const supabase = await getSupabase();
  const quoted = await supabase.rpc('admin_quote_booking', { booking_id: id, quoted_amount: amount, note });
  if (quoted.error) throw quoted.error;
  const { data, error } = await supabase.from('bookings').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}
