// The shell's pages for when something did not arrive (decision 229): fetched only then, in the
// language of the page's address. Kept out of every page's first load.

import failureTexts from 'virtual:messages/failure';
import { getSiteSettings } from '@safari/shared-domain';
import { languageOfPath } from '@safari/shared-domain/i18n';
import { LanguageContext, useMessages } from '@safari/shared-ui';
import { type ReactNode, Suspense, useEffect } from 'react';
import type failure from '../../messages/en/failure.json';
import type { RemoteKey } from '../remotes/remote-loader.ts';

const buttonClass =
  'rounded-md bg-amber-800 px-5 py-2.5 font-semibold text-white hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900';

/** The page's language from its address: these pages stand outside the remotes that provide it. */
function InPageLanguage({ children }: { children: ReactNode }) {
  return (
    <LanguageContext value={languageOfPath(window.location.pathname).language}>
      <Suspense fallback={null}>{children}</Suspense>
    </LanguageContext>
  );
}

interface RemoteUnavailableProps {
  remote: RemoteKey;
  error: unknown;
  onRetry: () => void;
}

/** What a visitor or a member of staff sees when their part of the site cannot be fetched. */
export function RemoteUnavailable(props: RemoteUnavailableProps) {
  const { remote, error } = props;
  useEffect(() => {
    console.error(`[shell] ${remote} unavailable`, error);
  }, [remote, error]);
  // The admin is in English (issue 41).
  if (remote === 'adminApp') return <AdminUnavailable onRetry={props.onRetry} />;
  return (
    <InPageLanguage>
      <SiteUnavailable onRetry={props.onRetry} />
    </InPageLanguage>
  );
}

function AdminUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-100 px-4">
      <div role="alert" data-testid="remote-unavailable" className="max-w-md text-center">
        <h1 className="mb-3 text-2xl font-bold text-stone-900">The admin dashboard could not be loaded</h1>
        <p className="mb-6 text-stone-600">
          Its files did not arrive. The public site is not affected. Check the connection and try again; if it
          keeps failing, the admin bundle may be down or being released.
        </p>
        <button type="button" onClick={onRetry} className={buttonClass}>
          Try again
        </button>
      </div>
    </main>
  );
}

function SiteUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useMessages<typeof failure>(failureTexts);
  const settings = getSiteSettings();
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-100 px-4">
      <div role="alert" data-testid="remote-unavailable" className="max-w-md text-center">
        <h1 className="mb-3 text-2xl font-bold text-stone-900">{t('siteTitle')}</h1>
        <p className="mb-4 text-stone-600">{t('siteBody', { brand: settings.brandName })}</p>
        <ul className="mb-6 space-y-1 text-stone-800">
          <li>
            {t('phone')}{' '}
            <a
              className="font-semibold text-amber-800 underline"
              href={`tel:${settings.phone.replace(/\s+/g, '')}`}
            >
              {settings.phone}
            </a>
          </li>
          <li>
            {t('email')}{' '}
            <a className="font-semibold text-amber-800 underline" href={`mailto:${settings.email}`}>
              {settings.email}
            </a>
          </li>
        </ul>
        <button type="button" onClick={onRetry} className={buttonClass}>
          {t('tryAgain')}
        </button>
        {/* /admin sends signed-out staff to /auth, a page of this remote: the admin app has its
            own form for when this remote is down. A full load, so the admin remote is fetched. */}
        <p className="mt-8 text-sm text-stone-600">
          <a className="underline hover:text-stone-900" href="/admin/sign-in">
            {t('staffSignIn')}
          </a>
        </p>
      </div>
    </main>
  );
}

function ConfigErrorText({ onRetry }: { onRetry: () => void }) {
  const t = useMessages<typeof failure>(failureTexts);
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-100 px-4">
      <div role="alert" className="max-w-md text-center">
        <h1 className="mb-3 text-2xl font-bold text-stone-900">{t('configTitle')}</h1>
        <p className="mb-6 text-stone-600">{t('configBody')}</p>
        <button type="button" onClick={onRetry} className={buttonClass}>
          {t('tryAgain')}
        </button>
      </div>
    </main>
  );
}

/** When /config.json could not be read and there is no prerendered page to show. */
export function ConfigError({ onRetry }: { onRetry: () => void }) {
  return (
    <InPageLanguage>
      <ConfigErrorText onRetry={onRetry} />
    </InPageLanguage>
  );
}

function PageCodeWaitingText() {
  const t = useMessages<typeof failure>(failureTexts);
  const settings = getSiteSettings();
  return (
    <div
      role="status"
      data-testid="page-code-waiting"
      className="fixed inset-x-0 bottom-0 z-[70] border-t border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 shadow-lg"
    >
      <p className="mx-auto max-w-3xl">
        {t('codeWaiting', { phone: settings.phone, email: settings.email })}
      </p>
    </div>
  );
}

/**
 * Beside a prerendered page whose code did not arrive (decision 131): the page can be read, but
 * its forms and menus wait for that code, which the shell keeps asking for.
 */
export function PageCodeWaiting() {
  return (
    <InPageLanguage>
      <PageCodeWaitingText />
    </InPageLanguage>
  );
}
