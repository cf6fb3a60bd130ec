import type { ToastText } from '@safari/shared-domain';
import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';

export type LiveTable = 'bookings' | 'contact_submissions';

/** What one postgres_changes event means for the dashboard. */
export interface LiveReaction {
  /** Caches to refetch. */
  readonly invalidate: readonly QueryKey[];
  /** A toast for a new booking (seed 001 §4). */
  readonly toast: ToastText | null;
}

export function reactToChange(
  table: LiveTable,
  eventType: 'INSERT' | 'UPDATE' | 'DELETE',
  newRow: Record<string, unknown>,
): LiveReaction {
  if (table === 'contact_submissions') return { invalidate: [queryKeys.contactMessages], toast: null };
  const name = typeof newRow.customer_name === 'string' ? newRow.customer_name : 'a traveller';
  return {
    invalidate: [queryKeys.bookings, queryKeys.summary],
    toast: eventType === 'INSERT' ? ADMIN_TOASTS.newBooking(name) : null,
  };
}
