// Fixture: a public function (verify_jwt = false), reading the signed-in user with supabase-js
// when a token is given, built from the caller's Authorization header.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

Deno.serve(async (request) => {
  const authorization = request.headers.get('authorization');
  if (!authorization) return Response.json({ user: null });
  const supabase = createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_ANON_KEY') ?? '', {
    global: { headers: { Authorization: authorization } },
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await supabase.rpc('whoami');
  return Response.json({ whoami: data, error: error?.message ?? null });
});
