import { describe, expect, it } from 'vitest';
import {
  bookingsFilter,
  bookingsOrder,
  clampPage,
  containsPattern,
  dateRange,
  pageRange,
  quoteTreeValue,
  searchOrFilter,
  searchPattern,
  weekStart,
} from './bookings-query.ts';

describe('search filter', () => {
  it('searches customer name, e-mail, tour name and reference with one quoted pattern', () => {
    expect(searchPattern('  Serengeti ')).toBe('%Serengeti%');
    expect(searchOrFilter('%Serengeti%')).toBe(
      'customer_name.ilike."%Serengeti%",customer_email.ilike."%Serengeti%",tour_name.ilike."%Serengeti%",reference.ilike."%Serengeti%"',
    );
  });

  it('finds a reference read out on the phone, with or without the dash, in any case', () => {
    expect(searchPattern('tz7k3m9q')).toBe('%TZ-7K3M9Q%');
    expect(searchPattern(' TZ-7k3m9q ')).toBe('%TZ-7K3M9Q%');
    // Part of a reference is searched as typed (ilike ignores case).
    expect(searchPattern('tz-7k3')).toBe('%tz-7k3%');
  });

  it('is no filter at all for a blank search', () => {
    expect(searchPattern('   ')).toBeNull();
  });

  it('matches LIKE wildcards literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern('a*b')).toBe('%a_b%');
  });

  it('protects commas, parentheses and quotes inside the logic tree', () => {
    expect(quoteTreeValue('%O"Brien, (Jo)%')).toBe('"%O\\"Brien, (Jo)%"');
    expect(quoteTreeValue('%a\\%%')).toBe('"%a\\\\%%"');
  });
});

describe('date filters say what they filter (decision 137)', () => {
  const today = '2026-03-11'; // a Wednesday
  const none = { tourDateFrom: null, tourDateTo: null, bookedFrom: null };
  it('trips today: that tour date only', () => {
    expect(dateRange('today', today)).toEqual({ ...none, tourDateFrom: today, tourDateTo: today });
  });
  it('trips this week: Monday to Sunday, not every future trip', () => {
    expect(dateRange('week', today)).toEqual({
      ...none,
      tourDateFrom: '2026-03-09',
      tourDateTo: '2026-03-15',
    });
  });
  it('trips this month: the 1st to the last day, leap years included', () => {
    expect(dateRange('month', today)).toEqual({
      ...none,
      tourDateFrom: '2026-03-01',
      tourDateTo: '2026-03-31',
    });
    expect(dateRange('month', '2028-02-10').tourDateTo).toBe('2028-02-29');
    expect(dateRange('month', '2026-12-31').tourDateTo).toBe('2026-12-31');
  });
  it('booked this week or month: made since midnight in Arusha on Monday or the 1st', () => {
    expect(dateRange('booked-week', today)).toEqual({ ...none, bookedFrom: '2026-03-09T00:00:00+03:00' });
    expect(dateRange('booked-month', today)).toEqual({ ...none, bookedFrom: '2026-03-01T00:00:00+03:00' });
  });
  it('weeks start on Monday, a Sunday belongs to the week before', () => {
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
    expect(weekStart('2026-03-15')).toBe('2026-03-09');
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
  });
  it('all time filters nothing', () => {
    expect(dateRange(null, today)).toEqual(none);
  });
});

describe('bookingsFilter', () => {
  it('combines search, status and date', () => {
    expect(bookingsFilter({ search: 'x', status: 'cancelled', date: 'today' }, '2026-01-01')).toEqual({
      searchPattern: '%x%',
      status: 'cancelled',
      tourDateFrom: '2026-01-01',
      tourDateTo: '2026-01-01',
      bookedFrom: null,
    });
  });
});

describe('sorting on the server', () => {
  it('sorts the amount by the price that counts (a quote over the estimate)', () => {
    expect(bookingsOrder('amount', 'asc')).toEqual({ column: 'price', ascending: true });
    expect(bookingsOrder('date', 'desc')).toEqual({ column: 'tour_date', ascending: false });
    expect(bookingsOrder('created', 'desc')).toEqual({ column: 'created_at', ascending: false });
  });
});

describe('paging', () => {
  it('gives inclusive ranges for supabase-js', () => {
    expect(pageRange(1, 20)).toEqual({ from: 0, to: 19 });
    expect(pageRange(3, 50)).toEqual({ from: 100, to: 149 });
  });
  it('moves back when the page no longer exists', () => {
    expect(clampPage(3, 20, 40)).toBe(2);
    expect(clampPage(3, 20, 41)).toBe(3);
    expect(clampPage(2, 20, 0)).toBe(1);
  });
});
