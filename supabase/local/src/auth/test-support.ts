// Helpers shared by the Auth tests.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { AuthHarness } from './test-harness.ts';

export const DATABASES = ['pglite', 'postgres'] as const;

export function client(
  h: AuthHarness,
  key = h.anonKey,
  headers: Record<string, string> = {},
): SupabaseClient {
  return createClient(h.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers },
    // Node 20 has no global WebSocket; supabase-js builds its Realtime client eagerly.
    realtime: { transport: WebSocket as never },
  });
}

let counter = 0;
/** A unique address per call, so tests sharing one database do not collide. */
export function freshEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Follows a mail link without following the redirect; returns the Location and its fragment. */
export async function followLink(
  link: string,
): Promise<{ status: number; location: string; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  return { status: response.status, location, fragment: new URLSearchParams(location.split('#')[1] ?? '') };
}

/** A raw call to the Auth API, for status codes and bodies supabase-js hides. */
export async function authFetch(
  h: AuthHarness,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string>; apikey?: string | null } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...init.headers };
  if (init.apikey !== null) headers.apikey = init.apikey ?? h.anonKey;
  const response = await fetch(`${h.url}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    body: init.body,
    headers,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}
