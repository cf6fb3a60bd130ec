// Fixture: disabled in config.toml, so never served.
Deno.serve(() => new Response('should not run'));
