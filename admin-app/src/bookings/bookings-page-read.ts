import type { CalendarDate } from '@safari/shared-domain/catalogue';
import { queryKeys } from '../query-keys.ts';
import {
  type BookingsFilter,
  type BookingsOrder,
  bookingsFilter,
  bookingsOrder,
  pageRange,
} from './bookings-query.ts';
import { type BookingsPage, fetchBookingsPage } from './bookings-service.ts';
import type { BookingsView } from './bookings-url.ts';

// No React Query here: the admin's first module (App.tsx) starts this read before the dashboard's
// libraries are loaded (decision 198).

/** One page's read: the cache key it is kept under and the request that answers it. */
export interface BookingsPageRead {
  readonly queryKey: readonly unknown[];
  readonly read: () => Promise<BookingsPage>;
}

/** The read of one page for a filter and order already built (the table holds them memoised). */
export function pageRead(
  filter: BookingsFilter,
  order: BookingsOrder,
  view: Pick<BookingsView, 'page' | 'pageSize'>,
): BookingsPageRead {
  return {
    queryKey: queryKeys.bookingsPage(filter, order, view.page, view.pageSize),
    read: () => fetchBookingsPage(filter, order, pageRange(view.page, view.pageSize)),
  };
}

/**
 * The read of one page for a view as the address bar gives it, on the office's `today` in Arusha.
 * The table, the role check's early read (decision 167) and the admin's first module (decision
 * 198) all ask through it, so each lands in the very cache entry the table then shows.
 */
export function bookingsPageRead(view: BookingsView, today: CalendarDate): BookingsPageRead {
  return pageRead(
    bookingsFilter({ search: view.search, status: view.status, date: view.date }, today),
    bookingsOrder(view.sort, view.direction),
    view,
  );
}
