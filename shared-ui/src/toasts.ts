import type { ToastText } from '@safari/shared-domain';
import { createStore } from 'zustand';

export interface Toast extends ToastText {
  readonly id: number;
  /** The form (or other source) that raised it, when it said so. */
  readonly source?: string;
}

export interface ToastState {
  readonly toasts: readonly Toast[];
  /**
   * Shows a toast. With a `source`, a success closes that source's earlier toasts: once a form
   * has been sent, its old "failed" no longer stands beside the "sent" (issue 24), and a second
   * "sent" replaces the first instead of two success toasts standing at once (issue 39 item 6).
   */
  show(text: ToastText, source?: string): number;
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
    show(text, source) {
      const id = nextId++;
      const standing =
        source !== undefined && !text.destructive
          ? get().toasts.filter((toast) => toast.source !== source)
          : get().toasts;
      const toast: Toast = source === undefined ? { ...text, id } : { ...text, id, source };
      set({ toasts: [...standing, toast].slice(-MAX_TOASTS) });
      if (durationMs > 0) setTimeout(() => get().dismiss(id), durationMs);
      return id;
    },
    dismiss(id) {
      set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
    },
  }));
}

// Pure: an app that never shows a toast (the shell) leaves the store out of its bundle.
export const toastStore = /* @__PURE__ */ createToastStore();

/**
 * Shows a toast from the shared catalogue (for example `CONTACT_TOASTS.success`); `source` names
 * the form, so that its success closes its earlier error toasts.
 */
export function showToast(text: ToastText, source?: string): number {
  return toastStore.getState().show(text, source);
}
