import { lazyWithRetry, toastStore, useLanguage } from '@safari/shared-ui';
import { Suspense, useEffect, useSyncExternalStore } from 'react';

const loadToasts = () => import('./Toasts.tsx');
const Toasts = lazyWithRetry(loadToasts);

const anyToast = () => toastStore.getState().toasts.length > 0;

/**
 * Where toasts appear. Their code is not part of a page's first load (decision 229): it comes when
 * the visitor first focuses something (a form's field), or with the first toast; the polite live
 * region is there from the start, so a screen reader hears that first toast.
 */
export function ToastSlot() {
  const shown = useSyncExternalStore(toastStore.subscribe, anyToast, () => false);
  const language = useLanguage();
  // A form's answer is a toast, and "could not send" comes when the network has gone: the toasts'
  // code and words are fetched as soon as the visitor starts on a form (or anything focusable).
  useEffect(() => {
    const prepare = () =>
      void loadToasts()
        .then((toasts) => toasts.prepare(language))
        // Offline already: the toast's code is asked for again when one is shown.
        .catch(() => {});
    document.addEventListener('focusin', prepare, { once: true });
    return () => document.removeEventListener('focusin', prepare);
  }, [language]);
  return (
    <div aria-live="polite">
      {shown ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
    </div>
  );
}
