import { useStore } from 'zustand';
import { type ToastState, toastStore } from './toasts.ts';

/** Renders the app's toasts; polite for news, assertive for errors. */
export function Toaster({
  store = toastStore,
  labels = { region: 'Notifications', dismiss: 'Dismiss notification' },
  translate = (text) => text,
}: {
  store?: typeof toastStore;
  /** The region's name and the close button's, in the page's language. */
  labels?: { readonly region: string; readonly dismiss: string };
  /** A toast's (English) title or description in the page's language. */
  translate?: (text: string) => string;
}) {
  const toasts = useStore(store, (state: ToastState) => state.toasts);
  const dismiss = useStore(store, (state: ToastState) => state.dismiss);
  return (
    <section
      aria-label={labels.region}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.destructive ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${
            toast.destructive
              ? 'border-red-300 bg-red-700 text-white'
              : 'border-stone-200 bg-white text-stone-900'
          }`}
        >
          <div className="flex-1">
            <p className="font-semibold">{translate(toast.title)}</p>
            {toast.description ? (
              <p className={`mt-1 text-sm ${toast.destructive ? 'text-red-50' : 'text-stone-600'}`}>
                {translate(toast.description)}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => dismiss(toast.id)}
            aria-label={labels.dismiss}
            className="rounded px-1 text-lg leading-none opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
