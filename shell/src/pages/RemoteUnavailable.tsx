import { getSiteSettings } from '@safari/shared-domain';
import { useEffect } from 'react';
import type { RemoteKey } from '../remotes/remote-loader.ts';

interface Props {
  remote: RemoteKey;
  error: unknown;
  onRetry: () => void;
}

const buttonClass =
  'rounded-md bg-amber-800 px-5 py-2.5 font-semibold text-white hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900';

/** What a visitor or a member of staff sees when their part of the site cannot be fetched. */
export function RemoteUnavailable({ remote, error, onRetry }: Props) {
  useEffect(() => {
    console.error(`[shell] ${remote} unavailable`, error);
  }, [remote, error]);

  if (remote === 'adminApp') {
    return (
      <main className="flex min-h-screen items-center justify-center bg-stone-100 px-4">
        <div role="alert" data-testid="remote-unavailable" className="max-w-md text-center">
          <h1 className="mb-3 text-2xl font-bold text-stone-900">The admin dashboard could not be loaded</h1>
          <p className="mb-6 text-stone-600">
            Its files did not arrive. The public site is not affected. Check the connection and try again; if
            it keeps failing, the admin bundle may be down or being released.
          </p>
          <button type="button" onClick={onRetry} className={buttonClass}>
            Try again
          </button>
        </div>
      </main>
    );
  }

  const settings = getSiteSettings();
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-100 px-4">
      <div role="alert" data-testid="remote-unavailable" className="max-w-md text-center">
        <h1 className="mb-3 text-2xl font-bold text-stone-900">This page is taking a break</h1>
        <p className="mb-4 text-stone-600">
          We could not load this part of {settings.brandName} just now. Please try again in a moment, or reach
          us directly:
        </p>
        <ul className="mb-6 space-y-1 text-stone-800">
          <li>
            Phone:{' '}
            <a
              className="font-semibold text-amber-800 underline"
              href={`tel:${settings.phone.replace(/\s+/g, '')}`}
            >
              {settings.phone}
            </a>
          </li>
          <li>
            E-mail:{' '}
            <a className="font-semibold text-amber-800 underline" href={`mailto:${settings.email}`}>
              {settings.email}
            </a>
          </li>
        </ul>
        <button type="button" onClick={onRetry} className={buttonClass}>
          Try again
        </button>
        {/* /admin sends signed-out staff to /auth, a page of this remote: the admin app has its
            own form for when this remote is down. A full load, so the admin remote is fetched. */}
        <p className="mt-8 text-sm text-stone-600">
          <a className="underline hover:text-stone-900" href="/admin/sign-in">
            Staff sign-in
          </a>
        </p>
      </div>
    </main>
  );
}
