import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type BookingsView,
  bookingsViewFromParams,
  bookingsViewToParams,
  changeBookingsFilter,
} from './bookings-url.ts';

/** The bookings table's search, filters and page, kept in the address bar so reload keeps them. */
export function useBookingsView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => bookingsViewFromParams(params), [params]);
  const replaceView = useCallback(
    (next: BookingsView) => setParams((current) => bookingsViewToParams(next, current), { replace: true }),
    [setParams],
  );
  const changeFilter = useCallback(
    (change: Parameters<typeof changeBookingsFilter>[1]) =>
      setParams(
        (current) =>
          bookingsViewToParams(changeBookingsFilter(bookingsViewFromParams(current), change), current),
        {
          replace: true,
        },
      ),
    [setParams],
  );
  const goToPage = useCallback(
    (page: number, pageSize: number) =>
      setParams((current) => {
        const now = bookingsViewFromParams(current);
        const next = pageSize !== now.pageSize ? changeBookingsFilter(now, { pageSize }) : { ...now, page };
        return bookingsViewToParams(next, current);
      }),
    [setParams],
  );
  return { view, replaceView, changeFilter, goToPage };
}
