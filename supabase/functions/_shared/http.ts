// Responses every function sends: JSON with the CORS headers a browser needs to call a function
// from the site (Supabase's usual set), and the answer to a CORS preflight.

const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

/** `{ "error": message }` with the status; what supabase-js' `functions.invoke` hands back. */
export function jsonError(status: number, message: string): Response {
  return json(status, { error: message });
}

export function preflight(): Response {
  return new Response('ok', { headers: corsHeaders });
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}
