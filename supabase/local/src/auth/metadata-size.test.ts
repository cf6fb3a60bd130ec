// Issue 39, item 10: 900 kB of user_metadata was accepted, and every token made from it then too
// large to send. Now 16 kB of JSON at most, refused with a clear message and nothing stored.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from './test-harness.ts';
import { authFetch, client, freshEmail } from './test-support.ts';
import { MAX_METADATA_BYTES } from './validate.ts';

describe('user_metadata size', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness('pglite', { autoConfirm: true });
  });
  afterAll(() => h?.close());

  it('refuses 900 kB at sign-up with a clear message and creates no account', async () => {
    const email = freshEmail('big');
    const { data, error } = await client(h).auth.signUp({
      email,
      password: 'Kilimanjaro-2026',
      options: { data: { note: 'x'.repeat(900_000) } },
    });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.message).toMatch(/user_metadata is too large: \d+ bytes of JSON, at most 16384 \(16 kB\)/);
    const rows = await h.db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows.rows).toHaveLength(0);
  });

  it('keeps a signed-in user under the limit across updates', async () => {
    const supabase = client(h);
    const email = freshEmail('grow');
    const signUp = await supabase.auth.signUp({
      email,
      password: 'Kilimanjaro-2026',
      options: { data: { name: 'Amani', bio: 'y'.repeat(10_000) } },
    });
    expect(signUp.error).toBeNull();
    // Each patch alone is small; merged they pass 16 kB.
    const grown = await supabase.auth.updateUser({ data: { more: 'z'.repeat(8_000) } });
    expect(grown.error?.status).toBe(400);
    expect(grown.error?.message).toMatch(/user_metadata is too large/);
    const { data } = await supabase.auth.getUser();
    expect(data.user?.user_metadata.name).toBe('Amani');
    expect(data.user?.user_metadata.more).toBeUndefined();
  });

  it('accepts any metadata up to the limit and refuses any above it, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 * MAX_METADATA_BYTES }),
        fc.string({ maxLength: 8 }),
        async (size, key) => {
          const data = { [`k${key}`]: 'é'.repeat(Math.floor(size / 2)) };
          const bytes = Buffer.byteLength(JSON.stringify(data), 'utf8');
          const answer = await authFetch(h, '/signup', {
            method: 'POST',
            body: JSON.stringify({ email: freshEmail('prop'), password: 'Kilimanjaro-2026', data }),
          });
          expect(answer.status).toBe(bytes <= MAX_METADATA_BYTES ? 200 : 400);
        },
      ),
      { numRuns: 25 },
    );
  });
});
