import { operatorToday } from '@safari/shared-domain/catalogue';
import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { queryKeys } from '../query-keys.ts';
import { useLoadFailureToast } from '../ui/useLoadFailureToast.ts';
import { bookingsPageQuery } from './bookings-page-query.ts';
import { bookingsFilter, bookingsOrder, clampPage } from './bookings-query.ts';
import { useBookingsView } from './useBookingsView.ts';

/** The bookings table's data: the page the address bar asks for, and a refresh after a change. */
export function useBookingsTable() {
  const queryClient = useQueryClient();
  const { view, changeFilter, goToPage } = useBookingsView();

  // The date filters count from the office's day in Arusha.
  const today = operatorToday();
  const filter = useMemo(
    () => bookingsFilter({ search: view.search, status: view.status, date: view.date }, today),
    [view.search, view.status, view.date, today],
  );
  const order = useMemo(() => bookingsOrder(view.sort, view.direction), [view.sort, view.direction]);
  const bookings = useQuery({
    ...bookingsPageQuery(filter, order, view),
    placeholderData: keepPreviousData,
  });

  useLoadFailureToast(bookings, ADMIN_TOASTS.loadBookingsFailure);

  // A delete (here or live) can leave the current page empty: step back to the last page.
  const total = bookings.data?.total;
  useEffect(() => {
    if (total === undefined) return;
    const page = clampPage(view.page, view.pageSize, total);
    if (page !== view.page) goToPage(page, view.pageSize);
  }, [total, view.page, view.pageSize, goToPage]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
    void queryClient.invalidateQueries({ queryKey: queryKeys.summary });
  };

  return { view, changeFilter, goToPage, filter, order, bookings, refresh };
}
