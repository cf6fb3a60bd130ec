// The admin-user-management handler called with real Requests carrying real tokens, against
// supabase/local (real Auth and REST over the product migrations), on PGlite and PostgreSQL.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATABASE_KINDS, startTestServer, type TestServer } from '@safari/supabase-local/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler, type ManagedUser } from './handler.ts';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

interface Account {
  id: string;
  email: string;
  token: string;
}

describe.each(DATABASE_KINDS)('admin-user-management on %s', (kind) => {
  let server: TestServer;
  let handler: (request: Request) => Promise<Response>;
  let admin: Account;
  let traveller: Account;
  let count = 0;

  async function account(name: string, role: 'admin' | 'user' = 'user'): Promise<Account> {
    count += 1;
    const email = `${name}-${count}@example.test`;
    const password = `${name}-password-2026`;
    const created = await server
      .serviceClient()
      .auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error || !created.data.user) throw created.error ?? new Error('no user');
    if (role === 'admin') {
      const { error } = await server
        .serviceClient()
        .from('user_roles')
        .update({ role: 'admin' })
        .eq('user_id', created.data.user.id);
      if (error) throw error;
    }
    const signIn = await server.client().auth.signInWithPassword({ email, password });
    if (signIn.error || !signIn.data.session) throw signIn.error ?? new Error('no session');
    return { id: created.data.user.id, email, token: signIn.data.session.access_token };
  }

  function call(body: unknown, token?: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ 'Content-Type': 'application/json', apikey: server.keys.anonKey });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return handler(
      new Request(`${server.url}/functions/v1/admin-user-management`, {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
        ...init,
      }),
    );
  }

  async function roleOf(userId: string): Promise<string | null> {
    const { data } = await server
      .serviceClient()
      .from('user_roles')
      .select('role')
      .eq('user_id', userId)
      .maybeSingle();
    return (data as { role: string } | null)?.role ?? null;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { migrationsDir: MIGRATIONS });
    handler = createHandler({
      supabaseUrl: server.url,
      anonKey: server.keys.anonKey,
      serviceRoleKey: server.keys.serviceRoleKey,
    });
    [admin, traveller] = await Promise.all([account('admin', 'admin'), account('traveller')]);
  });
  afterAll(() => server?.stop());

  it('answers a CORS preflight with Supabase’s usual headers', async () => {
    const res = await handler(
      new Request(`${server.url}/functions/v1/admin-user-management`, { method: 'OPTIONS' }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(res.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('401 without a token, with a forged token, and with the anon key instead of a session', async () => {
    for (const token of [undefined, 'not-a-jwt', `${admin.token.slice(0, -4)}AAAA`, server.keys.anonKey]) {
      const res = await call({ action: 'listUsers' }, token);
      expect(res.status, String(token).slice(0, 12)).toBe(401);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(((await res.json()) as { error: string }).error).toMatch(/token|session/i);
    }
  });

  it('403 for a signed-in traveller, whatever the action', async () => {
    for (const body of [
      { action: 'listUsers' },
      { action: 'updateRole', userId: traveller.id, role: 'admin' },
      { action: 'deleteUser', userId: admin.id },
    ]) {
      const res = await call(body, traveller.token);
      expect(res.status, body.action).toBe(403);
      expect(await res.json()).toEqual({ error: 'You do not have admin privileges.' });
    }
    expect(await roleOf(traveller.id)).toBe('user');
    expect(await roleOf(admin.id)).toBe('admin');
  });

  it('lists every account with its role, registration and last sign-in', async () => {
    const res = await call({ action: 'listUsers' }, admin.token);
    expect(res.status).toBe(200);
    const { users } = (await res.json()) as { users: ManagedUser[] };
    const byId = new Map(users.map((u) => [u.id, u]));
    expect(byId.get(admin.id)).toMatchObject({ email: admin.email, role: 'admin' });
    expect(byId.get(traveller.id)).toMatchObject({ email: traveller.email, role: 'user' });
    expect(Date.parse(byId.get(traveller.id)?.created_at ?? '')).not.toBeNaN();
    expect(Date.parse(byId.get(traveller.id)?.last_sign_in_at ?? '')).not.toBeNaN();
  });

  it('400 for a non-JSON body, an unknown action, a malformed id or an unknown role', async () => {
    const cases: [unknown, RegExp][] = [
      ['{not json', /JSON/],
      [['listUsers'], /action/],
      [{ action: 'dropDatabase' }, /Unknown action/],
      [{}, /Unknown action/],
      [{ action: 'updateRole', userId: 'abc', role: 'admin' }, /userId/],
      [{ action: 'deleteUser', userId: "x' or 1=1" }, /userId/],
      [{ action: 'deleteUser' }, /userId/],
      [{ action: 'updateRole', userId: traveller.id, role: 'superuser' }, /role/],
    ];
    for (const [body, message] of cases) {
      const res = await call(body, admin.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    expect(await roleOf(traveller.id)).toBe('user');
  });

  it('405 for anything but POST', async () => {
    const res = await call(undefined, admin.token, { method: 'GET', body: null });
    expect(res.status).toBe(405);
  });

  it('404 for a well-formed id that belongs to no account', async () => {
    const nobody = '2f8c6a0e-1b7d-4c3a-9e5f-0a1b2c3d4e5f';
    for (const body of [
      { action: 'updateRole', userId: nobody, role: 'admin' },
      { action: 'deleteUser', userId: nobody },
    ]) {
      const res = await call(body, admin.token);
      expect(res.status, body.action).toBe(404);
      expect(await res.json()).toEqual({ error: 'No user has this id.' });
    }
  });

  it('an admin can neither demote nor delete themself', async () => {
    const demote = await call({ action: 'updateRole', userId: admin.id, role: 'user' }, admin.token);
    expect(demote.status).toBe(403);
    expect(await demote.json()).toEqual({ error: 'You cannot change your own role.' });
    const remove = await call({ action: 'deleteUser', userId: admin.id.toUpperCase() }, admin.token);
    expect(remove.status).toBe(403);
    expect(await remove.json()).toEqual({ error: 'You cannot delete your own account.' });
    expect(await roleOf(admin.id)).toBe('admin');
    const stillThere = await server.serviceClient().auth.admin.getUserById(admin.id);
    expect(stillThere.data.user?.id).toBe(admin.id);
  });

  it('promotes a traveller, who can then manage users, and demotes them again', async () => {
    const guide = await account('guide');
    const promote = await call({ action: 'updateRole', userId: guide.id, role: 'admin' }, admin.token);
    expect(promote.status).toBe(200);
    expect(await promote.json()).toEqual({ user: { id: guide.id, role: 'admin' } });
    expect(await roleOf(guide.id)).toBe('admin');
    expect((await call({ action: 'listUsers' }, guide.token)).status).toBe(200);

    const demote = await call({ action: 'updateRole', userId: guide.id, role: 'user' }, admin.token);
    expect(demote.status).toBe(200);
    expect(await roleOf(guide.id)).toBe('user');
    expect((await call({ action: 'listUsers' }, guide.token)).status).toBe(403);
  });

  it('deletes an account: its role goes, its bookings stay with user_id null', async () => {
    const leaving = await account('leaving');
    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const booking = await server
      .client(leaving.token)
      .from('bookings')
      .insert({
        user_id: leaving.id,
        customer_name: 'Leaving Traveller',
        customer_email: leaving.email,
        customer_phone: '+255 711 000 222',
        tour_name: '4-Day Arusha to Lake Manyara Safari Adventure',
        tour_slug: 'arusha-to-manyara',
        tour_date: inTwoWeeks,
        number_of_guests: 1,
      })
      .select('id')
      .single();
    expect(booking.error).toBeNull();

    const res = await call({ action: 'deleteUser', userId: leaving.id }, admin.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: leaving.id });

    expect(await roleOf(leaving.id)).toBeNull();
    const kept = await server
      .serviceClient()
      .from('bookings')
      .select('user_id, customer_name')
      .eq('id', (booking.data as { id: string }).id);
    expect(kept.data).toEqual([{ user_id: null, customer_name: 'Leaving Traveller' }]);
    const signIn = await server.client().auth.signInWithPassword({
      email: leaving.email,
      password: 'leaving-password-2026',
    });
    expect(signIn.error?.message).toContain('Invalid login credentials');
    const listed = (await (await call({ action: 'listUsers' }, admin.token)).json()) as {
      users: ManagedUser[];
    };
    expect(listed.users.some((u) => u.id === leaving.id)).toBe(false);
  });
});
