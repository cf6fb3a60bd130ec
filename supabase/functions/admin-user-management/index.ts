// Entry point Supabase (and supabase/local) runs; the logic is in handler.ts. Settings are read
// per request, not at import: under supabase/local one process may serve several servers (tests),
// each with its own URL and keys.
import { createHandler } from './handler.ts';

function setting(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`admin-user-management needs the ${name} environment variable`);
  return value;
}

Deno.serve((request) =>
  createHandler({
    supabaseUrl: setting('SUPABASE_URL'),
    anonKey: setting('SUPABASE_ANON_KEY'),
    serviceRoleKey: setting('SUPABASE_SERVICE_ROLE_KEY'),
  })(request),
);
