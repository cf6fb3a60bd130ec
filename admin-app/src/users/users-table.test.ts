import { describe, expect, it } from 'vitest';
import type { ManagedUser } from './users-service.ts';
import { DEFAULT_USERS_VIEW, PHONE_SORTS, phoneSortOf, visibleUsers } from './users-table.ts';

const user = (email: string, role: ManagedUser['role'], created: string, lastSignIn: string | null) => ({
  id: email,
  email,
  role,
  created_at: created,
  last_sign_in_at: lastSignIn,
});

// As listUsers answers them: newest account first.
const USERS: ManagedUser[] = [
  user('zawadi@example.com', 'user', '2026-11-20T09:00:00.5Z', null),
  user('Neema.Mushi@example.com', 'admin', '2026-10-02T12:00:00Z', '2026-11-21T08:00:00Z'),
  user('baraka@safari.co.tz', 'user', '2026-09-15T07:30:00.123456Z', '2026-11-22T18:45:00Z'),
  user('amina@example.com', 'user', '2026-09-01T10:00:00Z', null),
];
const emails = (list: ManagedUser[]) => list.map((u) => u.email);

describe('visibleUsers', () => {
  it('keeps the listed order when nothing is asked', () => {
    expect(emails(visibleUsers(USERS, DEFAULT_USERS_VIEW))).toEqual(emails(USERS));
  });

  it('finds users by any part of the e-mail, in any case', () => {
    expect(emails(visibleUsers(USERS, { ...DEFAULT_USERS_VIEW, search: '  MUSHI ' }))).toEqual([
      'Neema.Mushi@example.com',
    ]);
    expect(emails(visibleUsers(USERS, { ...DEFAULT_USERS_VIEW, search: 'safari.co' }))).toEqual([
      'baraka@safari.co.tz',
    ]);
    expect(visibleUsers(USERS, { ...DEFAULT_USERS_VIEW, search: 'nobody' })).toEqual([]);
  });

  it('does not match the role or the dates as text', () => {
    expect(visibleUsers(USERS, { ...DEFAULT_USERS_VIEW, search: 'admin' })).toEqual([]);
    expect(visibleUsers(USERS, { ...DEFAULT_USERS_VIEW, search: '2026' })).toEqual([]);
  });

  it('shows one role, combined with the search', () => {
    expect(emails(visibleUsers(USERS, { ...DEFAULT_USERS_VIEW, role: 'admin' }))).toEqual([
      'Neema.Mushi@example.com',
    ]);
    expect(emails(visibleUsers(USERS, { ...DEFAULT_USERS_VIEW, role: 'user', search: 'example' }))).toEqual([
      'zawadi@example.com',
      'amina@example.com',
    ]);
  });

  it('sorts by registration date as dates, whatever the fraction digits', () => {
    const oldestFirst = visibleUsers(USERS, {
      ...DEFAULT_USERS_VIEW,
      sorting: [{ id: 'registered', desc: false }],
    });
    expect(emails(oldestFirst)).toEqual([
      'amina@example.com',
      'baraka@safari.co.tz',
      'Neema.Mushi@example.com',
      'zawadi@example.com',
    ]);
  });

  it('sorts by last sign-in with the never-signed-in at the bottom both ways', () => {
    const latest = visibleUsers(USERS, {
      ...DEFAULT_USERS_VIEW,
      sorting: [{ id: 'last-sign-in', desc: true }],
    });
    expect(emails(latest).slice(0, 2)).toEqual(['baraka@safari.co.tz', 'Neema.Mushi@example.com']);
    const earliest = visibleUsers(USERS, {
      ...DEFAULT_USERS_VIEW,
      sorting: [{ id: 'last-sign-in', desc: false }],
    });
    expect(emails(earliest).slice(0, 2)).toEqual(['Neema.Mushi@example.com', 'baraka@safari.co.tz']);
    for (const list of [latest, earliest]) {
      expect(list.slice(2).every((u) => u.last_sign_in_at === null)).toBe(true);
    }
  });

  it('sorts e-mails alphabetically regardless of case', () => {
    const sorted = visibleUsers(USERS, { ...DEFAULT_USERS_VIEW, sorting: [{ id: 'email', desc: false }] });
    expect(emails(sorted)).toEqual([
      'amina@example.com',
      'baraka@safari.co.tz',
      'Neema.Mushi@example.com',
      'zawadi@example.com',
    ]);
  });
});

describe('the phone list of orders', () => {
  const ordered = (sort: string) =>
    emails(
      visibleUsers(USERS, {
        ...DEFAULT_USERS_VIEW,
        sorting: PHONE_SORTS.find((option) => option.value === sort)?.sorting ?? [],
      }),
    );

  it('orders the accounts as each entry says', () => {
    expect(ordered('as-listed')).toEqual(emails(USERS));
    expect(ordered('newest')).toEqual(emails(USERS));
    expect(ordered('oldest')).toEqual([...emails(USERS)].reverse());
    expect(ordered('last-sign-in')).toEqual([
      'baraka@safari.co.tz',
      'Neema.Mushi@example.com',
      'zawadi@example.com',
      'amina@example.com',
    ]);
    expect(ordered('email')[0]).toBe('amina@example.com');
  });

  it('names the entry of the order shown, and none for an order only the headers make', () => {
    for (const option of PHONE_SORTS) expect(phoneSortOf(option.sorting)).toBe(option.value);
    expect(phoneSortOf([{ id: 'email', desc: true }])).toBeUndefined();
    expect(phoneSortOf([{ id: 'last-sign-in', desc: false }])).toBeUndefined();
  });
});
