import { formatUsd } from '@safari/shared-domain/catalogue';
import type { BookingReceipt } from './backend.ts';

/** What the database answered for the last request: its reference, amount and status. */
export function ReceiptNote({ receipt }: { receipt: BookingReceipt }) {
  return (
    <div
      role="status"
      data-testid="booking-receipt"
      className="mt-4 rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900"
    >
      <p className="font-semibold">Request {receipt.reference} received</p>
      <p className="mt-1">
        Estimated total {formatUsd(receipt.amount)}, status {receipt.status}. We will confirm availability and
        the final price with you.
      </p>
    </div>
  );
}
