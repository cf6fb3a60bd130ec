import type { Session, User } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_UNREACHABLE } from '../messages/auth-failures.ts';
import type { SafariSupabaseClient } from '../supabase/client.ts';
import { type AuthState, createAuthStore, getAuthStore, ROLE_READ_FRESH_MS } from './auth-store.ts';

// The store's network calls all go through the client it is given. These tests give it a
// stand-in that records the calls and answers like supabase-js, to check the store's decisions;
// the real client against the local server is exercised by the integration suite.
type Listener = (event: string, session: Session | null) => void;

function fakeSession(id: string, email = `${id}@example.com`): Session {
  const user = { id, email } as User;
  return { access_token: 't', refresh_token: 'r', expires_in: 3600, token_type: 'bearer', user } as Session;
}

function fakeClient(
  options: { role?: string | null; error?: string; session?: Session | null; existingAccount?: boolean } = {},
) {
  const calls: { method: string; args: unknown[] }[] = [];
  let listener: Listener | null = null;
  const record = (method: string, args: unknown[]) => calls.push({ method, args });
  const failure = options.error ? { message: options.error } : null;
  const query = {
    select: () => query,
    eq: (_column: string, value: unknown) => {
      record('role-query', [value]);
      return query;
    },
    maybeSingle: async () => ({ data: options.role ? { role: options.role } : null, error: null }),
  };
  const auth = {
    onAuthStateChange: (callback: Listener) => {
      listener = callback;
      return { data: { subscription: { unsubscribe: () => record('unsubscribe', []) } } };
    },
    getSession: async () => ({ data: { session: options.session ?? null } }),
    signInWithPassword: async (credentials: unknown) => {
      record('signInWithPassword', [credentials]);
      if (failure) return { data: { session: null, user: null }, error: failure };
      const session = fakeSession('user-1');
      return { data: { session, user: session.user }, error: null };
    },
    signUp: async (credentials: unknown) => {
      record('signUp', [credentials]);
      if (failure) return { data: { session: null, user: null }, error: failure };
      const session = options.session ?? null;
      // As GoTrue answers with confirmations on: a new address gets a user with its identity, an
      // address that already has an account a stand-in user with none.
      const user = session?.user ?? ({ id: 'new', identities: options.existingAccount ? [] : [{}] } as User);
      return { data: { session, user }, error: null };
    },
    resend: async (...args: unknown[]) => {
      record('resend', args);
      return { data: { user: null, session: null }, error: failure };
    },
    signOut: async () => {
      record('signOut', []);
      return { error: failure };
    },
    resetPasswordForEmail: async (...args: unknown[]) => {
      record('resetPasswordForEmail', args);
      return { error: failure };
    },
    updateUser: async (...args: unknown[]) => {
      record('updateUser', args);
      return { error: failure };
    },
  };
  const client = { auth, from: () => query } as unknown as SafariSupabaseClient;
  return { client, calls, emit: (event: string, session: Session | null) => listener?.(event, session) };
}

