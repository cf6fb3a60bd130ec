// Admin user management with the service key, its refusal otherwise, and how deleting a user
// reaches product tables that reference auth.users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHs256 } from './jwt.ts';
import { type AuthHarness, startAuthHarness } from './test-harness.ts';
import { authFetch, client, DATABASES, freshEmail } from './test-support.ts';

// What a product migration does on hosted Supabase: a profile row per user, created by trigger.
const PRODUCT_MIGRATION = `
  create table public.profiles (
    id uuid primary key references auth.users (id) on delete cascade,
    email text
  );
  create table public.bookings (
    id serial primary key,
    created_by uuid references auth.users (id) on delete set null
  );
  create function public.handle_new_user() returns trigger language plpgsql security definer
    set search_path = '' as $$
  begin
    insert into public.profiles (id, email) values (new.id, new.email);
    return new;
  end $$;
  create trigger on_auth_user_created after insert on auth.users
    for each row execute function public.handle_new_user();
`;

describe.each(DATABASES)('admin users on %s', (kind) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness(kind);
    await h.db.exec(PRODUCT_MIGRATION);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates, reads, updates and deletes users with the service key', async () => {
    const admin = client(h, h.serviceRoleKey).auth.admin;
    const email = freshEmail('staff');
    const created = await admin.createUser({
      email,
      password: 'staff-password',
      email_confirm: true,
      user_metadata: { name: 'Guide' },
      app_metadata: { role: 'admin' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user;
    expect(user?.email).toBe(email);
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.user_metadata).toEqual({ name: 'Guide' });
    expect(user?.app_metadata).toEqual({ role: 'admin', provider: 'email', providers: ['email'] });
    const id = user?.id ?? '';

    // The product trigger ran inside the same transaction.
    const profile = await h.db.query('select email from public.profiles where id = $1', [id]);
    expect(profile.rows).toEqual([{ email }]);

    const signIn = await client(h).auth.signInWithPassword({ email, password: 'staff-password' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.user.app_metadata.role).toBe('admin');

    const read = await admin.getUserById(id);
    expect(read.data.user?.id).toBe(id);

    const newEmail = freshEmail('renamed');
    const updated = await admin.updateUserById(id, {
      email: newEmail,
      password: 'another-password',
      user_metadata: { phone_hint: '+254' },
      app_metadata: { role: 'owner' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(newEmail);
    expect(updated.data.user?.user_metadata).toEqual({ name: 'Guide', phone_hint: '+254' });
    expect(updated.data.user?.app_metadata.role).toBe('owner');
    expect(updated.data.user?.identities?.[0]?.identity_data?.email).toBe(newEmail);
    expect(
      (await client(h).auth.signInWithPassword({ email: newEmail, password: 'another-password' })).error,
    ).toBeNull();

    await h.db.query('insert into public.bookings (created_by) values ($1)', [id]);
    const deleted = await admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error?.status).toBe(404);
    expect(gone.error?.code).toBe('user_not_found');
    for (const table of ['auth.sessions', 'auth.identities', 'public.profiles']) {
      const column = table === 'public.profiles' ? 'id' : 'user_id';
      expect((await h.db.query(`select 1 from ${table} where ${column} = $1`, [id])).rows).toHaveLength(0);
    }
    expect(
      (await h.db.query('select 1 from auth.refresh_tokens where user_id = $1', [id])).rows,
    ).toHaveLength(0);
    expect((await h.db.query('select created_by from public.bookings')).rows).toEqual([{ created_by: null }]);
    // The signed-in user's token dies with the account.
    const stale = await authFetch(h, '/user', {
      headers: { Authorization: `Bearer ${signIn.data.session?.access_token}` },
    });
    expect(stale.status).toBe(403);
    expect(stale.body.code).toBe('user_not_found');
  });

  it('leaves a user created without email_confirm unable to sign in', async () => {
    const admin = client(h, h.serviceRoleKey).auth.admin;
    const email = freshEmail('pending');
    expect((await admin.createUser({ email, password: 'pending-password' })).error).toBeNull();
    const signIn = await client(h).auth.signInWithPassword({ email, password: 'pending-password' });
    expect(signIn.error?.code).toBe('email_not_confirmed');
    const duplicate = await admin.createUser({ email, password: 'pending-password' });
    expect(duplicate.error?.code).toBe('email_exists');
    expect(duplicate.error?.status).toBe(422);
    const weak = await admin.createUser({ email: freshEmail('weak'), password: '123' });
    expect(weak.error?.code).toBe('weak_password');
  });

  it('pages the user list like GoTrue', async () => {
    const admin = client(h, h.serviceRoleKey).auth.admin;
    const before = await admin.listUsers();
    const existing = before.data.users.length;
    for (const label of ['page-a', 'page-b', 'page-c']) {
      expect(
        (await admin.createUser({ email: freshEmail(label), password: 'paging-password' })).error,
      ).toBeNull();
    }
    const total = existing + 3;
    const first = await admin.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      aud: 'authenticated',
      total,
      nextPage: 2,
      lastPage: Math.ceil(total / 2),
    });
    expect(first.data.users).toHaveLength(2);
    // Newest first.
    expect(first.data.users[0]?.email).toMatch(/^page-c-/);
    const raw = await authFetch(h, '/admin/users?page=2&per_page=2', {
      headers: { Authorization: `Bearer ${h.serviceRoleKey}` },
    });
    expect(raw.headers.get('x-total-count')).toBe(String(total));
    expect(raw.headers.get('link')).toContain(
      `</admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );
    const all = await admin.listUsers();
    expect(all.data.users).toHaveLength(total);
  });

  it('refuses admin calls with the anon key, a user token or a forged service token', async () => {
    const anonAdmin = client(h).auth.admin;
    const refused = await anonAdmin.listUsers();
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe('not_admin');
    expect(refused.error?.message).toBe('User not allowed');
    expect(
      (await anonAdmin.createUser({ email: freshEmail('x'), password: 'whatever-pw' })).error?.code,
    ).toBe('not_admin');

    const email = freshEmail('plain');
    await client(h, h.serviceRoleKey).auth.admin.createUser({
      email,
      password: 'plain-password',
      email_confirm: true,
    });
    const session = (await client(h).auth.signInWithPassword({ email, password: 'plain-password' })).data
      .session;
    const asUser = client(h, h.anonKey, { Authorization: `Bearer ${session?.access_token}` }).auth.admin;
    const userRefused = await asUser.listUsers();
    expect(userRefused.error?.code).toBe('not_admin');
    expect((await asUser.deleteUser(session?.user.id ?? '')).error?.code).toBe('not_admin');
    expect((await client(h).auth.signInWithPassword({ email, password: 'plain-password' })).error).toBeNull();

    const forged = await signHs256(
      { role: 'service_role', exp: 1983812996 },
      'another-secret-another-secret-another!!',
    );
    const forgedRefused = await authFetch(h, '/admin/users', {
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(forgedRefused.status).toBe(403);
    expect(forgedRefused.body.code).toBe('bad_jwt');
    const missing = await authFetch(h, '/admin/users', { headers: { Authorization: '' }, apikey: h.anonKey });
    expect(missing.body.code).toBe('not_admin');
  });
});
