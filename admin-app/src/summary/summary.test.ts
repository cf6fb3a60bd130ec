import { describe, expect, it } from 'vitest';
import { parseBookingRevenue, parseBookingSummary } from './summary.ts';

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
    expect(parseBookingSummary(row)).toEqual({ totalBookings: 12, pending: 5, confirmed: 4, cancelled: 3 });
  });

  it('reads the one row of a set and numbers sent as strings', () => {
    expect(parseBookingSummary([{ ...row, total_bookings: '12' }]).totalBookings).toBe(12);
  });

  it('refuses an empty or malformed answer instead of showing zeros', () => {
    expect(() => parseBookingSummary([])).toThrow('empty');
    expect(() => parseBookingSummary(null)).toThrow('empty');
    expect(() => parseBookingSummary({ ...row, pending_bookings: null })).toThrow('"pending_bookings"');
    expect(() => parseBookingSummary({ ...row, total_bookings: 'lots' })).toThrow('"total_bookings"');
  });
});

describe('parseBookingRevenue', () => {
  const revenue = {
    confirmed_revenue: '8000.00',
    confirmed_bookings: '4',
    pending_revenue: 1500,
    pending_bookings: 2,
    week_start: '2026-11-23',
    week_confirmed_revenue: '3000.50',
    week_confirmed_bookings: 1,
    month_start: '2026-11-01',
    month_confirmed_revenue: 6000,
    month_confirmed_bookings: 3,
    received: '2400.10',
    outstanding: '5600.40',
    overdue: '1200.00',
    overdue_bookings: 1,
  };

  it('reads confirmed and pending money and the periods they were booked in', () => {
    expect(parseBookingRevenue([revenue])).toEqual({
      confirmedRevenue: 8000,
      confirmedBookings: 4,
      pendingRevenue: 1500,
      pendingBookings: 2,
      weekStart: '2026-11-23',
      weekRevenue: 3000.5,
      weekBookings: 1,
      monthStart: '2026-11-01',
      monthRevenue: 6000,
      monthBookings: 3,
      received: 2400.1,
      outstanding: 5600.4,
      overdue: 1200,
      overdueBookings: 1,
    });
  });

  it('refuses a missing figure or period start', () => {
    expect(() => parseBookingRevenue([])).toThrow('empty');
    expect(() => parseBookingRevenue({ ...revenue, pending_revenue: undefined })).toThrow(
      '"pending_revenue"',
    );
    expect(() => parseBookingRevenue({ ...revenue, week_start: 'Monday' })).toThrow('"week_start"');
    expect(() => parseBookingRevenue({ ...revenue, received: null })).toThrow('"received"');
  });
});