const siteUrl = () => 'https://safari.example/';
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('auth store', () => {
  it('starts loading with no session', () => {
    const state = createAuthStore({ client: () => fakeClient().client }).getState();
    expect(state).toMatchObject({
      session: null,
      user: null,
      role: null,
      loading: true,
      passwordRecovery: false,
    });
  });

  it('signs an admin in and sends them to /admin', async () => {
    const fake = fakeClient({ role: 'admin' });
    const store = createAuthStore({ client: () => fake.client, siteUrl });
    expect(await store.getState().signIn('a@b.tz', 'secret')).toEqual({ ok: true, redirectTo: '/admin' });
    expect(store.getState()).toMatchObject({ role: 'admin', loading: false });
    expect(store.getState().user?.id).toBe('user-1');
    expect(fake.calls).toContainEqual({ method: 'role-query', args: ['user-1'] });
  });

  it('sends everyone else to their bookings', async () => {
    const store = createAuthStore({ client: () => fakeClient({ role: null }).client, siteUrl });
    expect(await store.getState().signIn('a@b.tz', 'secret')).toEqual({
      ok: true,
      redirectTo: '/my-bookings',
    });
    expect(store.getState().role).toBe('user');
  });

  it('explains a failed sign-in with the seed’s wording', async () => {
    const store = createAuthStore({
      client: () => fakeClient({ error: 'Invalid login credentials' }).client,
    });
    const outcome = await store.getState().signIn('a@b.tz', 'wrong');
    expect(outcome).toMatchObject({ ok: false, notice: { title: 'Invalid credentials' } });
    expect(store.getState().user).toBeNull();
  });

  it('signs up with /auth as the confirmation link’s destination', async () => {
    const fake = fakeClient();
    const store = createAuthStore({ client: () => fake.client, siteUrl });
    expect(await store.getState().signUp('a@b.tz', 'secret')).toEqual({
      ok: true,
      notice: { title: 'Success!', description: 'Check your email to confirm your account' },
    });
    expect(fake.calls[0]).toEqual({
      method: 'signUp',
      args: [
        { email: 'a@b.tz', password: 'secret', options: { emailRedirectTo: 'https://safari.example/auth' } },
      ],
    });
  });

  it('on a German page, signs up with German in the metadata and the German /auth as destination (issue 41)', async () => {
    vi.stubGlobal('window', { location: { pathname: '/de/auth' } });
    try {
      const fake = fakeClient();
      const store = createAuthStore({ client: () => fake.client, siteUrl });
      await store.getState().signUp('a@b.tz', 'secret');
      await store.getState().requestPasswordReset('a@b.tz');
      expect(fake.calls).toContainEqual({
        method: 'signUp',
        args: [
          {
            email: 'a@b.tz',
            password: 'secret',
            options: { emailRedirectTo: 'https://safari.example/de/auth', data: { language: 'de' } },
          },
        ],
      });
      expect(fake.calls).toContainEqual({
        method: 'resetPasswordForEmail',
        args: ['a@b.tz', { redirectTo: 'https://safari.example/de/auth?mode=reset' }],
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says to check the mailbox or sign in when Auth answers with a user without identities', async () => {
    const store = createAuthStore({ client: () => fakeClient({ existingAccount: true }).client, siteUrl });
    const outcome = await store.getState().signUp('taken@b.tz', 'secret');
    expect(outcome).toMatchObject({
      ok: true,
      addressMayHaveAccount: true,
      notice: { title: 'Check your email' },
    });
    expect(outcome.notice?.description).toMatch(/sign in/);
    expect(store.getState().session).toBeNull();
  });

  it('asks for a new confirmation link to /auth, and reports a refusal', async () => {
    const fake = fakeClient();
    const store = createAuthStore({ client: () => fake.client, siteUrl });
    expect(await store.getState().resendConfirmation('a@b.tz')).toMatchObject({
      ok: true,
      notice: { title: 'Check your email' },
    });
    expect(fake.calls).toContainEqual({
      method: 'resend',
      args: [
        { type: 'signup', email: 'a@b.tz', options: { emailRedirectTo: 'https://safari.example/auth' } },
      ],
    });
    const limited = createAuthStore({
      client: () =>
        fakeClient({ error: 'For security purposes, you can only request this after 42 seconds.' }).client,
      siteUrl,
    });
    expect(await limited.getState().resendConfirmation('a@b.tz')).toEqual({
      ok: false,
      notice: {
        title: 'Could not send a new link',
        description: 'For security purposes, you can only request this after 42 seconds.',
        destructive: true,
      },
    });
  });

  it('lands a sign-up that is confirmed at once, and explains a taken address', async () => {
    const store = createAuthStore({
      client: () => fakeClient({ session: fakeSession('u2') }).client,
      siteUrl,
    });
    expect(await store.getState().signUp('a@b.tz', 'secret')).toMatchObject({
      ok: true,
      redirectTo: '/my-bookings',
    });
    const taken = createAuthStore({ client: () => fakeClient({ error: 'User already registered' }).client });
    expect(await taken.getState().signUp('a@b.tz', 'secret')).toMatchObject({
      ok: false,
      notice: { title: 'Account exists' },
    });
  });

  it('signs out to / with the seed’s toasts', async () => {
    const store = createAuthStore({ client: () => fakeClient({ role: 'admin' }).client, siteUrl });
    await store.getState().signIn('a@b.tz', 'secret');
    expect(await store.getState().signOut()).toEqual({
      ok: true,
      notice: { title: 'Signed out successfully', description: 'You have been signed out' },
      redirectTo: '/',
    });
    expect(store.getState()).toMatchObject({ session: null, user: null, role: null });
    const failing = createAuthStore({ client: () => fakeClient({ error: 'offline' }).client });
    expect(await failing.getState().signOut()).toMatchObject({
      ok: false,
      notice: { title: 'Error signing out', description: 'offline' },
    });
  });

  it('sends reset links to /auth?mode=reset and sets new passwords', async () => {
    const fake = fakeClient();
    const store = createAuthStore({ client: () => fake.client, siteUrl });
    expect(await store.getState().requestPasswordReset('a@b.tz')).toMatchObject({ ok: true });
    expect(fake.calls).toContainEqual({
      method: 'resetPasswordForEmail',
      args: ['a@b.tz', { redirectTo: 'https://safari.example/auth?mode=reset' }],
    });
    expect(await store.getState().updatePassword('kilima')).toMatchObject({
      ok: true,
      notice: { description: 'Your password has been updated successfully.' },
    });
    expect(fake.calls).toContainEqual({ method: 'updateUser', args: [{ password: 'kilima' }] });
  });

  it('reports failed reset requests and password updates', async () => {
    const logError = vi.fn();
    const store = createAuthStore({
      client: () => fakeClient({ error: 'rate limited' }).client,
      siteUrl,
      logError,
    });
    expect(await store.getState().requestPasswordReset('a@b.tz')).toMatchObject({
      ok: false,
      notice: { description: 'rate limited' },
    });
    expect(await store.getState().updatePassword('kilima')).toMatchObject({
      ok: false,
      notice: { description: 'Failed to update password. Please try again.' },
    });
    expect(logError).toHaveBeenCalled();
  });

  it('follows the stored session and every auth change, looking the role up once per user', async () => {
    const fake = fakeClient({ role: 'admin', session: fakeSession('user-7') });
    const store = createAuthStore({ client: () => fake.client, siteUrl });
    const unsubscribe = store.getState().initialize();
    expect(store.getState().initialize()).toBe(unsubscribe);
    await tick();
    expect(store.getState()).toMatchObject({ loading: false, role: 'admin' });
    expect(store.getState().user?.id).toBe('user-7');

    fake.emit('TOKEN_REFRESHED', fakeSession('user-7'));
    await tick();
    expect(fake.calls.filter((c) => c.method === 'role-query')).toHaveLength(1);

    fake.emit('PASSWORD_RECOVERY', fakeSession('user-7'));
    await tick();
    expect(store.getState().passwordRecovery).toBe(true);

    fake.emit('SIGNED_OUT', null);
    await tick();
    expect(store.getState()).toMatchObject({
      session: null,
      user: null,
      role: null,
      passwordRecovery: false,
    });

    unsubscribe();
    expect(fake.calls).toContainEqual({ method: 'unsubscribe', args: [] });
  });

  it("answers the admin guard's check with the read made when the session was adopted: one read per visit", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fake = fakeClient({ role: 'admin', session: fakeSession('user-1') });
      const store = createAuthStore({ client: () => fake.client });
      store.getState().initialize();
      await tick();
      const roleReads = () => fake.calls.filter((call) => call.method === 'role-query').length;
      expect(store.getState().role).toBe('admin');
      expect(roleReads()).toBe(1);
      expect(await store.getState().checkRole('user-1')).toEqual({ role: 'admin', failed: false });
      expect(roleReads()).toBe(1);
      // Another user, or the same one a while later (a later visit to the dashboard): read again.
      expect(await store.getState().checkRole('user-2')).toEqual({ role: 'admin', failed: false });
      expect(roleReads()).toBe(2);
      vi.setSystemTime(Date.now() + ROLE_READ_FRESH_MS);
      await store.getState().checkRole('user-2');
      expect(roleReads()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells the check a failed read apart from an ordinary user', async () => {
    const logged: string[] = [];
    const fake = fakeClient({ session: fakeSession('user-1') });
    const failing = {
      ...fake.client,
      from: () => ({
        select: () => ({
          eq: () => ({ maybeSingle: async () => ({ data: null, error: { message: 'denied' } }) }),
        }),
      }),
    } as unknown as SafariSupabaseClient;
    const store = createAuthStore({ client: () => failing, logError: (message) => logged.push(message) });
    expect(await store.getState().checkRole('user-1')).toEqual({ role: 'user', failed: true });
    expect(logged).toEqual(['Role check failed']);
    const ordinary = createAuthStore({ client: () => fake.client });
    expect(await ordinary.getState().checkRole('user-1')).toEqual({ role: 'user', failed: false });
  });

  it('has no role to refresh without a user', async () => {
    const store = createAuthStore({ client: () => fakeClient().client });
    expect(await store.getState().refreshRole()).toBeNull();
  });

  it('shares one store for the page', () => {
    expect(getAuthStore()).toBe(getAuthStore());
  });
});

describe('actions when they cannot run', () => {
  const everyAction = [
    ['signIn', (s: AuthState) => s.signIn('a@example.com', 'secret-password')],
    ['signUp', (s: AuthState) => s.signUp('a@example.com', 'secret-password')],
    ['resendConfirmation', (s: AuthState) => s.resendConfirmation('a@example.com')],
    ['signOut', (s: AuthState) => s.signOut()],
    ['requestPasswordReset', (s: AuthState) => s.requestPasswordReset('a@example.com')],
    ['updatePassword', (s: AuthState) => s.updatePassword('another-password')],
  ] as const;

  it.each(everyAction)(
    '%s answers a failed outcome when its code does not download, and loads it again next time',
    async (name, act) => {
      const logged: string[] = [];
      let downloads = 0;
      const store = createAuthStore({
        client: () => fakeClient().client,
        siteUrl,
        logError: (message) => logged.push(message),
        loadActions: async () => {
          downloads += 1;
          if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module');
          return import('./auth-actions.ts');
        },
      });
      const failed = await act(store.getState());
      expect(failed).toEqual({ ok: false, notice: AUTH_UNREACHABLE });
      expect(failed.notice).toEqual({
        title: 'Could not reach the sign-in service',
        description: 'Check your connection and try again.',
        destructive: true,
      });
      expect(logged).toEqual([`Auth action ${name} could not run`]);
      // The chunk arrives on the next try, and the action runs.
      const next = await act(store.getState());
      expect(next.notice).not.toEqual(AUTH_UNREACHABLE);
      expect(downloads).toBe(2);
    },
  );

  it('a network failure before Auth answers is a failed outcome too, not a rejection', async () => {
    const fake = fakeClient();
    (fake.client.auth as unknown as { signInWithPassword: () => Promise<never> }).signInWithPassword = () =>
      Promise.reject(new TypeError('Failed to fetch'));
    const store = createAuthStore({ client: () => fake.client, siteUrl, logError: () => {} });
    await expect(store.getState().signIn('a@example.com', 'secret-password')).resolves.toEqual({
      ok: false,
      notice: AUTH_UNREACHABLE,
    });
    expect(store.getState().user).toBeNull();
  });
});
