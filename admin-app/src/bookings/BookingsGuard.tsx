import { operatorToday } from '@safari/shared-domain/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminGuard, type EarlyReads } from '../access/AdminGuard.tsx';
import { dashboardTabFromParam } from '../dashboard-tabs.ts';
import { bookingsPageQueryForView } from './bookings-page-query.ts';
import { bookingsViewFromParams } from './bookings-url.ts';
import { takeEarlyBookingsRead } from './early-bookings-read.ts';

/**
 * The bookings page the address bar asks for, read while the role is checked (decision 167):
 * the same key and query function as the table's, so the table finds it in the cache and does
 * not read it again, and the dashboard's first render has the rows (the guard waits for this
 * read, briefly). A failed early read is not retried here: the table, once shown, reads it
 * afresh and reports a failure as it always has. For a visitor who is not an admin the answer
 * (no rows, or the count's refusal) is never shown, and is forgotten when the guard sends them
 * away.
 */
function useEarlyBookingsRead(): EarlyReads {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // Read when the session is known; a later change of the address does not restart the read.
  const latestParams = useRef(params);
  latestParams.current = params;
  return useCallback(
    (userId: string) => {
      const query = bookingsPageQueryForView(bookingsViewFromParams(latestParams.current), operatorToday());
      // Started already by the admin's first module for this user and page (decision 198)?
      const started = takeEarlyBookingsRead(query.queryKey, userId);
      return {
        ready: queryClient.prefetchQuery({
          ...query,
          ...(started ? { queryFn: () => started } : {}),
          retry: false,
        }),
        forget: () => queryClient.removeQueries({ queryKey: query.queryKey, exact: true }),
      };
    },
    [queryClient],
  );
}

/**
 * /admin's guard: the role check of AdminGuard, with the bookings page read beside it when the
 * bookings tab is the one to show (decision 167).
 */
export function BookingsGuard({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const earlyBookings = useEarlyBookingsRead();
  const onBookings = dashboardTabFromParam(params.get('tab')) === 'bookings';
  return <AdminGuard earlyReads={onBookings ? earlyBookings : undefined}>{children}</AdminGuard>;
}
