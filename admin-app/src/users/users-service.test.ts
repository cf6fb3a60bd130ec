import { describe, expect, it } from 'vitest';
import { parseUserList } from './users-service.ts';

const user = {
  id: '0b7f3c1e-8d1a-4c55-9a63-6f4a2e1b9c01',
  email: 'amina@example.com',
  role: 'admin',
  created_at: '2026-01-02T10:00:00Z',
  last_sign_in_at: '2026-01-03T10:00:00Z',
};

describe('parseUserList', () => {
  it('reads the users of a listUsers answer', () => {
    expect(parseUserList({ users: [user] })).toEqual([user]);
    expect(parseUserList([user])).toEqual([user]);
  });

  it('treats a missing sign-in as never and anything but admin as a plain user', () => {
    expect(parseUserList({ users: [{ ...user, role: 'owner', last_sign_in_at: null }] })[0]).toMatchObject({
      role: 'user',
      last_sign_in_at: null,
    });
  });

  it('refuses answers that are not a list of users', () => {
    expect(() => parseUserList({ error: 'Forbidden' })).toThrow('list of users');
    expect(() => parseUserList({ users: [{ email: 'x@example.com' }] })).toThrow('"id"');
  });
});
