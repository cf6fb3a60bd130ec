import { formatUsd } from '@safari/shared-domain/catalogue';
import type { PriceChange } from '../forms/useBookingRequest.ts';

/**
 * A request priced on an outdated page (decision 208): nothing was booked; the new total is shown
 * beside the one the page showed, and the traveller books at it only by saying so.
 */
export function PriceChangeNote({
  change,
  busy,
  onConfirm,
}: {
  change: PriceChange;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <div
      role="alert"
      data-testid="price-changed"
      className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <p className="font-semibold">The price has changed since this page was loaded</p>
      <p className="mt-1">
        For this party the total is now {formatUsd(change.now)}, not the {formatUsd(change.shown)} shown here.
        Nothing has been booked yet.
      </p>
      <button
        type="button"
        onClick={onConfirm}
        disabled={busy}
        className="mt-2 rounded-md bg-amber-800 px-3 py-2 font-semibold text-white hover:bg-amber-900 disabled:opacity-60"
      >
        Book at {formatUsd(change.now)}
      </button>
    </div>
  );
}
