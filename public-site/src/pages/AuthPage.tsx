import authTexts from 'virtual:messages/auth';
import { getAuthStore } from '@safari/shared-domain';
import {
  useHydrated,
  useLocalPath,
  useMessages,
  usePageMeta,
  useSearchParamsAfterHydration,
} from '@safari/shared-ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from 'zustand';
import type auth from '../../messages/en/auth.json';
import { type AuthTab, AuthTabs } from '../auth/AuthTabs.tsx';
import { ForgotPasswordForm } from '../auth/ForgotPasswordForm.tsx';
import { NewPasswordForm } from '../auth/NewPasswordForm.tsx';
import { SignInForm } from '../auth/SignInForm.tsx';
import { SignUpForm } from '../auth/SignUpForm.tsx';
import { useArrivalRedirect } from '../auth/useArrivalRedirect.ts';
import { ConfirmationLinkProblem } from '../session/ConfirmationLinkProblem.tsx';
import { type LinkError, linkErrorFromHash } from '../session/link-error.ts';
import { pageHoldsSession } from '../session/stored-session.ts';

type View = AuthTab | 'forgot';

/** What a visitor does first on the page: a tap, a click, a key or moving into a field. */
const FIRST_MOVES = ['pointerdown', 'keydown', 'focusin'] as const;

export default function AuthPage() {
  const t = useMessages<typeof auth>(authTexts);
  const local = useLocalPath();
  usePageMeta(t('metaTitle'), t('metaDescription'));
  const [params] = useSearchParamsAfterHydration();
  const resetMode = params.get('mode') === 'reset';
  const [view, setView] = useState<View>('sign-in');
  // An e-mail link that failed lands here with the reason in the fragment (read before the
  // client starts, which leaves the fragment as it is).
  const [arrivedWithError] = useState<LinkError | null>(() =>
    linkErrorFromHash(globalThis.location?.hash ?? ''),
  );
  // Shown once the prerendered page has hydrated: its HTML was made without a fragment.
  const linkError = useHydrated() ? arrivedWithError : null;
  const store = getAuthStore();
  const session = useStore(store, (state) => state.session);
  const loading = useStore(store, (state) => state.loading);

  // The client reads a link's session from the address (recovery, confirmation) and a stored one
  // for the arrival redirect: then it starts at once. Otherwise supabase-js (≈56 kB gzip, a long
  // task to run on a phone) starts with the visitor's first move on the page, well before a form
  // can be sent, instead of straight after the first paint (issue 40: total blocking time).
  useEffect(() => {
    let stop: (() => void) | null = null;
    const start = () => {
      for (const type of FIRST_MOVES) window.removeEventListener(type, start, true);
      stop ??= store.getState().initialize();
    };
    if (resetMode || pageHoldsSession()) start();
    else
      for (const type of FIRST_MOVES) window.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_MOVES) window.removeEventListener(type, start, true);
      stop?.();
    };
  }, [store, resetMode]);

  useArrivalRedirect(resetMode);

  let body: React.ReactNode;
  if (resetMode) {
    body = loading ? (
      <p role="status">{t('checkingReset')}</p>
    ) : session ? (
      <NewPasswordForm />
    ) : (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-red-800">
          {t('resetExpired')}
        </p>
        <ForgotPasswordForm onBack={() => setView('sign-in')} />
      </div>
    );
  } else if (view === 'forgot') {
    body = <ForgotPasswordForm onBack={() => setView('sign-in')} />;
  } else {
    body = (
      <AuthTabs selected={view} onSelect={setView}>
        {view === 'sign-in' ? (
          <SignInForm onForgot={() => setView('forgot')} />
        ) : (
          <SignUpForm onSignIn={() => setView('sign-in')} onForgot={() => setView('forgot')} />
        )}
      </AuthTabs>
    );
  }

  return (
    <main className="flex justify-center px-4 py-12 sm:py-20">
      <div className="w-full max-w-md">
        <h1 className="text-center text-3xl font-bold tracking-tight">{t('welcome')}</h1>
        <p className="mt-2 text-center font-medium text-amber-800">{t('tagline')}</p>
        <p className="mt-1 text-center text-stone-600">{t('intro')}</p>
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          {linkError && !resetMode ? <ConfirmationLinkProblem error={linkError} /> : null}
          {body}
        </div>
        <p className="mt-6 text-center text-sm text-stone-600">
          {t('needHelp')}{' '}
          <Link to={local('/contact')} className="font-medium text-amber-800 underline">
            {t('contactSupport')}
          </Link>
        </p>
      </div>
    </main>
  );
}
