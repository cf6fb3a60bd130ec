import { getSupabase } from '@safari/shared-domain';

/** The dashboard's booking counts, counted in the database. */
export interface BookingSummary {
  readonly totalBookings: number;
  readonly pending: number;
  readonly confirmed: number;
  readonly cancelled: number;
}

/** The revenue card (issue 15): confirmed money, pending beside it, and by when it was booked. */
export interface BookingRevenue {
  readonly confirmedRevenue: number;
  readonly confirmedBookings: number;
  readonly pendingRevenue: number;
  readonly pendingBookings: number;
  /** Monday of this week and the 1st of this month, on the office calendar (YYYY-MM-DD). */
  readonly weekStart: string;
  readonly weekRevenue: number;
  readonly weekBookings: number;
  readonly monthStart: string;
  readonly monthRevenue: number;
  readonly monthBookings: number;
  /** Money received, less refunds, on every booking (decision 186). */
  readonly received: number;
  /** What confirmed bookings still owe. */
  readonly outstanding: number;
  /** Of that, what was due before today, and on how many bookings. */
  readonly overdue: number;
  readonly overdueBookings: number;
}

/** The admin-only RPC (migration ..._admin_summary_search_realtime.sql): one row of figures. */
const SUMMARY_RPC = 'admin_booking_summary' as const;

function figure(row: Record<string, unknown>, key: string): number {
  const value = row[key];
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw new Error(`The booking summary has no usable "${key}"`);
  }
  return number;
}

function day(row: Record<string, unknown>, key: string): string {
  const value = row[key];
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    throw new Error(`The booking revenue has no usable "${key}"`);
  }
  return value;
}

/** The one row a set-returning RPC answers (an array of one). */
function onlyRow(data: unknown, what: string): Record<string, unknown> {
  const row = Array.isArray(data) ? data[0] : data;
  if (typeof row !== 'object' || row === null) throw new Error(`The ${what} is empty`);
  return row as Record<string, unknown>;
}

/**
 * Reads the summary RPC's answer: counts (PostgREST may send bigint and numeric as strings).
 */
export function parseBookingSummary(data: unknown): BookingSummary {
  const record = onlyRow(data, 'booking summary');
  return {
    totalBookings: figure(record, 'total_bookings'),
    pending: figure(record, 'pending_bookings'),
    confirmed: figure(record, 'confirmed_bookings'),
    cancelled: figure(record, 'cancelled_bookings'),
  };
}

/** Reads `admin_booking_revenue` (migration 20261124100000). */
export function parseBookingRevenue(data: unknown): BookingRevenue {
  const record = onlyRow(data, 'booking revenue');
  return {
    confirmedRevenue: figure(record, 'confirmed_revenue'),
    confirmedBookings: figure(record, 'confirmed_bookings'),
    pendingRevenue: figure(record, 'pending_revenue'),
    pendingBookings: figure(record, 'pending_bookings'),
    weekStart: day(record, 'week_start'),
    weekRevenue: figure(record, 'week_confirmed_revenue'),
    weekBookings: figure(record, 'week_confirmed_bookings'),
    monthStart: day(record, 'month_start'),
    monthRevenue: figure(record, 'month_confirmed_revenue'),
    monthBookings: figure(record, 'month_confirmed_bookings'),
    received: figure(record, 'received'),
    outstanding: figure(record, 'outstanding'),
    overdue: figure(record, 'overdue'),
    overdueBookings: figure(record, 'overdue_bookings'),
  };
}

export async function fetchBookingRevenue(): Promise<BookingRevenue> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_booking_revenue');
  if (error) throw error;
  return parseBookingRevenue(data);
}

export async function fetchBookingSummary(): Promise<BookingSummary> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(SUMMARY_RPC);
  if (error) throw error;
  return parseBookingSummary(data);
}
