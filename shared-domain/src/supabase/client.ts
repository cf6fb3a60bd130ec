import type { SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import type { Database } from './database.types.ts';

export type SafariSupabaseClient = SupabaseClient<Database>;

let client: Promise<SafariSupabaseClient> | null = null;

/**
 * The page's one Supabase client, made on first use from the run-time configuration (so the
 * configuration must have been loaded first). shared-domain is a federation singleton, so the
 * shell and both remotes share this instance, its session and its auto-refresh timer.
 *
 * supabase-js (≈56 kB gzip) is fetched only when something first needs the backend, so pages
 * that never talk to it do not pay for it on a phone's first visit. A failed fetch of the
 * library is forgotten, so the next call tries again.
 */
export function getSupabase(): Promise<SafariSupabaseClient> {
  if (!client) {
    const { url, anonKey } = getRuntimeConfig().supabase;
    const loading = import('@supabase/supabase-js').then(({ createClient }) =>
      createClient<Database>(url, anonKey),
    );
    loading.catch(() => {
      if (client === loading) client = null;
    });
    client = loading;
  }
  return client;
}
