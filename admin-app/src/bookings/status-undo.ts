import type { ToastText } from '@safari/shared-domain';
import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import type { BookingStatus } from './bookings-url.ts';

/** The statuses whose change mails the traveller (decision 101): staff are asked first. */
export function mailsTheTraveller(status: BookingStatus): boolean {
  return status === 'confirmed' || status === 'cancelled';
}

/**
 * When the undo offer ends on this browser's clock: the outbox's hold measured on the database's
 * clock (queued → hold_until), from `nowMs`, a second early so an undo never races the sender.
 */
export function undoEndsAt(mail: { created_at: string; hold_until: string | null }, nowMs: number): number {
  if (!mail.hold_until) return nowMs;
  const holdMs = Date.parse(mail.hold_until) - Date.parse(mail.created_at);
  return Number.isFinite(holdMs) ? nowMs + Math.max(0, holdMs - 1000) : nowMs;
}

/** The answer to Undo: what the booking is again, and what became of the mail. */
export function undoneToast(
  reference: string,
  restored: BookingStatus,
  outcome: 'withdrawn' | 'sent' | 'waiting',
): ToastText {
  return ADMIN_TOASTS.statusChangeUndone(reference, restored, outcome === 'withdrawn');
}
