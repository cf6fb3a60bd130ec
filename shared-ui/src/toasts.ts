import type { ToastText } from '@safari/shared-domain';
import { createStore } from 'zustand';

export interface Toast extends ToastText {
  readonly id: number;
}

export interface ToastState {
  readonly toasts: readonly Toast[];
  show(text: ToastText): number;
  dismiss(id: number): void;
}

/** How long a toast stays, and how many are kept on screen at once. */
const TOAST_DURATION_MS = 5000;
export const MAX_TOASTS = 3;

/**
 * One toast queue per app (shared-ui is bundled into each app). Texts always come from
 * shared-domain's toast catalogue; this store only decides when they appear and go.
 */
export function createToastStore(durationMs = TOAST_DURATION_MS) {
  let nextId = 1;
  return createStore<ToastState>()((set, get) => ({
    toasts: [],
    show(text) {
      const id = nextId++;
      set({ toasts: [...get().toasts, { ...text, id }].slice(-MAX_TOASTS) });
      if (durationMs > 0) setTimeout(() => get().dismiss(id), durationMs);
      return id;
    },
    dismiss(id) {
      set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
    },
  }));
}

export const toastStore = createToastStore();

/** Shows a toast from the shared catalogue (for example `CONTACT_TOASTS.success`). */
export function showToast(text: ToastText): number {
  return toastStore.getState().show(text);
}
