import type { ToastText } from '@safari/shared-domain';
import type { BookingInsert } from '@safari/shared-domain/catalogue';
import { BOOKING_ALREADY_RECEIVED_TOAST, requestRefusalToast } from '@safari/shared-domain/messages';
import { showToast } from '@safari/shared-ui';
import { useCallback, useRef, useState } from 'react';
import { type BookingReceipt, changedPrice, newRequestKey, requestBooking } from './backend.ts';

/** A request the database priced otherwise than its page showed, waiting for the traveller. */
export interface PriceChange {
  /** The total the page showed. */
  readonly shown: number;
  /** The total the database charges now. */
  readonly now: number;
}

/**
 * What the two booking forms do with a valid form: send it once per request key (a double click
 * or a retry answers the first booking), then show the database's receipt and toast, or the
 * failure toast with the form left as typed. `onSent` resets the form. `toastSource` names the
 * form: its success toast closes its earlier error toasts. A key whose booking this request does
 * not match (the first answer was lost, then the e-mail address or the sign-in changed) gets
 * "already received" and a fresh key, with the form left as typed, so that sending it again makes
 * a new request (decision 166). A request sent with the total its page showed and priced
 * otherwise by the database is kept nowhere: `priceChange` holds both totals until the traveller
 * confirms (`confirmNewPrice` sends it again at the new total) or changes the form (decision 208).
 */
export function useBookingRequest(
  toasts: { failure: ToastText; success: (reference: string) => ToastText },
  toastSource: string,
) {
  const requestKey = useRef(newRequestKey());
  const [receipt, setReceipt] = useState<BookingReceipt | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const unconfirmed = useRef<{ row: BookingInsert; onSent: () => void; website?: string } | null>(null);
  const send = async (row: BookingInsert, onSent: () => void, website?: string, shownAmount?: number) => {
    setPriceChange(null);
    unconfirmed.current = null;
    const sent = await requestBooking(row, requestKey.current, website, shownAmount);
    const now = sent.ok || shownAmount === undefined ? null : changedPrice(sent.error);
    if (now !== null && shownAmount !== undefined) {
      unconfirmed.current = { row, onSent, ...(website === undefined ? {} : { website }) };
      setPriceChange({ shown: shownAmount, now });
      return;
    }
    if (!sent.ok) {
      console.error('Booking request failed', sent.error);
      showToast(requestRefusalToast(sent.error, toasts.failure), toastSource);
      return;
    }
    requestKey.current = newRequestKey();
    if (sent.value === null) {
      showToast(BOOKING_ALREADY_RECEIVED_TOAST, toastSource);
      return;
    }
    setReceipt(sent.value);
    onSent();
    showToast(toasts.success(sent.value.reference), toastSource);
  };
  const confirmNewPrice = async () => {
    const pending = unconfirmed.current;
    if (!pending || !priceChange) return;
    await send(pending.row, pending.onSent, pending.website, priceChange.now);
  };
  const forgetPriceChange = useCallback(() => {
    unconfirmed.current = null;
    setPriceChange(null);
  }, []);
  return { receipt, send, priceChange, confirmNewPrice, forgetPriceChange };
}
