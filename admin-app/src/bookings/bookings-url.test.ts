import { describe, expect, it } from 'vitest';
import {
  bookingsViewFromParams,
  bookingsViewToParams,
  changeBookingsFilter,
  DEFAULT_BOOKINGS_VIEW,
  isSortKey,
} from './bookings-url.ts';

describe('bookings view in the address bar', () => {
  it('round-trips every setting and keeps unrelated parameters', () => {
    const view = {
      search: 'Mwangi',
      status: 'confirmed',
      date: 'booked-week',
      sort: 'amount',
      direction: 'asc',
      page: 3,
      pageSize: 50,
    } as const;
    const params = bookingsViewToParams(view, new URLSearchParams('tab=bookings'));
    expect(params.get('tab')).toBe('bookings');
    expect(bookingsViewFromParams(params)).toEqual(view);
  });

  it('leaves defaults out so /admin stays clean', () => {
    expect(bookingsViewToParams(DEFAULT_BOOKINGS_VIEW, new URLSearchParams()).toString()).toBe('');
  });

  it('removes a cleared setting', () => {
    const params = bookingsViewToParams(
      DEFAULT_BOOKINGS_VIEW,
      new URLSearchParams('q=x&status=pending&page=4'),
    );
    expect(params.toString()).toBe('');
  });

  it('falls back to the defaults for malformed values', () => {
    expect(
      bookingsViewFromParams(new URLSearchParams('status=paid&date=year&sort=price&dir=up&page=-2&size=7')),
    ).toEqual(DEFAULT_BOOKINGS_VIEW);
    expect(bookingsViewFromParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('keeps a sort in the address bar, the default (newest first) left out', () => {
    const sorted = { ...DEFAULT_BOOKINGS_VIEW, sort: 'date', direction: 'asc' } as const;
    expect(bookingsViewToParams(sorted, new URLSearchParams()).toString()).toBe('sort=date&dir=asc');
    expect(bookingsViewFromParams(new URLSearchParams('sort=status')).direction).toBe('desc');
    expect(changeBookingsFilter({ ...DEFAULT_BOOKINGS_VIEW, page: 4 }, { sort: 'amount' }).page).toBe(1);
  });

  it('cuts an over-long search', () => {
    expect(bookingsViewFromParams(new URLSearchParams({ q: 'a'.repeat(500) })).search).toHaveLength(100);
  });

  it('starts again at page 1 when a filter changes', () => {
    const view = { ...DEFAULT_BOOKINGS_VIEW, page: 5 };
    expect(changeBookingsFilter(view, { status: 'pending' })).toEqual({
      ...DEFAULT_BOOKINGS_VIEW,
      status: 'pending',
      page: 1,
    });
  });
});

describe('sort keys the server sorts by', () => {
  it('accepts the four sortable columns', () => {
    for (const key of ['date', 'amount', 'status', 'created']) expect(isSortKey(key)).toBe(true);
  });

  it('refuses other column keys and anything that is not a key', () => {
    for (const key of ['reference', 'customer', 'actions', '', undefined, null, 3])
      expect(isSortKey(key)).toBe(false);
  });
});
