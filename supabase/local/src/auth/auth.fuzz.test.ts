// Hostile input for /auth/v1 (issue 13): generated requests to the real endpoints with random
// methods, query strings, JSON and non-JSON bodies, wrong types, huge fields, garbled or forged
// keys and tokens, and raw bytes no client would send. Every answer must be deliberate (below
// 500) and quick (HANG_MS), the event loop must never stall that long, and afterwards the server
// must still answer /health and let a traveller sign up and sign in.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoServerError,
  expectResponsive,
  FUZZ_RUNS,
  HANG_MS,
  HangError,
  rawRequest,
  timedFetch,
  watchEventLoop,
} from '../test-support/fuzz.ts';
import { signHs256 } from './jwt.ts';
import { type AuthHarness, startAuthHarness } from './test-harness.ts';
import { client, followLink, freshEmail } from './test-support.ts';

const PATHS = [
  '/signup',
  '/token',
  '/recover',
  '/verify',
  '/user',
  '/logout',
  '/settings',
  '/health',
  '/.well-known/jwks.json',
  '/admin/users',
  `/admin/users/${randomUUID()}`,
  '/admin/users/not-a-uuid',
  '/admin/users/%00',
  '/otp',
  '/magiclink',
  '/token/',
  '//signup',
  '/signup/../admin/users',
  '/nowhere',
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];
const FIELDS = [
  'email',
  'password',
  'phone',
  'refresh_token',
  'data',
  'type',
  'token',
  'token_hash',
  'user_metadata',
  'app_metadata',
  'email_confirm',
  'ban_duration',
  'role',
  'id',
  'should_soft_delete',
  'password_hash',
  'code_challenge',
  '__proto__',
  'constructor',
];
const QUERY_KEYS = ['grant_type', 'redirect_to', 'type', 'token', 'page', 'per_page', 'scope', 'apikey'];
const HUGE = 'A'.repeat(1_100_000);
const LONG = 'a'.repeat(70_000);

/** Strings that tend to break parsers and SQL: quotes, NULs, odd Unicode, numbers as text. */
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    "'; drop table auth.users; --",
    '"',
    '\\',
    '%',
    '%00',
    '../../etc/passwd',
    'xx:;x@x.x',
    'a..b@example.co',
    `${'a'.repeat(300)}@example.co`,
    '😀@example.co',
    'user@example.co',
    'Kilimanjaro-2026',
    '123456',
    'password',
    '1e309',
    '-1',
    '0',
    'NaN',
    'null',
    'none',
    '99999999999h',
    '1.5h30m',
    'password',
    'refresh_token',
    'signup',
    'recovery',
    LONG,
  ),
);

/** Anything JSON can hold, with nasty strings, deep nesting and big numbers. */
const value: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 5 }),
  // Moderate depth here (fast-check itself recurses over values); the deep bodies are constants.
  fc.integer({ min: 1, max: 300 }).map((depth) => nest(depth)),
);

function nest(depth: number): unknown {
  let inner: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) inner = i % 2 ? [inner] : { k: inner };
  return inner;
}

const jsonObject = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), value, { maxKeys: 6 });

