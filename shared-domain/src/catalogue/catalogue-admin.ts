import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../supabase/database.types.ts';

// The admin's calls on the catalogue (issue 23, decision 120): drafts, publishing, history and
// restoring. Each answers a result object and never throws; a refusal carries the database's
// words (the conflict names who saved the tour and when). The database is what enforces every
// rule (admins only, the tour's limits, the revision); the schema check here only spares a round
// trip and gives the same messages.
//
// What every call shares is here: the result type and the wording of a refusal; the calls are in
// tour-drafts.ts and catalogue-versions.ts.

export type CatalogueClient = SupabaseClient<Database>;

export type CatalogueResult<T extends object> =
  | ({ readonly ok: true } & T)
  | { readonly ok: false; readonly message: string; readonly code: string | null };

const NOT_ADMIN = 'Only admins may change the catalogue';
/** A SQLSTATE (PT409 included) or PostgREST's own PGRSTnnn. */
const DATABASE_CODE = /^([0-9A-Z]{5}|PGRST\d{3})$/;
const UNREACHABLE = 'The catalogue could not be reached; check the connection and try again';

export function refusal(error: unknown): { ok: false; message: string; code: string | null } {
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const code = typeof record.code === 'string' ? record.code : null;
  const message = typeof record.message === 'string' ? record.message : '';
  if (code === '42501' && /row-level security|permission denied/i.test(message)) {
    return { ok: false, message: NOT_ADMIN, code };
  }
  if (code === '23505') {
    return { ok: false, message: 'A tour with this address (slug) already exists', code };
  }
  // Only the database's own refusals carry words for staff; a proxy's error page, a network
  // failure or anything else without a database code gets the connection message.
  if (!code || !DATABASE_CODE.test(code) || !message) return { ok: false, message: UNREACHABLE, code };
  return { ok: false, message, code };
}

export async function attempt<T extends object>(
  call: () => Promise<CatalogueResult<T>>,
): Promise<CatalogueResult<T>> {
  try {
    return await call();
  } catch (error) {
    return refusal(error);
  }
}
