import type { ToastText } from '@safari/shared-domain';
import { ADMIN_TOASTS, PROPOSAL_TOASTS } from '@safari/shared-domain/messages';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';

export type LiveTable = 'bookings' | 'contact_submissions' | 'proposal_change_requests' | 'proposal_versions';

/** What one postgres_changes event means for the dashboard. */
export interface LiveReaction {
  /** Caches to refetch. */
  readonly invalidate: readonly QueryKey[];
  /** A toast for a new booking (docs/product.md §11). */
  readonly toast: ToastText | null;
}

export function reactToChange(
  table: LiveTable,
  eventType: 'INSERT' | 'UPDATE' | 'DELETE',
  newRow: Record<string, unknown>,
): LiveReaction {
  if (table === 'contact_submissions') return { invalidate: [queryKeys.contactMessages], toast: null };
  if (table === 'proposal_change_requests' || table === 'proposal_versions')
    return reactToProposal(table, eventType, newRow);
  const name = typeof newRow.customer_name === 'string' ? newRow.customer_name : 'a traveller';
  return {
    invalidate: [queryKeys.bookings, queryKeys.summary],
    toast: eventType === 'INSERT' ? ADMIN_TOASTS.newBooking(name) : null,
  };
}

/** A traveller asked for changes (a toast with their words) or accepted (the booking is confirmed). */
function reactToProposal(
  table: 'proposal_change_requests' | 'proposal_versions',
  eventType: 'INSERT' | 'UPDATE' | 'DELETE',
  newRow: Record<string, unknown>,
): LiveReaction {
  if (table === 'proposal_change_requests') {
    const message = typeof newRow.message === 'string' ? newRow.message : '';
    return {
      invalidate: [queryKeys.proposals],
      toast: eventType === 'INSERT' ? PROPOSAL_TOASTS.changesAsked(message) : null,
    };
  }
  const accepted = eventType === 'UPDATE' && typeof newRow.accepted_at === 'string';
  const version = typeof newRow.version === 'number' ? newRow.version : 0;
  return {
    invalidate: [queryKeys.proposals, queryKeys.bookings, queryKeys.summary],
    toast: accepted ? PROPOSAL_TOASTS.accepted(version) : null,
  };
}

/**
 * After a live change, every cache under `keys` is read again now. A read already on its way may
 * have read the database before the change was made (on a busy server the change's event can
 * overtake that read's answer), so it is cancelled and made again. `invalidateQueries` alone does
 * that only for a read that replaces rows already shown: a first load on its way was left to land,
 * and the list stayed without the new row until the next change or a reload.
 */
export async function refreshAfterChange(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(
    keys.map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}

/**
 * On the channel's first join, a read that answered at most this long before it (or is still on
 * its way) is the page's first load and is not read again (decision 167).
 */
export const FRESH_AT_FIRST_JOIN_MS = 3_000;

/**
 * When the channel joins (first time or after a drop), what was read before it may have missed a
 * change: caches under `keys` are read again. A read still on its way is not cancelled (the rows
 * the page is waiting for would then wait for a second one).
 *
 * After a drop, every cache is read again once any read on its way has answered, in the
 * background, with its rows already on screen. On the first join, a cache whose first load is
 * still on its way or answered less than FRESH_AT_FIRST_JOIN_MS ago is left as it is: reading it
 * again would load the bookings twice per visit for a change made in the moment between that read
 * and the join, which the next live change or reload brings in (decision 167).
 */
export async function refreshAfterJoin(
  queryClient: QueryClient,
  keys: readonly QueryKey[],
  join: { readonly first: boolean; readonly at?: number } = { first: false },
): Promise<void> {
  const cache = queryClient.getQueryCache();
  if (join.first) {
    const freshSince = (join.at ?? Date.now()) - FRESH_AT_FIRST_JOIN_MS;
    const isFirstLoad = (query: Query) =>
      query.state.fetchStatus === 'fetching' || query.state.dataUpdatedAt >= freshSince;
    await Promise.all(
      keys.map((queryKey) =>
        queryClient.invalidateQueries(
          { queryKey, predicate: (query) => !isFirstLoad(query) },
          { cancelRefetch: false },
        ),
      ),
    );
    return;
  }
  await Promise.all(
    keys.map(async (queryKey) => {
      const inFlight = cache.findAll({ queryKey, fetchStatus: 'fetching' });
      await Promise.all(inFlight.map((query) => query.promise?.catch(() => undefined)));
      await queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    }),
  );
}
