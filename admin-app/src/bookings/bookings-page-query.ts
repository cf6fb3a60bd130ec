import type { CalendarDate } from '@safari/shared-domain/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';
import {
  type BookingsFilter,
  type BookingsOrder,
  bookingsFilter,
  bookingsOrder,
  pageRange,
} from './bookings-query.ts';
import { fetchBookingsPage } from './bookings-service.ts';
import type { BookingsView } from './bookings-url.ts';

/**
 * The bookings table's read of one page: its key and its query function. The table asks with it,
 * and so does the early read started while the role is checked (decision 167), so that read lands
 * in the very cache entry the table then shows: one load, not two.
 */
export function bookingsPageQuery(
  filter: BookingsFilter,
  order: BookingsOrder,
  view: Pick<BookingsView, 'page' | 'pageSize'>,
) {
  return queryOptions({
    queryKey: queryKeys.bookingsPage(filter, order, view.page, view.pageSize),
    queryFn: () => fetchBookingsPage(filter, order, pageRange(view.page, view.pageSize)),
  });
}

/** The same read for a view as the address bar gives it, on the office's `today` in Arusha. */
export function bookingsPageQueryForView(view: BookingsView, today: CalendarDate) {
  return bookingsPageQuery(
    bookingsFilter({ search: view.search, status: view.status, date: view.date }, today),
    bookingsOrder(view.sort, view.direction),
    view,
  );
}
