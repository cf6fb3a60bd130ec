// Hostile calls to /functions/v1 on a live supabase/local: generated function names and paths,
// methods, tokens (none, garbled, forged, a traveller's, an admin's) and bodies. The gateway and
// admin-user-management must answer each with a deliberate status below 500, quickly, and the
// server must still answer (and the function still work) afterwards.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expectNoServerError,
  expectResponsive,
  FUZZ_RUNS,
  HANG_MS,
  rawRequest,
  timedFetch,
  watchEventLoop,
} from '@safari/supabase-local/fuzz';
import { startTestServer, type TestServer } from '@safari/supabase-local/test-support';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');
const PASSWORD = 'Fuzz-Gateway-Kibo-2026!';

describe('/functions/v1 under hostile calls', () => {
  let server: TestServer;
  const tokens: Record<'admin' | 'traveller', string> = { admin: '', traveller: '' };
  const loop = watchEventLoop();

  async function signedIn(email: string, admin: boolean): Promise<string> {
    const service = server.serviceClient();
    const created = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    if (created.error || !created.data.user) throw created.error ?? new Error('no user');
    if (admin) {
      const { error } = await service
        .from('user_roles')
        .update({ role: 'admin' })
        .eq('user_id', created.data.user.id);
      if (error) throw error;
    }
    const session = await server.client().auth.signInWithPassword({ email, password: PASSWORD });
    if (session.error || !session.data.session) throw session.error ?? new Error('no session');
    return session.data.session.access_token;
  }

  beforeAll(async () => {
    server = await startTestServer('pglite', { migrationsDir: MIGRATIONS });
    tokens.admin = await signedIn('fuzz-admin@example.test', true);
    tokens.traveller = await signedIn('fuzz-traveller@example.test', false);
    loop.reset();
  });
  afterAll(async () => {
    loop.stop();
    await server?.stop();
  });

  const name = fc.oneof(
    fc.constant('admin-user-management'),
    fc.constant('admin-user-management'),
    fc.constantFrom(
      '',
      '..',
      '%2e%2e',
      '%zz',
      '_shared',
      'deno.d.ts',
      'node_modules',
      'admin-user-management.',
      '-x',
    ),
    fc.string({ maxLength: 20 }).map(encodeURIComponent),
  );
  const rest = fc.oneof(
    fc.constant(''),
    fc.constantFrom('/index.ts', '/../_shared/http.ts', '/%zz', '?%zz', '?a=1&a=2', '/x/y/z'),
  );
  const authorization = fc.oneof(
    fc.constant(null),
    fc.constantFrom('admin', 'traveller', 'anon', 'service'),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic abc',
      'Bearer a.b.c',
      'bearer  x',
      `Bearer ${'x'.repeat(9000)}`,
    ),
    fc.string({ maxLength: 60 }).map((s) => `Bearer ${s.replace(/[^\x21-\x7e]/g, '')}`),
  );
  const body = fc.oneof(
    fc.constant(undefined),
    fc.json({ maxDepth: 4 }),
    fc.string({ maxLength: 200 }),
    fc
      .record({
        action: fc.oneof(
          fc.constantFrom('listUsers', 'updateRole', 'deleteUser', 'LISTUSERS'),
          fc.jsonValue(),
        ),
        userId: fc.oneof(
          fc.uuid(),
          fc.jsonValue(),
          fc.constantFrom('', '00000000-0000-0000-0000-000000000000'),
        ),
        role: fc.oneof(fc.constantFrom('admin', 'user', 'owner', ''), fc.jsonValue()),
      })
      .map((record) => JSON.stringify(record)),
    fc.constant(`${'['.repeat(5000)}${']'.repeat(5000)}`),
    fc.constant(JSON.stringify({ action: 'updateRole', userId: 'x'.repeat(100_000) })),
  );
  const method = fc.constantFrom('POST', 'POST', 'GET', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'HEAD');
  const contentType = fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    '',
  );

  function headerValue(auth: string | null): string | null {
    if (auth === 'admin') return `Bearer ${tokens.admin}`;
    if (auth === 'traveller') return `Bearer ${tokens.traveller}`;
    if (auth === 'anon') return `Bearer ${server.keys.anonKey}`;
    if (auth === 'service') return `Bearer ${server.keys.serviceRoleKey}`;
    return auth;
  }

  it(`answers ${FUZZ_RUNS} generated calls below 500`, async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        name,
        rest,
        method,
        authorization,
        contentType,
        body,
        async (fn, tail, verb, auth, type, payload) => {
          const headers: Record<string, string> = { apikey: server.keys.anonKey };
          const value = headerValue(auth);
          if (value !== null) headers.Authorization = value;
          if (type) headers['Content-Type'] = type;
          const hasBody = payload !== undefined && verb !== 'GET' && verb !== 'HEAD';
          const res = await timedFetch(`${server.url}/functions/v1/${fn}${tail}`, {
            method: verb,
            headers,
            ...(hasBody ? { body: payload } : {}),
          });
          expectNoServerError(res.status, `${verb} /functions/v1/${fn}${tail} as ${auth}`);
          seen.add(res.status);
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
    // The calls reached every layer: the gateway's refusals, the function's own and its answers.
    for (const status of [200, 400, 401, 403, 404, 405]) expect(seen).toContain(status);
    expect(loop.maxStallMs()).toBeLessThan(HANG_MS);
  }, 300_000);

  it('answers raw requests with broken paths and headers below 500', async () => {
    const paths = fc.constantFrom(
      '/functions/v1/%zz',
      '/functions/v1/admin-user-management/%zz',
      '//functions/v1/admin-user-management',
      '/functions/v1/admin-user-management?%',
      '/functions/v1/\\..\\_shared',
    );
    await fc.assert(
      fc.asyncProperty(
        paths,
        fc.constantFrom('', 'Authorization: Bearer \x01\r\n', 'Authorization: \xff\xfe\r\n'),
        async (path, extra) => {
          const answer = await rawRequest(
            server.port,
            Buffer.from(
              `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Content-Length: 2\r\nConnection: close\r\n\r\n{}`,
              'latin1',
            ),
          );
          expectNoServerError(answer.status, path);
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);

  it('still serves the admin afterwards', async () => {
    await expectResponsive(server.url);
    const res = await timedFetch(`${server.url}/functions/v1/admin-user-management`, {
      method: 'POST',
      headers: {
        apikey: server.keys.anonKey,
        Authorization: `Bearer ${tokens.admin}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ action: 'listUsers' }),
    });
    expect(res.status).toBe(200);
    const { users } = (await res.json()) as { users: { email: string }[] };
    expect(users.map((u) => u.email)).toContain('fuzz-traveller@example.test');
  });
});
