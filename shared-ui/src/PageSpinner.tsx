/** Shown while a part of the site is being fetched; reserves the page height so nothing jumps. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] items-center justify-center">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-amber-200 border-t-amber-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
