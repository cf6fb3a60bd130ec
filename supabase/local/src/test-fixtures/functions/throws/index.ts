// Fixture: fails with a secret in its error, which must not reach the caller.
Deno.serve(() => {
  throw new Error('database password is hunter2');
});
