import { formatUsd } from '@safari/shared-domain/catalogue';
import { Link } from 'react-router-dom';
import { useSignedIn } from '../session/stored-session.ts';
import type { BookingReceipt } from './backend.ts';
import { OutcomeNote } from './OutcomeNote.tsx';

/** What the database answered for the last request: its reference, amount and status. */
export function ReceiptNote({ receipt }: { receipt: BookingReceipt }) {
  const signedIn = useSignedIn();
  return (
    <OutcomeNote key={receipt.reference} testId="booking-receipt">
      <p className="font-semibold">Request {receipt.reference} received</p>
      <p className="mt-1">
        Estimated total {formatUsd(receipt.amount)}, status {receipt.status}. We will confirm availability and
        the final price with you.
      </p>
      {signedIn ? (
        <p className="mt-2">
          <Link to="/my-bookings" className="font-semibold underline underline-offset-2">
            Follow it in My bookings
          </Link>
        </p>
      ) : null}
    </OutcomeNote>
  );
}
