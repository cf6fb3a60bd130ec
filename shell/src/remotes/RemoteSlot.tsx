import type { RemoteAppProps } from '@safari/shared-ui';
import { PageSpinner } from '@safari/shared-ui';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { PageCodeWaiting, RemoteUnavailable } from '../pages/on-demand.tsx';
import { loadPageCode, pageCodeWaiting } from './page-code.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { forgetRemote, type RemoteKey } from './remote-loader.ts';

interface RemoteSlotProps {
  remote: RemoteKey;
  notFound: ReactNode;
}

interface LazyRemote {
  readonly attempt: number;
  readonly Component: LazyExoticComponent<ComponentType<RemoteAppProps>>;
  /**
   * The code's download, once the lazy component has asked for it; only for a remote drawn on
   * the client, not one hydrating a prerendered page that stays on screen meanwhile.
   */
  loaded?: Promise<unknown>;
}

// One lazy component per remote and attempt, kept outside React: a mount that suspends before
// it ever commits keeps no hook state, so a lazy made in render would start a new download on
// every retry render.
const lazyRemotes = new Map<RemoteKey, LazyRemote>();

function newLazyRemote(remote: RemoteKey, attempt: number, keepReadablePage: boolean): LazyRemote {
  const entry: LazyRemote = {
    attempt,
    Component: lazy(() => {
      const load = loadPageCode(remote, keepReadablePage);
      if (!keepReadablePage) entry.loaded = load;
      return load;
    }),
  };
  return entry;
}

/**
 * Whether the next remote to load renders the prerendered page on screen: true once, for the
 * first remote of a prerendered page, whose load keeps that page readable while it retries. A
 * remote the visitor navigates to later (the admin from a prerendered home page) has no page of
 * its own on screen, so it fails to its "Try again" like any other.
 */
let readablePageUnclaimed: boolean | null = null;
function claimReadablePage(): boolean {
  readablePageUnclaimed ??= document.getElementById('root')?.hasAttribute('data-prerendered') ?? false;
  const claimed = readablePageUnclaimed;
  readablePageUnclaimed = false;
  return claimed;
}

function lazyRemote(remote: RemoteKey) {
  let entry = lazyRemotes.get(remote);
  if (!entry) {
    entry = newLazyRemote(remote, 0, claimReadablePage());
    lazyRemotes.set(remote, entry);
  }
  return entry;
}

function nextAttempt(remote: RemoteKey) {
  const attempt = (lazyRemotes.get(remote)?.attempt ?? 0) + 1;
  forgetRemote(remote);
  lazyRemotes.set(remote, newLazyRemote(remote, attempt, false));
}

/**
 * The note beside a readable page whose code is being asked for again. Its own component, so
 * that the slot does not render again meanwhile: an update reaching the page before it has
 * hydrated would make React throw the prerendered page away for the spinner. Into <body>, only
 * after a failure, so hydration never meets it.
 */
function WaitingNote({ remote }: { remote: RemoteKey }) {
  const waiting = useSyncExternalStore(
    pageCodeWaiting.subscribe,
    () => pageCodeWaiting.isWaiting(remote),
    () => false,
  );
  return waiting ? createPortal(<PageCodeWaiting />, document.body) : null;
}

/** One remote on the page: loaded lazily, retried, and isolated by its own error boundary. */
export function RemoteSlot({ remote, notFound }: RemoteSlotProps) {
  const [, rerender] = useState(0);
  const entry = lazyRemote(remote);
  const { attempt, Component } = entry;

  // A remote drawn on the client (the admin, a page reached by a link) shows the spinner while its
  // code downloads. When the code arrives, the slot renders again as an ordinary update: left to
  // the Suspense boundary's own retry, React holds back a reveal until 300 ms after the spinner
  // was shown (its fallback throttle), and /admin's first rows waited on that timer (decision
  // 198). Not while hydrating a prerendered page: an update then would replace the page.
  useEffect(() => {
    // A failure is the boundary's to show; an update after unmounting is ignored by React.
    entry.loaded?.then(
      () => rerender((n) => n + 1),
      () => {},
    );
  }, [entry]);

  const retry = () => {
    nextAttempt(remote);
    rerender((n) => n + 1);
  };

  return (
    <>
      <WaitingNote remote={remote} />
      <RemoteErrorBoundary
        resetKey={attempt}
        fallback={(error) => <RemoteUnavailable remote={remote} error={error} onRetry={retry} />}
      >
        <Suspense fallback={<PageSpinner />}>
          <Component notFound={notFound} retryCount={attempt} />
        </Suspense>
      </RemoteErrorBoundary>
    </>
  );
}
