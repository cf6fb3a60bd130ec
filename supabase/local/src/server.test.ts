import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admin.ts';
import { DATABASE_KINDS, startTestServer, type TestServer } from './test-support/harness.ts';

async function fakeSite(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'site-'));
  await mkdir(join(root, 'shell', 'dist'), { recursive: true });
  await mkdir(join(root, 'public-site', 'dist'), { recursive: true });
  await writeFile(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(
    join(root, 'shell', 'dist', 'config.json'),
    JSON.stringify({
      remotes: { publicSite: '/remotes/public-site/mf-manifest.json' },
      supabase: { url: '/', anonKey: '' },
      settings: { a: 1 },
    }),
  );
  await writeFile(join(root, 'public-site', 'dist', 'remoteEntry.js'), 'export {}');
  return root;
}

describe.each(DATABASE_KINDS)('server on %s', (kind) => {
  let server: TestServer;
  let site: string;
  beforeAll(async () => {
    site = await fakeSite();
    server = await startTestServer(kind, { siteDir: site });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(site, { recursive: true, force: true });
  });

  it('reports health on /health and /healthz', async () => {
    for (const path of ['/health', '/healthz']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: kind });
    }
  });

  it('serves the site, and /config.json with this server URL and only the anon key', async () => {
    const config = await fetch(`${server.url}/config.json`);
    const text = await config.text();
    expect(JSON.parse(text)).toEqual({
      remotes: { publicSite: '/remotes/public-site/mf-manifest.json' },
      supabase: { url: server.url, anonKey: server.keys.anonKey },
      settings: { a: 1 },
    });
    expect(text).not.toContain(server.keys.serviceRoleKey);
    expect(await (await fetch(`${server.url}/some/page`)).text()).toContain('<title>shell</title>');
    expect((await fetch(`${server.url}/remotes/public-site/remoteEntry.js`)).status).toBe(200);
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
