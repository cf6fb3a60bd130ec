import { getSiteSettings } from '@safari/shared-domain';

/**
 * Beside a prerendered page whose code did not arrive (decision 131): the page can be read, but
 * its forms and menus wait for that code, which the shell keeps asking for.
 */
export function PageCodeWaiting() {
  const settings = getSiteSettings();
  return (
    <div
      role="status"
      data-testid="page-code-waiting"
      className="fixed inset-x-0 bottom-0 z-[70] border-t border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 shadow-lg"
    >
      <p className="mx-auto max-w-3xl">
        Part of this page has not loaded yet: you can read on, and its forms and buttons will work as soon as
        it has (we keep trying). In a hurry? Call {settings.phone} or write to {settings.email}.
      </p>
    </div>
  );
}
