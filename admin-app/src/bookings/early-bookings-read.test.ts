import type { AuthState } from '@safari/shared-domain';
import { operatorToday } from '@safari/shared-domain/catalogue';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand';
import { bookingsPageQueryForView } from './bookings-page-query.ts';
import type { BookingsPage } from './bookings-service.ts';
import { bookingsViewFromParams } from './bookings-url.ts';
import { startEarlyBookingsRead, takeEarlyBookingsRead } from './early-bookings-read.ts';

// The session is a stand-in store; the read is counted, not sent. The keys are the table's own.
const authStore = createStore<Pick<AuthState, 'loading' | 'user'>>()(() => ({ loading: true, user: null }));
const reads: unknown[][] = [];
const PAGE: BookingsPage = { rows: [], total: 0 };

vi.mock('@safari/shared-domain', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@safari/shared-domain')>()),
  getAuthStore: () => authStore,
}));
vi.mock('./bookings-service.ts', () => ({
  fetchBookingsPage: (...args: unknown[]) => {
    reads.push(args);
    return Promise.resolve(PAGE);
  },
}));

const at = (path: string) => ({ location: new URL(`https://safari.example${path}`) as unknown as Location });
const keyFor = (search: string) =>
  bookingsPageQueryForView(bookingsViewFromParams(new URLSearchParams(search)), operatorToday()).queryKey;
const signIn = (id: string) => authStore.setState({ loading: false, user: { id } as AuthState['user'] });

describe('the first page read from the admin’s first module', () => {
  beforeEach(() => {
    reads.length = 0;
    authStore.setState({ loading: true, user: null });
    takeEarlyBookingsRead(keyFor(''), 'nobody');
  });

  it('starts once the session is known and is taken once, by the table’s key, for that user', async () => {
    startEarlyBookingsRead(at('/admin?q=mwangi&page=2'));
    expect(reads).toHaveLength(0);
    signIn('staff-1');
    expect(reads).toHaveLength(1);
    expect(takeEarlyBookingsRead(keyFor('q=mwangi&page=2'), 'someone-else')).toBeUndefined();
    expect(takeEarlyBookingsRead(keyFor('q=mwangi'), 'staff-1')).toBeUndefined();
    await expect(takeEarlyBookingsRead(keyFor('q=mwangi&page=2'), 'staff-1')).resolves.toBe(PAGE);
    expect(takeEarlyBookingsRead(keyFor('q=mwangi&page=2'), 'staff-1')).toBeUndefined();
  });

  it('starts at once when the session is already known', () => {
    signIn('staff-1');
    startEarlyBookingsRead(at('/admin'));
    expect(reads).toHaveLength(1);
    expect(takeEarlyBookingsRead(keyFor(''), 'staff-1')).toBeDefined();
  });

  it('reads nothing for another tab, the Tours pages or a visitor without a session', () => {
    signIn('staff-1');
    startEarlyBookingsRead(at('/admin?tab=users'));
    startEarlyBookingsRead(at('/admin/tours'));
    startEarlyBookingsRead(at('/admin/sign-in'));
    expect(reads).toHaveLength(0);
    authStore.setState({ loading: true, user: null });
    startEarlyBookingsRead(at('/admin'));
    authStore.setState({ loading: false, user: null });
    expect(reads).toHaveLength(0);
  });
});
