// Fixture: builds a supabase-js client per request, as real functions do. supabase-js creates its
// Realtime client at once and needs the global WebSocket that Deno has and Node 20 lacks.
import { createClient } from '@supabase/supabase-js';

Deno.serve(async () => {
  const client = createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_ANON_KEY') ?? '');
  const { error } = await client.from('no_such_table').select('*').limit(1);
  return Response.json({ reachedRest: Boolean(error), realtime: typeof client.realtime.connect });
});
