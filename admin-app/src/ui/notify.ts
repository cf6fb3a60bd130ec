import type { ToastText } from '@safari/shared-domain';
import { withToasts } from './toast-holder.tsx';

/** How many live announcements (new bookings) stay on screen at once; older ones close. */
export const LIVE_TOASTS_ON_SCREEN = 3;

const TOAST_SECONDS = 5;

/**
 * Shows one of shared-domain's toasts: the answer to something staff just did. It stays on screen
 * when the guard or Sign Out leaves for a public page (toast-holder.tsx).
 */
export function notify(toast: ToastText): void {
  withToasts((toasts) => {
    const show = toast.destructive ? toasts.error : toasts.success;
    show({
      title: toast.title,
      description: toast.description,
      placement: 'topRight',
      duration: TOAST_SECONDS,
    });
  });
}

const liveOnScreen: string[] = [];
let liveSerial = 0;

/**
 * Shows a live announcement (a traveller's new booking). A burst of them keeps only the newest few
 * on screen and never pushes out the answer to what staff just did (decision 115).
 */
export function announce(toast: ToastText): void {
  liveSerial += 1;
  const key = `live-${liveSerial}`;
  liveOnScreen.push(key);
  const closing: string[] = [];
  while (liveOnScreen.length > LIVE_TOASTS_ON_SCREEN) {
    const oldest = liveOnScreen.shift();
    if (oldest) closing.push(oldest);
  }
  withToasts((toasts) => {
    for (const oldest of closing) toasts.destroy(oldest);
    toasts.success({
      key,
      title: toast.title,
      description: toast.description,
      placement: 'topRight',
      duration: TOAST_SECONDS,
      onClose: () => {
        const at = liveOnScreen.indexOf(key);
        if (at >= 0) liveOnScreen.splice(at, 1);
      },
    });
  });
}
