// The booking panel's code (the form library, the schemas, the date picker: about a third of a
// tour page's scripts) downloads when the visitor comes to the panel, not with the page
// (decision 228). A prerendered page shows the panel from its HTML meanwhile; React hydrates it
// once its code is here, and a tap on it before then is held and made again (decision 206).
import tourTexts from 'virtual:messages/tour';
import {
  cardPrice,
  type InLanguage,
  TOUR_BOOKING_PANEL_ID,
  type Tour,
} from '@safari/shared-domain/catalogue';
import { lazyWithRetry, useMessages } from '@safari/shared-ui';
import { type MouseEvent, memo, Suspense, useEffect } from 'react';
import type tourMessages from '../../messages/en/tour.json';
import { useFormats } from '../i18n/formats.ts';
import { whenNear } from './when-near.ts';

let wantNow: () => void = () => {};
const wantedNow = new Promise<void>((resolve) => {
  wantNow = resolve;
});

/**
 * When the panel's code may load: at once on a page drawn in the browser (no panel on screen
 * yet), else when the visitor comes near the prerendered panel, or when the panel has to be
 * drawn in the browser after all (its stand-in asks for it).
 */
function panelWanted(): Promise<void> {
  const onScreen = typeof document === 'undefined' ? null : document.getElementById(TOUR_BOOKING_PANEL_ID);
  if (!onScreen) return Promise.resolve();
  return Promise.race([wantedNow, whenNear(onScreen)]);
}

const BookingPanelCode = lazyWithRetry(async () => {
  await panelWanted();
  const { BookingPanel } = await import('./BookingPanel.tsx');
  return { default: BookingPanel };
});

/**
 * A link to the panel (`#book`) followed as the browser would, without the `popstate` it fires:
 * React renders a popstate's route update at once, and an update that reaches a prerendered
 * panel still waiting for its code makes React draw the panel again from its stand-in (what was
 * typed and the focus lost). A modified click (new tab, new window) is left to the browser.
 */
export function followPanelLink(event: MouseEvent<HTMLAnchorElement>): void {
  const panel = document.getElementById(TOUR_BOOKING_PANEL_ID);
  if (!panel || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  const hash = `#${TOUR_BOOKING_PANEL_ID}`;
  if (window.location.hash !== hash) window.history.pushState(null, '', hash);
  panel.scrollIntoView();
  panel.focus({ preventScroll: true });
}

/** A word while the panel's code downloads (a panel drawn in the browser), which it asks for. */
function PanelLoading() {
  const t = useMessages<typeof tourMessages>(tourTexts);
  useEffect(() => wantNow(), []);
  return (
    <p role="status" className="mt-4 min-h-96 text-stone-600">
      {t('loadingPanel')}
    </p>
  );
}

interface PanelProps {
  tour: Tour & InLanguage;
  preview?: boolean;
}

/**
 * The same tour: the page joins it afresh from the catalogue's parts on every render, so a new
 * object whose every field is the same value is the same tour.
 */
export function samePanelProps(before: PanelProps, after: PanelProps): boolean {
  if (before.preview !== after.preview) return false;
  const a = before.tour as unknown as Record<string, unknown>;
  const b = after.tour as unknown as Record<string, unknown>;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * The tour's booking panel: its frame, heading and price, and the form (BookingPanel) once its
 * code is here. Memoised: a new render of the page with the same tour must not reach
 * a panel still waiting for its code, or React would draw it again from the stand-in.
 */
export const DeferredBookingPanel = memo(function DeferredBookingPanel({
  tour,
  preview = false,
}: PanelProps) {
  const t = useMessages<typeof tourMessages>(tourTexts);
  const { usd } = useFormats();
  return (
    <aside
      id={TOUR_BOOKING_PANEL_ID}
      aria-labelledby="booking-panel-title"
      // Focusable so that a #book link moves the keyboard here too, not only the view.
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl focus:outline-none bg-white p-6 shadow-sm ring-1 ring-stone-200 lg:sticky lg:top-24"
    >
      <h2 id="booking-panel-title" className="text-lg font-semibold">
        {t('bookThisTour')}
      </h2>
      <p className="mt-1">
        <span className="text-3xl font-bold text-amber-800">
          {t('fromPrice', { price: usd(cardPrice(tour)) })}
        </span>{' '}
        <span className="text-stone-600">{t('perPerson')}</span>
      </p>
      <Suspense fallback={<PanelLoading />}>
        <BookingPanelCode tour={tour} preview={preview} />
      </Suspense>
    </aside>
  );
}, samePanelProps);
