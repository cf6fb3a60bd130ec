import { getSupabase } from '@safari/shared-domain';

/** The dashboard's five figures, counted and summed in the database. */
export interface BookingSummary {
  readonly totalBookings: number;
  readonly pending: number;
  readonly confirmed: number;
  readonly cancelled: number;
  /** Sum of every booking's amount, whatever its status (seed 001 §9). */
  readonly totalRevenue: number;
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

/**
 * Reads the RPC's answer: one row (a set-returning function gives an array of one) with counts
 * and sums. PostgREST may send bigint and numeric as strings.
 */
export function parseBookingSummary(data: unknown): BookingSummary {
  const row = Array.isArray(data) ? data[0] : data;
  if (typeof row !== 'object' || row === null) throw new Error('The booking summary is empty');
  const record = row as Record<string, unknown>;
  return {
    totalBookings: figure(record, 'total_bookings'),
    pending: figure(record, 'pending_bookings'),
    confirmed: figure(record, 'confirmed_bookings'),
    cancelled: figure(record, 'cancelled_bookings'),
    totalRevenue: figure(record, 'total_revenue'),
  };
}

export async function fetchBookingSummary(): Promise<BookingSummary> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(SUMMARY_RPC);
  if (error) throw error;
  return parseBookingSummary(data);
}
