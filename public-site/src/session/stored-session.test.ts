// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasStoredSession, linkCarriesSession, storedSessionKey } from './stored-session.ts';

const storage = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('the stored session', () => {
  it('uses supabase-js’s key for the project', () => {
    expect(storedSessionKey('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
    expect(storedSessionKey('http://127.0.0.1:3000/')).toBe('sb-127-auth-token');
  });

  it('is there only when the stored value holds tokens', () => {
    const url = 'https://abcd.supabase.co';
    expect(hasStoredSession(storage({}), url)).toBe(false);
    expect(hasStoredSession(null, url)).toBe(false);
    expect(hasStoredSession(storage({ 'sb-abcd-auth-token': 'garbage' }), url)).toBe(false);
    expect(hasStoredSession(storage({ 'sb-abcd-auth-token': '{"user":{}}' }), url)).toBe(false);
    expect(hasStoredSession(storage({ 'sb-abcd-auth-token': '{"refresh_token":"r"}' }), url)).toBe(true);
  });
});

describe('linkCarriesSession', () => {
  it('is true for a confirmation link’s fragment and false otherwise', () => {
    expect(linkCarriesSession('#access_token=abc&refresh_token=def&type=signup')).toBe(true);
    expect(linkCarriesSession('#book')).toBe(false);
    expect(linkCarriesSession('')).toBe(false);
  });
});
