// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextSort, type SortRequest, useSortRequests } from './sort-requests.ts';

describe('nextSort', () => {
  it('sorts a new column ascending, then flips it each click', () => {
    expect(nextSort('amount', { sort: 'created', direction: 'desc' })).toEqual({
      sort: 'amount',
      direction: 'asc',
    });
    expect(nextSort('amount', { sort: 'amount', direction: 'asc' })).toEqual({
      sort: 'amount',
      direction: 'desc',
    });
    expect(nextSort('amount', { sort: 'amount', direction: 'desc' })).toEqual({
      sort: 'amount',
      direction: 'asc',
    });
  });
});

describe('useSortRequests', () => {
  const byDate: SortRequest = { sort: 'created', direction: 'desc' };

  it('counts a second click from the first even before the address shows it', () => {
    const { result, rerender } = renderHook(({ shown }) => useSortRequests(shown), {
      initialProps: { shown: byDate },
    });
    expect(result.current('amount')).toEqual({ sort: 'amount', direction: 'asc' });
    // The address still shows the old sort: antd would ask for ascending again here.
    expect(result.current('amount')).toEqual({ sort: 'amount', direction: 'desc' });
    // The first click's order arrives, then a third click: from the second, not the first.
    rerender({ shown: { sort: 'amount', direction: 'asc' } });
    expect(result.current('amount')).toEqual({ sort: 'amount', direction: 'asc' });
  });

  it('starts again from a sort none of its clicks asked for (Back, a shared link)', () => {
    const { result, rerender } = renderHook(({ shown }) => useSortRequests(shown), {
      initialProps: { shown: byDate },
    });
    expect(result.current('amount')).toEqual({ sort: 'amount', direction: 'asc' });
    rerender({ shown: { sort: 'date', direction: 'asc' } });
    expect(result.current('date')).toEqual({ sort: 'date', direction: 'desc' });
  });
});
