// The part of Deno's API our edge functions may use. Hosted Supabase runs them under Deno;
// supabase/local runs them under Node and installs a `Deno` global with exactly these members
// before it imports a function.
declare namespace Deno {
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  const env: { get(name: string): string | undefined };
}
