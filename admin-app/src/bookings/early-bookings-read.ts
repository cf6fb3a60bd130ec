import { getAuthStore } from '@safari/shared-domain';
import { operatorToday } from '@safari/shared-domain/catalogue';
import { dashboardTabFromParam } from '../dashboard-tabs.ts';
import { bookingsPageRead } from './bookings-page-read.ts';
import type { BookingsPage } from './bookings-service.ts';
import { bookingsViewFromParams } from './bookings-url.ts';

/**
 * The first page of bookings read as soon as the session is known, from the admin's first module
 * (App.tsx), before antd's code has been evaluated and the dashboard rendered (decision 198). It
 * is the same read BookingsGuard starts (decision 167), under the same key: the guard takes this
 * one instead of asking again. Row level security decides what it answers; nothing it answers is
 * shown before the role check allows.
 */
interface EarlyRead {
  readonly key: string;
  readonly userId: string;
  readonly page: Promise<BookingsPage>;
}

let early: EarlyRead | null = null;

/** Whether `location` opens the bookings tab: /admin itself, with no other tab named. */
function opensBookings(location: { pathname: string; search: string }): boolean {
  return (
    /^\/admin\/?$/.test(location.pathname) &&
    dashboardTabFromParam(new URLSearchParams(location.search).get('tab')) === 'bookings'
  );
}

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);

/** Starts the read when this page opens the bookings tab and once the store knows who is signed in. */
export function startEarlyBookingsRead(target: { location: Location } = window): void {
  if (!opensBookings(target.location)) return;
  // The table's read (bookings-page-query.ts) for the view the address bar names.
  const view = bookingsViewFromParams(new URLSearchParams(target.location.search));
  const { queryKey, read } = bookingsPageRead(view, operatorToday());
  const key = keyOf(queryKey);
  const store = getAuthStore();
  const start = (userId: string) => {
    const page = read();
    page.catch(() => {}); // its taker reports a failure; an untaken one is dropped
    early = { key, userId, page };
  };
  const now = store.getState();
  if (!now.loading) {
    if (now.user) start(now.user.id);
    return;
  }
  const stop = store.subscribe((state) => {
    if (state.loading) return;
    stop();
    if (state.user) start(state.user.id);
  });
}

/**
 * The early read of `queryKey` for `userId`, taken once (a later read of the same page asks
 * afresh); undefined when none was started for them.
 */
export function takeEarlyBookingsRead(
  queryKey: readonly unknown[],
  userId: string,
): Promise<BookingsPage> | undefined {
  if (!early || early.key !== keyOf(queryKey) || early.userId !== userId) return undefined;
  const { page } = early;
  early = null;
  return page;
}
