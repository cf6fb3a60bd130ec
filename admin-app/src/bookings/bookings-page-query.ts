import type { CalendarDate } from '@safari/shared-domain/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { bookingsPageRead, pageRead } from './bookings-page-read.ts';
import type { BookingsFilter, BookingsOrder } from './bookings-query.ts';
import type { BookingsView } from './bookings-url.ts';

/** The bookings table's query for one page, from a filter and order it already holds. */
export function bookingsPageQuery(
  filter: BookingsFilter,
  order: BookingsOrder,
  view: Pick<BookingsView, 'page' | 'pageSize'>,
) {
  const { queryKey, read } = pageRead(filter, order, view);
  return queryOptions({ queryKey, queryFn: read });
}

/** The same query for a view as the address bar gives it. */
export function bookingsPageQueryForView(view: BookingsView, today: CalendarDate) {
  const { queryKey, read } = bookingsPageRead(view, today);
  return queryOptions({ queryKey, queryFn: read });
}