const body: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 5, arbitrary: jsonObject.map((object) => JSON.stringify(object)) },
  fc.constant(undefined),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '{',
    '{"email":',
    '[1,2]',
    'null',
    '"text"',
    '{"email":"a@b.co","password":"x"}{"again":1}',
    '\u0000\u0001\u0002',
    `{"email":"${LONG}"}`,
    `{"password":"${LONG}"}`,
    `{"data":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    '['.repeat(100_000),
    HUGE,
  ),
);

const queryString = fc
  .dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })), nastyString, {
    maxKeys: 4,
  })
  .chain((params) =>
    fc.oneof(
      fc.constant(new URLSearchParams(params as Record<string, string>).toString()),
      fc.constantFrom(
        'grant_type=password',
        'grant_type=refresh_token',
        'grant_type=pkce',
        'grant_type=id_token',
        'grant_type=password&grant_type=refresh_token',
        'grant_type',
        'page=0&per_page=-5',
        'page=99999999999999999999&per_page=1e9',
        'redirect_to=javascript:alert(1)',
        'scope=%FF%FE',
        '%',
        '&&&==',
      ),
    ),
  );

/** Printable ASCII only: fetch refuses other header bytes before sending (raw bytes cover those). */
const headerText = fc.string({ maxLength: 300 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

describe('auth fuzz', () => {
  let h: AuthHarness;
  let tokens: string[];

  beforeAll(async () => {
    // PostgreSQL only: the handlers are the same on PGlite, and this keeps the run near a minute.
    h = await startAuthHarness('postgres', {
      // Limits high enough that the handlers, not the per-IP limits, answer the generated requests.
      rateLimits: {
        signInSignUpsPer5Min: 1_000_000,
        tokenRefreshPer5Min: 1_000_000,
        tokenVerificationsPer5Min: 1_000_000,
        emailsPerHourPerAddress: 1_000_000,
        emailMinIntervalSeconds: 0,
        failedSignInsBeforeBackoff: 1_000_000,
      },
    });
    // A real signed-in user, so PUT /user and /logout reach past the token check.
    const email = freshEmail('fuzz-user');
    await client(h).auth.signUp({ email, password: 'Kilimanjaro-2026' });
    const { fragment } = await followLink(h.mailer.lastLinkTo(email) ?? '');
    const userToken = fragment.get('access_token') ?? '';
    const secret = h.jwtSecret;
    const now = Math.floor(Date.now() / 1000);
    tokens = [
      h.anonKey,
      h.serviceRoleKey,
      userToken,
      `${userToken.slice(0, -4)}AAAA`,
      await signHs256({ role: 'authenticated', sub: 'not-a-uuid', exp: now + 600 }, secret),
      await signHs256({ role: 'authenticated', sub: randomUUID(), session_id: 'x', exp: now + 600 }, secret),
      await signHs256({ role: 'authenticated', sub: 12, session_id: 12, exp: now + 600 }, secret),
      await signHs256({ role: 'service_role' }, secret),
      await signHs256({ role: 'supabase_admin', exp: now + 600 }, secret),
      await signHs256({ role: ['service_role'], exp: now + 600 }, secret),
      await signHs256({ role: 'authenticated', sub: randomUUID(), exp: 1 }, secret),
      await signHs256({ role: 'authenticated', exp: 1e20 }, secret),
      await signHs256({ role: 'anon', padding: 'x'.repeat(8_000), exp: now + 600 }, secret),
      await signHs256({ role: 'service_role', exp: now + 600 }, 'some-other-secret-with-enough-length!!'),
      `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url(`{"role":"service_role","exp":${now + 600}}`)}.`,
      `${base64url('{"alg":"RS256"}')}.${base64url('{"role":"service_role"}')}.c2ln`,
      `${base64url('{"alg":"HS256"')}.${base64url('{')}.x`,
      'a.b.c',
      '...',
      'Bearer',
      '',
    ];
  });
  afterAll(async () => {
    await h?.close();
  });

  const token = () => fc.oneof({ weight: 3, arbitrary: fc.nat({ max: tokens.length - 1 }) }, fc.constant(-1));

  it(`answers ${FUZZ_RUNS} generated requests below 500, each within ${HANG_MS} ms`, async () => {
    const loop = watchEventLoop();
    const started = performance.now();
    let count = 0;
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            method: fc.constantFrom(...METHODS),
            path: fc.oneof(
              { weight: 6, arbitrary: fc.constantFrom(...PATHS) },
              headerText.map((p) => `/${p}`),
            ),
            query: queryString,
            body,
            apikey: fc.oneof(token(), fc.constant(-2)),
            apikeyText: headerText,
            authorization: fc.oneof(token(), fc.constant(-2), fc.constant(-3)),
            authorizationText: headerText,
            scheme: fc.constantFrom('Bearer ', 'bearer  ', 'Basic ', '', 'Bearer\t'),
            contentType: fc.constantFrom(
              'application/json',
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data; boundary=x',
              '',
            ),
          }),
          async (req) => {
            count += 1;
            const headers: Record<string, string> = {};
            if (req.contentType) headers['Content-Type'] = req.contentType;
            // -1: a generated string; -2: no header at all; -3 (Authorization): only the scheme.
            if (req.apikey !== -2)
              headers.apikey = req.apikey === -1 ? req.apikeyText : (tokens[req.apikey] ?? '');
            if (req.authorization === -1) headers.Authorization = `${req.scheme}${req.authorizationText}`;
            else if (req.authorization === -3) headers.Authorization = req.scheme;
            else if (req.authorization >= 0)
              headers.Authorization = `${req.scheme}${tokens[req.authorization] ?? ''}`;
            const hasBody = req.body !== undefined && req.method !== 'GET' && req.method !== 'HEAD';
            const url = `${h.url}/auth/v1${req.path}${req.query ? `?${req.query}` : ''}`;
            const what = `${req.method} ${req.path}?${req.query.slice(0, 80)}`;
            const res = await timedFetch(url, {
              method: req.method,
              headers,
              ...(hasBody ? { body: req.body } : {}),
            }).catch((error: unknown) => {
              // Name the request that hung (the URL alone does not say which body or headers).
              if (error instanceof HangError) {
                throw new HangError(
                  `${what} with body ${JSON.stringify(req.body?.slice(0, 80))}: ${error.message}`,
                );
              }
              throw error;
            });
            expectNoServerError(res.status, what);
          },
        ),
        { numRuns: FUZZ_RUNS, endOnFailure: true },
      );
    } finally {
      loop.stop();
    }
    console.log(
      `[auth fuzz] ${count} HTTP requests in ${Math.round(performance.now() - started)} ms, longest event-loop stall ${Math.round(loop.maxStallMs())} ms`,
    );
    expect(loop.maxStallMs()).toBeLessThan(HANG_MS);
  }, 180_000);

  it(`answers ${Math.ceil(FUZZ_RUNS / 4)} raw byte requests without a 5xx or a hang`, async () => {
    const port = Number(new URL(h.url).port);
    const loop = watchEventLoop();
    const started = performance.now();
    let count = 0;
    // Garbled text for one part of a request: never a blank line, which would end the head early.
    const line = fc
      .string({ unit: 'binary', maxLength: 120 })
      .map((s) => s.replace(/[\r\n]+/g, (m) => (m.length > 1 ? '\r\n' : m)));
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            // A request whose parts are garbled: request line, headers, declared and real length.
            fc
              .record({
                method: fc.oneof(fc.constantFrom(...METHODS), line),
                path: fc.oneof(fc.constantFrom(...PATHS), line),
                query: fc.oneof(queryString, line),
                version: fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/9.9', ''),
                headers: fc.array(line, { maxLength: 4 }),
                auth: fc.constantFrom(0, 1, 2, 13, 14, 16),
                body: fc.oneof(
                  body.map((b) => b ?? ''),
                  line,
                ),
                shortBy: fc.nat({ max: 5 }),
              })
              .map((r) => {
                const payload = r.body === HUGE ? 'x' : r.body;
                const length = Math.max(0, Buffer.byteLength(payload, 'latin1') - r.shortBy);
                return Buffer.from(
                  `${r.method} /auth/v1${r.path}?${r.query} ${r.version}\r\nHost: 127.0.0.1\r\n` +
                    `apikey: ${tokens[r.auth]}\r\nAuthorization: Bearer ${tokens[r.auth]}\r\n` +
                    `${r.headers.map((h) => `${h}\r\n`).join('')}Content-Length: ${length}\r\n` +
                    `Connection: close\r\n\r\n${payload}`,
                  'latin1',
                );
              }),
            // Bytes that are not HTTP at all, ended so the server knows the head is over. They start
            // with a visible byte: HTTP lets a server skip blank lines while it waits for a request
            // line, so a client that sends only those is waiting, not the server.
            fc
              .uint8Array({ maxLength: 300 })
              .map((bytes) => Buffer.concat([Buffer.from('X'), Buffer.from(bytes), Buffer.from('\r\n\r\n')])),
          ),
          async (bytes) => {
            count += 1;
            const answer = await rawRequest(port, bytes);
            expectNoServerError(
              answer.status,
              `raw request ${JSON.stringify(bytes.subarray(0, 80).toString('latin1'))}`,
            );
          },
        ),
        { numRuns: Math.ceil(FUZZ_RUNS / 4), endOnFailure: true },
      );
    } finally {
      loop.stop();
    }
    console.log(
      `[auth fuzz] ${count} raw requests in ${Math.round(performance.now() - started)} ms, longest event-loop stall ${Math.round(loop.maxStallMs())} ms`,
    );
    expect(loop.maxStallMs()).toBeLessThan(HANG_MS);
  }, 120_000);

  it('answers a path that reads as a host name (//x) with 404, not 500 (found by this fuzz run)', async () => {
    for (const path of ['//~V[s', '//[', '//signup', '//user:pass@host/x']) {
      const res = await timedFetch(`${h.url}/auth/v1${path}`, {
        method: 'PATCH',
        headers: { apikey: h.anonKey },
      });
      expect([path, res.status]).toEqual([path, 404]);
      expect(((await res.json()) as { code: string }).code).toBe('not_found');
    }
  });

  it('answers deeply nested metadata below 500 on every endpoint that stores it', async () => {
    const supabase = client(h);
    const email = freshEmail('deep');
    await supabase.auth.signUp({ email, password: 'Kilimanjaro-2026' });
    const { fragment } = await followLink(h.mailer.lastLinkTo(email) ?? '');
    const bearer = { Authorization: `Bearer ${fragment.get('access_token')}`, apikey: h.anonKey };
    const admin = { Authorization: `Bearer ${h.serviceRoleKey}`, apikey: h.serviceRoleKey };
    for (const depth of [99, 100, 5_000, 100_000]) {
      const deep = `${'{"k":'.repeat(depth)}1${'}'.repeat(depth)}`;
      const requests: [string, string, Record<string, string>, string][] = [
        ['PUT', '/user', bearer, `{"data":${deep}}`],
        [
          'POST',
          '/signup',
          { apikey: h.anonKey },
          `{"email":"${freshEmail('deep')}","password":"Kilimanjaro-2026","data":${deep}}`,
        ],
        ['POST', '/admin/users', admin, `{"email":"${freshEmail('deep')}","user_metadata":${deep}}`],
        ['POST', '/admin/users', admin, `{"email":"${freshEmail('deep')}","app_metadata":${deep}}`],
      ];
      for (const [method, path, headers, body] of requests) {
        const res = await timedFetch(`${h.url}/auth/v1${path}`, { method, headers, body });
        expectNoServerError(res.status, `${method} ${path} at depth ${depth}`);
        // A body nested up to 100 levels (metadata 99 inside the body's object) is stored; deeper is
        // refused as unparseable, as Go's decoder does past its own limit.
        if (depth >= 100) {
          expect(await res.json()).toMatchObject({
            code: 'bad_json',
            message: 'Could not parse request body as JSON: exceeded max depth',
          });
        } else expect([path, res.status]).toEqual([path, 200]);
      }
    }
    await expectResponsive(h.url);
  });

  it('still answers /health and lets a traveller sign up and sign in afterwards', async () => {
    await expectResponsive(h.url);
    const health = await timedFetch(`${h.url}/auth/v1/health`, { headers: { apikey: h.anonKey } });
    expect(health.status).toBe(200);
    const supabase = client(h);
    const email = freshEmail('after-fuzz');
    const signUp = await supabase.auth.signUp({ email, password: 'Serengeti-2026' });
    expect(signUp.error).toBeNull();
    const { fragment } = await followLink(h.mailer.lastLinkTo(email) ?? '');
    expect(fragment.get('access_token')).toBeTruthy();
    const signIn = await supabase.auth.signInWithPassword({ email, password: 'Serengeti-2026' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.access_token).toBeTruthy();
  });
});
