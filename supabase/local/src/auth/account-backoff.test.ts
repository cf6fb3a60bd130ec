// Guessing one account's password: after a few failed sign-ins for one e-mail address, the next
// attempt for that address waits an increasing time (429 over_request_rate_limit), whichever IP
// it comes from, while other accounts behind the same IP sign in as usual.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthError } from './errors.ts';
import { AuthRateLimiter, DEFAULT_RATE_LIMITS } from './rate-limit.ts';
import { type AuthHarness, startAuthHarness } from './test-harness.ts';
import { authFetch, client, DATABASES, freshEmail } from './test-support.ts';

const PASSWORD = 'Kilimanjaro-2026';

describe.each(DATABASES)('per-account sign-in back-off on %s', (kind) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness(kind, {
      autoConfirm: true,
      // The per-IP limit out of the way, so only the per-account back-off can answer 429.
      rateLimits: { signInSignUpsPer5Min: 10_000, failedSignInsBeforeBackoff: 3, signInBackoffSeconds: 1 },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const signIn = (email: string, password: string) =>
    authFetch(h, '/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password }) });

  it('makes the guessed account wait, leaves the neighbour alone, and lets the owner in afterwards', async () => {
    const victim = freshEmail('victim');
    const neighbour = freshEmail('neighbour');
    for (const email of [victim, neighbour]) {
      expect((await client(h).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    }
    for (let i = 0; i < 3; i += 1) expect((await signIn(victim, `guess-${i}`)).status).toBe(400);

    // Even the right password waits: the answer must not tell a guesser which guess was right.
    for (const password of ['guess-3', PASSWORD]) {
      const held = await signIn(victim.toUpperCase(), password);
      expect(held.status).toBe(429);
      expect(held.body).toEqual({
        code: 'over_request_rate_limit',
        error_code: 'over_request_rate_limit',
        message: 'Request rate limit reached',
      });
    }
    const js = await client(h).auth.signInWithPassword({ email: victim, password: PASSWORD });
    expect(js.error?.code).toBe('over_request_rate_limit');
    expect(js.error?.status).toBe(429);

    // Same IP, another account: unaffected, and its failures are its own.
    expect((await signIn(neighbour, PASSWORD)).status).toBe(200);
    expect((await signIn(neighbour, 'wrong')).status).toBe(400);

    await sleep(1_100);
    const owner = await signIn(victim, PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.access_token).toBeTruthy();
    // A successful sign-in clears the count: one more mistake is just a mistake.
    expect((await signIn(victim, 'typo')).status).toBe(400);
    expect((await signIn(victim, PASSWORD)).status).toBe(200);
  });

  it('treats unknown addresses alike, so the back-off does not reveal who has an account', async () => {
    const nobody = freshEmail('nobody');
    for (let i = 0; i < 3; i += 1) expect((await signIn(nobody, `guess-${i}`)).status).toBe(400);
    expect((await signIn(nobody, 'guess-3')).status).toBe(429);
  });
});

describe('AuthRateLimiter account back-off', () => {
  const limits = { ...DEFAULT_RATE_LIMITS, failedSignInsBeforeBackoff: 3, signInBackoffSeconds: 1 };
  const refused = (fn: () => void) => {
    try {
      fn();
      return false;
    } catch (error) {
      expect(error).toBeInstanceOf(AuthError);
      expect((error as AuthError).code).toBe('over_request_rate_limit');
      return true;
    }
  };

  it('doubles the wait with each further failure, up to a cap, and forgets after a quiet spell', () => {
    let now = 1_000_000;
    const limiter = new AuthRateLimiter(limits, () => now);
    const fail = () => limiter.signInFailed('a@example.com');
    for (let i = 0; i < 3; i += 1) {
      expect(refused(() => limiter.signInAccount('a@example.com'))).toBe(false);
      fail();
    }
    const waits: number[] = [];
    for (let round = 0; round < 14; round += 1) {
      const start = now;
      while (refused(() => limiter.signInAccount('a@example.com'))) now += 250;
      waits.push(now - start);
      fail();
    }
    expect(waits.slice(0, 5)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    // Never more than 15 minutes, however long the guessing goes on.
    expect(Math.max(...waits)).toBe(15 * 60_000);
    now += 60 * 60_000;
    expect(refused(() => limiter.signInAccount('a@example.com'))).toBe(false);
    fail();
    expect(refused(() => limiter.signInAccount('a@example.com'))).toBe(false);
  });

  it('keeps memory bounded when an attacker sprays random addresses', () => {
    const limiter = new AuthRateLimiter(limits, () => 5_000);
    for (let i = 0; i < 50_000; i += 1) limiter.signInFailed(`spray-${i}@example.com`);
    expect(limiter.trackedAccounts()).toBeLessThanOrEqual(10_000);
  });

  it('is off with the other limits', () => {
    const limiter = new AuthRateLimiter(false);
    for (let i = 0; i < 20; i += 1) limiter.signInFailed('a@example.com');
    expect(refused(() => limiter.signInAccount('a@example.com'))).toBe(false);
  });
});
