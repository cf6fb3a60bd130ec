// Fixture: answers with what it saw and its settings, with Supabase's CORS headers.
import { corsHeaders } from './cors.ts';

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const body = request.method === 'GET' ? null : await request.json().catch(() => null);
  return Response.json(
    {
      method: request.method,
      path: new URL(request.url).pathname,
      query: new URL(request.url).search,
      authorization: request.headers.get('authorization'),
      body,
      env: {
        url: Deno.env.get('SUPABASE_URL'),
        anonKey: Deno.env.get('SUPABASE_ANON_KEY'),
        hasServiceKey: Boolean(Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')),
      },
    },
    { headers: corsHeaders },
  );
});
