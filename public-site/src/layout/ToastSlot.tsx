import { lazyWithRetry, toastStore } from '@safari/shared-ui';
import { Suspense, useSyncExternalStore } from 'react';

const Toasts = lazyWithRetry(() => import('./Toasts.tsx'));

const anyToast = () => toastStore.getState().toasts.length > 0;

/**
 * Where toasts appear. Their code comes with the first one, not with every page (decision 229);
 * the polite live region is there from the start, so a screen reader hears that first toast.
 */
export function ToastSlot() {
  const shown = useSyncExternalStore(toastStore.subscribe, anyToast, () => false);
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
