import { getAuthStore, getRuntimeConfig, hasRuntimeConfig } from '@safari/shared-domain';
import { useHydrated } from '@safari/shared-ui';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { browserStorage } from '../ui/browser-storage.ts';

/** Where supabase-js keeps the session of a project (its default storage key). */
export function storedSessionKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Whether this browser holds a signed-in session, read straight from storage so the navigation
 * bar can say Login or Sign Out without fetching supabase-js (≈56 kB gzip) on every first visit
 * (decision 027). The client itself is loaded only when there is a session to keep fresh.
 */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> | null, supabaseUrl: string): boolean {
  try {
    const raw = storage?.getItem(storedSessionKey(supabaseUrl));
    if (!raw) return false;
    const session = JSON.parse(raw) as { access_token?: unknown; refresh_token?: unknown } | null;
    return typeof session?.refresh_token === 'string' || typeof session?.access_token === 'string';
  } catch {
    return false;
  }
}

/**
 * True when the address holds a session from an e-mail link (sign-up confirmation lands on the
 * site root with `#access_token=…`): supabase-js must start to read it and store it.
 */
export function linkCarriesSession(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).has('access_token');
}

/**
 * True when this page has a session for supabase-js to take up: one stored in this browser, or one
 * an e-mail link put in the address (`#access_token=…`, or `?code=…` in the PKCE flow). Without
 * one, nothing on a public page needs the client until the visitor acts.
 */
export function pageHoldsSession(): boolean {
  return (
    hasRuntimeConfig() &&
    (hasStoredSession(browserStorage(), getRuntimeConfig().supabase.url) ||
      linkCarriesSession(globalThis.location?.hash ?? '') ||
      new URLSearchParams(globalThis.location?.search ?? '').has('code'))
  );
}

/** True while the visitor is signed in, as far as the page knows. */
export function useSignedIn(): boolean {
  const store = getAuthStore();
  const session = useStore(store, (state) => state.session);
  const loading = useStore(store, (state) => state.loading);
  const [stored] = useState(pageHoldsSession);
  useEffect(() => {
    if (stored) return store.getState().initialize();
    return undefined;
  }, [stored, store]);
  // The prerendered page shows the signed-out navigation; a stored session shows after hydration.
  const hydrated = useHydrated();
  if (!hydrated) return false;
  if (session) return true;
  return loading ? stored : false;
}
