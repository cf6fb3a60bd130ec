import type { ToastText } from '@safari/shared-domain';
import { notification } from 'antd';

/** How many live announcements (new bookings) stay on screen at once; older ones close. */
export const LIVE_TOASTS_ON_SCREEN = 3;

const TOAST_SECONDS = 5;

/**
 * Shows one of shared-domain's toasts: the answer to something staff just did. antd's static
 * holder (set up in AdminApp with the admin's theme and cascade layer) lives outside the admin's
 * React tree, so a toast stays on screen when the guard or Sign Out leaves for a public page.
 */
export function notify(toast: ToastText): void {
  const show = toast.destructive ? notification.error : notification.success;
  show({
    title: toast.title,
    description: toast.description,
    placement: 'topRight',
    duration: TOAST_SECONDS,
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
  while (liveOnScreen.length > LIVE_TOASTS_ON_SCREEN) {
    const oldest = liveOnScreen.shift();
    if (oldest) notification.destroy(oldest);
  }
  notification.success({
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
}
