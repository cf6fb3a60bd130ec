// The e2e run's own backend: supabase/local on a throwaway PGlite folder with a fixed JWT secret,
// so tests can make the service key the server uses and reach the API directly, as an attacker
// or a traveller would. playwright.config.ts wipes the folder and creates the admin before the
// server starts.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { deriveProjectKeys } from '@safari/supabase-local';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { origin, ports } from '../ports.ts';

export const E2E_DATA_DIR = fileURLToPath(new URL('../.data/', import.meta.url));
/** Only for the throwaway e2e database; never a real project's secret. */
/**
 * The office day the e2e server's payment reminder sweep runs for, when this file holds one
 * (PAYMENT_REMINDER_CLOCK_FILE, decision 187); wiped with the data folder at each run.
 */
export const E2E_PAYMENT_CLOCK_FILE = fileURLToPath(new URL('../.data/payment-clock', import.meta.url));
export const E2E_JWT_SECRET = 'e2e-only-jwt-secret-not-for-any-real-project-0123456789';
export const E2E_ADMIN = { email: 'admin.e2e@example.com', password: 'Serengeti-admin-2026' } as const;
export const SITE = origin(ports.site);

const keys = deriveProjectKeys(E2E_JWT_SECRET);
// Node 20 has no WebSocket of its own: supabase-js's Realtime gets the ws package.
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
} as const;

/** The project's public key, as the deployed /config.json carries it. */
export async function anonKey(): Promise<string> {
  return (await keys).anonKey;
}

/** The throwaway project's service role key (reads the private photographs bucket). */
export async function serviceRoleKey(): Promise<string> {
  return (await keys).serviceRoleKey;
}

export async function anonClient(): Promise<SupabaseClient> {
  return createClient(SITE, (await keys).anonKey, clientOptions);
}

export async function serviceClient(): Promise<SupabaseClient> {
  return createClient(SITE, (await keys).serviceRoleKey, clientOptions);
}

/** A client signed in with a password, as the browser would be (a fresh sign-in every call). */
export async function signedInClient(email: string, password: string): Promise<SupabaseClient> {
  const client = await anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

// Auth allows 30 sign-ins per address per 5 minutes (supabase/config.toml, as Supabase does):
// the shared e2e admin signs in once per worker and every test reuses that session.
const sessions = new Map<string, Promise<Session>>();

export async function sessionOf(email: string, password: string): Promise<Session> {
  const key = `${email}\n${password}`;
  let session = sessions.get(key);
  if (!session) {
    session = signedInClient(email, password).then(async (client) => {
      const { data } = await client.auth.getSession();
      if (!data.session) throw new Error(`No session for ${email}`);
      return data.session;
    });
    session.catch(() => sessions.delete(key));
    sessions.set(key, session);
  }
  return session;
}

/** The e2e admin's client, signed in once per worker. */
export async function adminClient(): Promise<SupabaseClient> {
  const session = await sessionOf(E2E_ADMIN.email, E2E_ADMIN.password);
  return createClient(SITE, (await keys).anonKey, {
    ...clientOptions,
    global: { headers: { Authorization: `Bearer ${session.access_token}` } },
  });
}

/** A confirmed account without the admin role (the new-user trigger gives it 'user'). */
export async function createPlainUser(
  label: string,
): Promise<{ id: string; email: string; password: string }> {
  const email = `${label}.${uniqueToken()}@example.com`.toLowerCase();
  const password = 'plain-user-Passw0rd';
  const { data, error } = await (await serviceClient()).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  return { id: data.user.id, email, password };
}

export function uniqueToken(): string {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * Opens the site already signed in: the session supabase-js would have stored after a sign-in is
 * put in localStorage before any script runs.
 */
export async function signInBrowser(page: Page, email: string, password: string): Promise<void> {
  const session = await sessionOf(email, password);
  // supabase-js's default storage key: sb-<first label of the API host>-auth-token.
  const storageKey = `sb-${new URL(SITE).hostname.split('.')[0]}-auth-token`;
  await page.addInitScript(
    ([key, session]) => {
      // Once per tab, so a later sign-out is not undone by the next page load.
      if (window.sessionStorage.getItem('e2e-session-planted')) return;
      window.sessionStorage.setItem('e2e-session-planted', '1');
      window.localStorage.setItem(key, session);
    },
    [storageKey, JSON.stringify(session)] as const,
  );
}
