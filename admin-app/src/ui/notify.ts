import type { ToastText } from '@safari/shared-domain';
import { notification } from 'antd';

/**
 * Shows one of shared-domain's toasts. antd's static holder (set up in AdminApp with the admin's
 * theme and cascade layer) lives outside the admin's React tree, so a toast stays on screen when
 * the guard or Sign Out leaves for a public page.
 */
export function notify(toast: ToastText): void {
  const show = toast.destructive ? notification.error : notification.success;
  show({ title: toast.title, description: toast.description, placement: 'topRight', duration: 5 });
}
