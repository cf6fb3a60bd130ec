import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admin.ts';
import { startServer } from './server.ts';
import {
  DATABASE_KINDS,
  serverOptionsFor,
  startTestServer,
  type TestServer,
} from './test-support/harness.ts';

describe.each(DATABASE_KINDS)('server on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reports health on /health and /healthz', async () => {
    for (const path of ['/health', '/healthz']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: kind });
    }
  });

  it('serves no site of its own: other paths answer 404 in JSON', async () => {
    const page = await fetch(`${server.url}/some/page`);
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual({ message: 'no Route matched with those values' });
  });

  it('mounts Auth at /auth/v1 and 404s other API prefixes with JSON', async () => {
    const auth = await server.api('/auth/v1/settings');
    expect(auth.status).toBe(200);
    expect(((await auth.json()) as { mailer_autoconfirm: boolean }).mailer_autoconfirm).toBe(false);
    const functions = await server.api('/functions/v1/hello');
    expect(functions.status).toBe(404);
    expect(functions.headers.get('content-type')).toContain('application/json');
  });

  it('logs one line per request with method, path, status and time', async () => {
    await server.api('/rest/v1/items?select=id');
    expect(server.logs.some((line) => /^GET \/rest\/v1\/items 200 \d+\.\dms$/.test(line))).toBe(true);
  });

  it('create-admin: a confirmed bcrypt user who can sign in, and the admin role once user_roles exists', async () => {
    const withoutRoles = await createAdmin(server.db, { email: 'Boss@Example.test' });
    expect(withoutRoles).toMatchObject({ created: true, roleGranted: false });
    expect(withoutRoles.generatedPassword?.length).toBeGreaterThanOrEqual(12);
    // A stand-in for the product's user_roles table, which the database migrations create.
    await server.db.exec('create table public.user_roles (user_id uuid not null, role text not null)');
    const again = await createAdmin(server.db, { email: 'boss@example.test', password: 'correct horse' });
    expect(again).toMatchObject({ created: false, roleGranted: true, userId: withoutRoles.userId });
    const user = await server.db.query<{ encrypted_password: string; confirmed: boolean; email: string }>(
      'select encrypted_password, email_confirmed_at is not null as confirmed, email from auth.users',
    );
    expect(user.rows).toHaveLength(1);
    expect(user.rows[0]?.confirmed).toBe(true);
    expect(user.rows[0]?.email).toBe('boss@example.test');
    expect(await bcrypt.compare('correct horse', user.rows[0]?.encrypted_password ?? '')).toBe(true);
    await createAdmin(server.db, { email: 'boss@example.test' });
    const roles = await server.db.query('select user_id::text as id, role from public.user_roles');
    expect(roles.rows).toEqual([{ id: withoutRoles.userId, role: 'admin' }]);

    // The user the CLI made is a real Auth user: the password signs in through /auth/v1.
    const signIn = await server.client().auth.signInWithPassword({
      email: 'boss@example.test',
      password: 'correct horse',
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.id).toBe(withoutRoles.userId);
  });

  it('a `site` beside the API answers every path the API does not own, 405 when it declines; starts once listening, closes with the server', async () => {
    const calls: string[] = [];
    let urlAtStart = '';
    // A second server over the first one's database (already migrated): no second boot.
    const beside = await startServer({
      ...serverOptionsFor(server.database),
      db: server.db,
      migrationsDir: null,
      site: (context) => ({
        async handle(req, res) {
          if (req.method !== 'GET') return false;
          res.writeHead(200, { 'Content-Type': 'text/plain' }).end(`site ${req.url}`);
          return true;
        },
        async start() {
          urlAtStart = context.siteUrl;
          calls.push('start');
        },
        async close() {
          calls.push('close');
        },
      }),
    });
    try {
      expect(await (await fetch(`${beside.url}/tours/serengeti?from=home`)).text()).toBe(
        'site /tours/serengeti?from=home',
      );
      const post = await fetch(`${beside.url}/tours`, { method: 'POST' });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, HEAD');
      // The API and health stay the server's own.
      const rest = await fetch(`${beside.url}/rest/v1/items?select=id`, {
        headers: { apikey: beside.keys.anonKey },
      });
      expect(rest.status).toBe(200);
      expect((await fetch(`${beside.url}/health`)).status).toBe(200);
      expect(urlAtStart).toBe(beside.url);
      expect(calls).toEqual(['start']);
    } finally {
      await beside.close();
    }
    expect(calls).toEqual(['start', 'close']);
  });

  it('close() lets an in-flight request finish, then refuses new connections', async () => {
    // supabase-js builders are lazy: `then` is what sends the request.
    const inFlight = server
      .client()
      .rpc('slow', { seconds: 0.5 })
      .then((r) => r);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = server.close();
    const result = await inFlight;
    expect(result.error).toBeNull();
    expect(result.status).toBe(200);
    expect(result.data).toBe(1);
    await closing;
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });
});
