import type { ToastText } from '@safari/shared-domain';
import type { BookingInsert } from '@safari/shared-domain/catalogue';
import { BOOKING_ALREADY_RECEIVED_TOAST, requestRefusalToast } from '@safari/shared-domain/messages';
import { showToast } from '@safari/shared-ui';
import { useRef, useState } from 'react';
import { type BookingReceipt, newRequestKey, requestBooking } from './backend.ts';

/**
 * What the two booking forms do with a valid form: send it once per request key (a double click
 * or a retry answers the first booking), then show the database's receipt and toast, or the
 * failure toast with the form left as typed. `onSent` resets the form. `toastSource` names the
 * form: its success toast closes its earlier error toasts. A key whose booking this request does
 * not match (the first answer was lost, then the e-mail address or the sign-in changed) gets
 * "already received" and a fresh key, with the form left as typed, so that sending it again makes
 * a new request (decision 166).
 */
export function useBookingRequest(
  toasts: { failure: ToastText; success: (reference: string) => ToastText },
  toastSource: string,
) {
  const requestKey = useRef(newRequestKey());
  const [receipt, setReceipt] = useState<BookingReceipt | null>(null);
  const send = async (row: BookingInsert, onSent: () => void, website?: string) => {
    const sent = await requestBooking(row, requestKey.current, website);
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
  return { receipt, send };
}
