import { getAuthStore, getSupabase } from '@safari/shared-domain';
import { ADMIN_TOASTS } from '@safari/shared-domain/messages';
import { PageSpinner } from '@safari/shared-ui';
import { Button, Result } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { notify } from '../ui/notify.ts';
import { type AccessInput, decideAccess } from './access.ts';

/**
 * Reads the guarded page will need, started for `userId` as soon as the session is known, beside
 * the role check rather than after it (decision 167). Row level security decides what they
 * answer, and nothing they answer is shown before the role check allows. `ready` settles when
 * they have answered (never rejects); an admin's first view waits for it, at most
 * EARLY_READS_WAIT_MS. `forget` runs when the session changes or the guard goes without having
 * allowed this user.
 */
export type EarlyReads = (userId: string) => { ready: Promise<unknown>; forget: () => void };

/** How long an admin's first view waits for the early reads before showing without them. */
export const EARLY_READS_WAIT_MS = 1_000;

/**
 * Checks the role in the database before showing anything (docs/product.md §11): the read the
 * auth store made when it adopted this visit's session, not a second identical one (decision 221).
 */
export function AdminGuard({ children, earlyReads }: { children: ReactNode; earlyReads?: EarlyReads }) {
  const navigate = useNavigate();
  const store = getAuthStore();
  const sessionLoading = useStore(store, (state) => state.loading);
  const userId = useStore(store, (state) => state.user?.id ?? null);
  const [roleCheck, setRoleCheck] = useState<{ userId: string; result: AccessInput['roleCheck'] } | null>(
    null,
  );

  const [unreachable, setUnreachable] = useState(false);

  // The store is the page's one; it may already be initialised by another app (idempotent).
  // If the client cannot even be made (its code failed to download, or no backend is
  // configured), the store would wait forever: say so instead of spinning.
  useEffect(() => {
    store.getState().initialize();
    getSupabase().catch((error: unknown) => {
      console.error('The admin cannot reach the backend', error);
      setUnreachable(true);
    });
  }, [store]);

  // The latest callback, without restarting the reads when the page re-renders.
  const startEarlyReads = useRef(earlyReads);
  startEarlyReads.current = earlyReads;
  const allowedUser = useRef<string | null>(null);
  const [earlyReadsIn, setEarlyReadsIn] = useState<string | null>(null);
  useEffect(() => {
    if (!userId) return;
    const reads = startEarlyReads.current?.(userId);
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise((resolve) => {
      timer = setTimeout(resolve, EARLY_READS_WAIT_MS);
    });
    void Promise.race([reads?.ready, waited]).then(() => {
      if (current) setEarlyReadsIn(userId);
    });
    return () => {
      current = false;
      clearTimeout(timer);
      if (allowedUser.current !== userId) reads?.forget();
    };
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    store
      .getState()
      .checkRole(userId)
      .then(
        ({ role, failed }): AccessInput['roleCheck'] =>
          failed ? { state: 'failed' } : { state: 'done', role },
        (error: unknown) => {
          console.error('Role check failed', error);
          return { state: 'failed' } as const;
        },
      )
      .then((result) => {
        if (current) setRoleCheck({ userId, result });
      });
    return () => {
      current = false;
    };
  }, [userId, store]);

  const hadAccess = useRef(false);
  const decision = decideAccess({
    sessionLoading,
    signedIn: userId !== null,
    hadAccess: hadAccess.current,
    roleCheck: roleCheck && roleCheck.userId === userId ? roleCheck.result : { state: 'pending' },
    earlyReadsPending: earlyReadsIn !== userId,
  });
  if (decision.kind === 'allow') {
    hadAccess.current = true;
    allowedUser.current = userId;
  }

  const leaveTo = decision.kind === 'leave' ? decision.to : null;
  const deniedToast = decision.kind === 'leave' && decision.deniedToast;
  useEffect(() => {
    if (leaveTo === null) return;
    if (deniedToast) notify(ADMIN_TOASTS.accessDenied);
    navigate(leaveTo, { replace: true });
  }, [leaveTo, deniedToast, navigate]);

  if (unreachable) {
    return (
      <Result
        status="warning"
        title="The dashboard cannot reach the server"
        subTitle="Check the connection and try again."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (decision.kind !== 'allow') return <PageSpinner label="Checking your access…" />;
  return children;
}
