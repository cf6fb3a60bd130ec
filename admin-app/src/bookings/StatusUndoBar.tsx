import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { notify } from '../ui/notify.ts';
import { fetchMailOutcome, updateBookingStatus } from './bookings-service.ts';
import type { BookingStatus } from './bookings-url.ts';
import { undoneToast } from './status-undo.ts';

/** A status change whose mail to the traveller the outbox still holds (decision 135). */
export interface HeldChange {
  readonly bookingId: string;
  readonly reference: string;
  readonly from: BookingStatus;
  readonly to: BookingStatus;
  readonly mailId: number;
  /** On this browser's clock. */
  readonly endsAt: number;
}

/**
 * "Booking … set to cancelled. The traveller is mailed in 27 s. [Undo]" until the mail leaves.
 * Undo sets the booking back; the database withdraws the unsent mail and records both changes.
 */
export function StatusUndoBar({
  change,
  onDone,
  onUndone,
}: {
  change: HeldChange;
  onDone: () => void;
  onUndone: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const [undoing, setUndoing] = useState(false);
  const left = Math.ceil((change.endsAt - now) / 1000);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0 && !undoing) onDone();
  }, [left, undoing, onDone]);

  const undo = async () => {
    setUndoing(true);
    try {
      await updateBookingStatus(change.bookingId, change.from);
      notify(undoneToast(change.reference, change.from, await fetchMailOutcome(change.mailId)));
    } catch (error) {
      console.error('Undoing the status change failed', error);
      notify(ADMIN_TOASTS.undoStatusChangeFailure);
    } finally {
      onUndone();
      onDone();
    }
  };

  return (
    <Alert
      className="mb-3"
      type="info"
      showIcon
      role="status"
      data-testid="status-undo"
      title={`Booking ${change.reference} set to ${change.to}.`}
      description={`The traveller is mailed in ${Math.max(left, 0)} s unless you undo the change.`}
      action={
        <Button
          size="small"
          onClick={undo}
          loading={undoing}
          aria-label={`Undo: set ${change.reference} back to ${change.from}`}
        >
          Undo
        </Button>
      }
    />
  );
}
