import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import { useState } from 'react';
import { useNotifiedMutation } from '../ui/useNotifiedMutation.ts';
import { type Booking, fetchHeldStatusMail, updateBookingStatus } from './bookings-service.ts';
import type { BookingStatus } from './bookings-url.ts';
import type { HeldChange } from './StatusUndoBar.tsx';
import { mailsTheTraveller, undoEndsAt } from './status-undo.ts';

interface StatusRequest {
  readonly booking: Booking;
  readonly status: BookingStatus;
}

/**
 * Changing a booking's status: asked first when the traveller is mailed about it, then saved, then
 * held for an undo while the mail waits in the outbox.
 */
export function useStatusChange(refresh: () => void) {
  const [asking, setAsking] = useState<StatusRequest | null>(null);
  const [held, setHeld] = useState<HeldChange | null>(null);

  const statusChange = useNotifiedMutation({
    run: ({ booking, status }: StatusRequest) => updateBookingStatus(booking.id, status),
    success: ({ status }) => ADMIN_TOASTS.bookingStatusUpdated(status),
    failure: ADMIN_TOASTS.updateBookingStatusFailure,
    onSuccess: ({ booking, status }) => {
      // The traveller's mail waits in the outbox for a moment: offer to undo until it leaves.
      fetchHeldStatusMail(booking.id)
        .then((mail) => {
          if (!mail) return;
          setHeld({
            bookingId: booking.id,
            reference: booking.reference,
            from: booking.status,
            to: status,
            mailId: mail.id,
            endsAt: undoEndsAt(mail, Date.now()),
          });
        })
        .catch((error: unknown) => console.error('Reading the held mail failed', error));
    },
    settled: () => {
      setAsking(null);
      refresh();
    },
  });

  const chooseStatus = (booking: Booking, status: BookingStatus) => {
    if (status === booking.status) return;
    if (mailsTheTraveller(status)) setAsking({ booking, status });
    else statusChange.mutate({ booking, status });
  };

  return { asking, setAsking, held, setHeld, statusChange, chooseStatus };
}
