import { describe, expect, it, vi } from 'vitest';
import type { SafariSupabaseClient } from '../supabase/client.ts';
import { authErrorNotice } from './auth-errors.ts';
import { lookUpRole } from './auth-store.ts';
import {
  ADMIN_HOME_PATH,
  AUTH_PATH,
  isAdmin,
  PASSWORD_RESET_PATH,
  redirectPathForRole,
  roleFromRow,
  SITE_HOME_PATH,
} from './roles.ts';

describe('sign-in and sign-up errors (docs/product.md §12)', () => {
  it("maps 'Invalid login credentials'", () => {
    expect(authErrorNotice('sign-in', 'Invalid login credentials')).toMatchObject({
      title: 'Invalid credentials',
      description: 'Please check your email and password',
    });
    expect(authErrorNotice('sign-in', 'AuthApiError: Invalid login credentials (400)').title).toBe(
      'Invalid credentials',
    );
  });

  it("maps 'Email not confirmed'", () => {
    expect(authErrorNotice('sign-in', 'Email not confirmed')).toMatchObject({
      title: 'Email not confirmed',
      description: 'Please check your email to confirm your account',
    });
  });

  it('passes any other sign-in error through', () => {
    expect(authErrorNotice('sign-in', 'Request rate limit reached')).toEqual({
      title: 'Sign in error',
      description: 'Request rate limit reached',
      destructive: true,
    });
  });

  it("maps 'already registered' on sign-up", () => {
    expect(authErrorNotice('sign-up', 'User already registered')).toMatchObject({
      title: 'Account exists',
      description: 'This email is already registered. Please sign in instead.',
    });
  });

  it('passes any other sign-up error through', () => {
    expect(authErrorNotice('sign-up', 'Password should be at least 6 characters')).toEqual({
      title: 'Sign up error',
      description: 'Password should be at least 6 characters',
      destructive: true,
    });
    // The sign-in phrases mean nothing special on sign-up.
    expect(authErrorNotice('sign-up', 'Invalid login credentials').title).toBe('Sign up error');
  });
});

describe('roles and redirects (docs/product.md §10)', () => {
  it('sends admins to /admin and everyone else to /', () => {
    expect(redirectPathForRole('admin')).toBe('/admin');
    expect(redirectPathForRole('user')).toBe('/my-bookings');
    expect(redirectPathForRole(null)).toBe('/my-bookings');
    expect([ADMIN_HOME_PATH, SITE_HOME_PATH, AUTH_PATH]).toEqual(['/admin', '/', '/auth']);
  });

  it('grants admin only for an explicit admin row', () => {
    expect(roleFromRow({ role: 'admin' })).toBe('admin');
    expect(roleFromRow({ role: 'user' })).toBe('user');
    expect(roleFromRow({ role: 'ADMIN' })).toBe('user');
    expect(roleFromRow(null)).toBe('user');
    expect(roleFromRow('admin')).toBe('user');
    expect(roleFromRow({})).toBe('user');
    expect(isAdmin('admin')).toBe(true);
    expect(isAdmin('user')).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('resets passwords on the sign-in page in reset mode', () => {
    expect(PASSWORD_RESET_PATH).toBe('/auth?mode=reset');
  });
});

describe('role look-up', () => {
  type RoleAnswer = { data: unknown; error: unknown };
  function clientAnswering(answer: RoleAnswer | Error) {
    const calls: unknown[][] = [];
    const query = {
      select: (...args: unknown[]) => {
        calls.push(['select', ...args]);
        return query;
      },
      eq: (...args: unknown[]) => {
        calls.push(['eq', ...args]);
        return query;
      },
      maybeSingle: async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      },
    };
    const client = {
      from: (table: string) => {
        calls.push(['from', table]);
        return query;
      },
    };
    return { client: client as unknown as SafariSupabaseClient, calls };
  }

  it("selects role from user_roles where user_id is the user's id", async () => {
    const { client, calls } = clientAnswering({ data: { role: 'admin' }, error: null });
    expect(await lookUpRole(client, 'user-1')).toBe('admin');
    expect(calls).toEqual([
      ['from', 'user_roles'],
      ['select', 'role'],
      ['eq', 'user_id', 'user-1'],
    ]);
  });

  it('treats no row as an ordinary user', async () => {
    expect(await lookUpRole(clientAnswering({ data: null, error: null }).client, 'u')).toBe('user');
  });

  it('logs a failed check and treats the user as ordinary', async () => {
    const log = vi.fn();
    expect(
      await lookUpRole(clientAnswering({ data: null, error: { message: 'denied' } }).client, 'u', log),
    ).toBe('user');
    expect(await lookUpRole(clientAnswering(new Error('offline')).client, 'u', log)).toBe('user');
    expect(log).toHaveBeenCalledTimes(2);
  });
});
