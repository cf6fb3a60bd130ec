import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import type { Database } from './database.types.ts';

export type SafariSupabaseClient = SupabaseClient<Database>;

let client: SafariSupabaseClient | null = null;

/**
 * The page's one Supabase client, made on first use from the run-time configuration (so the
 * configuration must have been loaded first). shared-domain is a federation singleton, so the
 * shell and both remotes share this instance, its session and its auto-refresh timer.
 */
export function getSupabase(): SafariSupabaseClient {
  if (!client) {
    const { url, anonKey } = getRuntimeConfig().supabase;
    client = createClient<Database>(url, anonKey);
  }
  return client;
}
