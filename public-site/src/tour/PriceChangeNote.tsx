import tourTexts from 'virtual:messages/tour';
import { useMessages } from '@safari/shared-ui';
import type tourMessages from '../../messages/en/tour.json';
import type { PriceChange } from '../forms/useBookingRequest.ts';
import { useFormats } from '../i18n/formats.ts';

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
  const t = useMessages<typeof tourMessages>(tourTexts);
  const { usd } = useFormats();
  return (
    <div
      role="alert"
      data-testid="price-changed"
      className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <p className="font-semibold">{t('priceChanged')}</p>
      <p className="mt-1">{t('priceChangedText', { now: usd(change.now), shown: usd(change.shown) })}</p>
      <button
        type="button"
        onClick={onConfirm}
        disabled={busy}
        className="mt-2 rounded-md bg-amber-800 px-3 py-2 font-semibold text-white hover:bg-amber-900 disabled:opacity-60"
      >
        {t('bookAt', { price: usd(change.now) })}
      </button>
    </div>
  );
}
