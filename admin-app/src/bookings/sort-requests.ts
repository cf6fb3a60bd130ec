// The bookings table's sort lives in the address bar, and antd works out a header click's next
// order from the order the table was last rendered with. A second click that lands before the
// first one's render would then repeat the first (ascending twice). The next order is worked out
// here instead, from the last sort asked for.
import { useEffect, useRef } from 'react';
import type { SortDirection, SortKey } from './bookings-url.ts';

export interface SortRequest {
  readonly sort: SortKey;
  readonly direction: SortDirection;
}

/**
 * The order a click on `key`'s header asks for after `last`: ascending first, then descending,
 * then ascending again (the columns' `sortDirections`; a sort is never switched off).
 */
export function nextSort(key: SortKey, last: SortRequest): SortRequest {
  return { sort: key, direction: last.sort === key && last.direction === 'asc' ? 'desc' : 'asc' };
}

/**
 * What each header click asks for, counted from the clicks whose order the address bar does not
 * show yet. A sort that is none of them (Back, a shared link) starts the count again.
 */
export function useSortRequests(shown: SortRequest): (key: SortKey) => SortRequest {
  const pending = useRef<SortRequest[]>([]);
  useEffect(() => {
    const current = { sort: shown.sort, direction: shown.direction };
    const ours = pending.current.findIndex(
      (request) => request.sort === current.sort && request.direction === current.direction,
    );
    pending.current = ours === -1 ? [] : pending.current.slice(ours + 1);
  }, [shown.sort, shown.direction]);
  return (key) => {
    const next = nextSort(key, pending.current.at(-1) ?? shown);
    pending.current = [...pending.current, next];
    return next;
  };
}
