import { getAuthStore } from '@safari/shared-domain';
import { useLocalPath, usePageMeta } from '@safari/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStore } from 'zustand';
import { MyBookingsList } from '../my-bookings/MyBookingsList.tsx';
import {
  fetchMyBookings,
  type LiveState,
  type MyBookings,
  watchMyBookings,
} from '../my-bookings/my-bookings-service.ts';
import { useMyBookingsTexts } from '../my-bookings/texts.ts';

const linkButton =
  'inline-flex items-center justify-center rounded-md px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

function SignInPrompt() {
  const { t } = useMyBookingsTexts();
  const local = useLocalPath();
  return (
    <div
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      data-testid="my-bookings-sign-in"
    >
      <p className="text-stone-700">{t('signInPrompt')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={local('/auth')} className={`${linkButton} bg-amber-700 text-white hover:bg-amber-800`}>
          {t('signIn')}
        </Link>
        <Link
          to={local('/booking')}
          className={`${linkButton} text-amber-800 ring-1 ring-amber-300 hover:bg-amber-50`}
        >
          {t('bookSafari')}
        </Link>
      </div>
    </div>
  );
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; data: MyBookings };

/** The signed-in traveller's requests, kept up to date while the page is open. */
function TravellerBookings({ userId }: { userId: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [live, setLive] = useState<LiveState>('connecting');
  const [announcement, setAnnouncement] = useState('');
  const { t } = useMyBookingsTexts();
  const local = useLocalPath();
  // The live channel's callback outlives renders: it reads the texts of the latest one.
  const texts = useRef(t);
  texts.current = t;

  const refresh = useCallback(async () => {
    try {
      setLoad({ state: 'loaded', data: await fetchMyBookings(userId) });
    } catch (error) {
      console.error('Loading my bookings failed', error);
      setLoad((current) => (current.state === 'loaded' ? current : { state: 'failed' }));
    }
  }, [userId]);

  useEffect(() => {
    void refresh();
    return watchMyBookings(
      userId,
      ({ reference, status }) => {
        if (reference && status) setAnnouncement(texts.current('statusChanged', { reference, status }));
        void refresh();
      },
      (state) => {
        setLive(state);
        // Whatever changed before the channel joined (or while it was down) is read again.
        if (state === 'live') void refresh();
      },
    );
  }, [userId, refresh]);

  return (
    <>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {live === 'interrupted' ? (
        <p
          role="alert"
          className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
        >
          {t('liveInterrupted')}
        </p>
      ) : null}
      {load.state === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {load.state === 'failed' ? (
        <div role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
          {t('loadFailed')}{' '}
          <button type="button" onClick={() => void refresh()} className="font-semibold underline">
            {t('tryAgain')}
          </button>
        </div>
      ) : null}
      {load.state === 'loaded' && load.data.bookings.length === 0 ? (
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <p className="text-stone-700">{t('empty')}</p>
          <Link
            to={local('/tours')}
            className={`${linkButton} mt-4 bg-amber-700 text-white hover:bg-amber-800`}
          >
            {t('browseTours')}
          </Link>
        </div>
      ) : null}
      {load.state === 'loaded' && load.data.bookings.length > 0 ? (
        <MyBookingsList
          bookings={load.data.bookings}
          history={load.data.history}
          proposals={load.data.proposals}
          money={load.data.money}
        />
      ) : null}
    </>
  );
}

/**
 * /my-bookings (docs/product.md §15). What it shows depends on the visitor, so the first render is the
 * same neutral state for everyone (prerendered HTML included) and it adjusts once the session is
 * read in the browser.
 */
export default function MyBookingsPage() {
  const { t } = useMyBookingsTexts();
  usePageMeta(t('metaTitle'), t('metaDescription'));
  const store = getAuthStore();
  const loading = useStore(store, (state) => state.loading);
  const userId = useStore(store, (state) => state.user?.id ?? null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    return store.getState().initialize();
  }, [store]);

  let body: React.ReactNode;
  if (!mounted || loading)
    body = (
      <>
        {/* Without JavaScript nothing would ever load: say so instead (issue 24). */}
        <p role="status" className="noscript:hidden">
          {t('loading')}
        </p>
        <div
          className="hidden rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 noscript:block"
          data-testid="my-bookings-needs-javascript"
        >
          <p className="text-stone-700">{t('needsJavaScript')}</p>
        </div>
      </>
    );
  else if (!userId) body = <SignInPrompt />;
  else body = <TravellerBookings key={userId} userId={userId} />;

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('title')}</h1>
      <p className="mt-2 mb-6 text-stone-600">{t('intro')}</p>
      {body}
    </main>
  );
}
