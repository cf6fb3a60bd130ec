import { describe, expect, it } from 'vitest';
import { parseBookingSummary } from './summary.ts';

const row = {
  total_bookings: 12,
  pending_bookings: 5,
  confirmed_bookings: 4,
  cancelled_bookings: 3,
  total_revenue: 12345.5,
  confirmed_revenue: 8000,
};

describe('parseBookingSummary', () => {
  it('reads a single row', () => {
    expect(parseBookingSummary(row)).toEqual({
      totalBookings: 12,
      pending: 5,
      confirmed: 4,
      cancelled: 3,
      totalRevenue: 12345.5,
    });
  });

  it('reads the one row of a set and numbers sent as strings', () => {
    expect(
      parseBookingSummary([{ ...row, total_bookings: '12', total_revenue: '12345.50' }]).totalRevenue,
    ).toBe(12345.5);
  });

  it('refuses an empty or malformed answer instead of showing zeros', () => {
    expect(() => parseBookingSummary([])).toThrow('empty');
    expect(() => parseBookingSummary(null)).toThrow('empty');
    expect(() => parseBookingSummary({ ...row, pending_bookings: null })).toThrow('"pending_bookings"');
    expect(() => parseBookingSummary({ ...row, total_revenue: 'lots' })).toThrow('"total_revenue"');
  });
});
