import { describe, expect, it } from 'vitest';
import {
  bookingsFilter,
  clampPage,
  containsPattern,
  pageRange,
  quoteTreeValue,
  searchOrFilter,
  searchPattern,
  tourDateRange,
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

describe('tour date filter (seed 001 §5)', () => {
  const today = '2026-03-10';
  it('today is the same calendar day', () => {
    expect(tourDateRange('today', today)).toEqual({ tourDateOn: '2026-03-10', tourDateFrom: null });
  });
  it('week is from 7 days ago onward', () => {
    expect(tourDateRange('week', today)).toEqual({ tourDateOn: null, tourDateFrom: '2026-03-03' });
  });
  it('month is from 30 days ago onward, across month ends', () => {
    expect(tourDateRange('month', today)).toEqual({ tourDateOn: null, tourDateFrom: '2026-02-08' });
  });
  it('all time filters nothing', () => {
    expect(tourDateRange(null, today)).toEqual({ tourDateOn: null, tourDateFrom: null });
  });
});

describe('bookingsFilter', () => {
  it('combines search, status and date', () => {
    expect(bookingsFilter({ search: 'x', status: 'cancelled', date: 'today' }, '2026-01-01')).toEqual({
      searchPattern: '%x%',
      status: 'cancelled',
      tourDateOn: '2026-01-01',
      tourDateFrom: null,
    });
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
