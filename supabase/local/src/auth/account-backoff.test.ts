// Guessing one account's password: after a few failed sign-ins for one e-mail address, the next
// attempt for that address waits an increasing time (429 over_request_rate_limit), whichever IP
// it comes from, while other accounts behind the same IP sign in as usual. An address the owner
// has proved (a sign-in, a reset) answers only to its own failures, so a guesser elsewhere can
// never keep the owner out (issue 25, decision 141).
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_RUNS } from '../test-support/fuzz.ts';
import { AuthError } from './errors.ts';
import { AuthRateLimiter, DEFAULT_RATE_LIMITS } from './rate-limit.ts';
import { type AuthHarness, startAuthHarness } from './test-harness.ts';
import { authFetch, client, DATABASES, freshEmail } from './test-support.ts';

const PASSWORD = 'Kilimanjaro-2026';

/** An Auth server whose back-off starts after 3 failures with `seconds`, and a sign-in from an address. */
function backoffServer(kind: (typeof DATABASES)[number], seconds: number) {
  const server = {} as { h: AuthHarness };
  beforeAll(async () => {
    server.h = await startAuthHarness(kind, {
      autoConfirm: true,
      // The per-IP limit out of the way, so only the per-account back-off can answer 429.
      rateLimits: {
        signInSignUpsPer5Min: 10_000,
        failedSignInsBeforeBackoff: 3,
        signInBackoffSeconds: seconds,
      },
      // Requests below say which address they come from (X-Forwarded-For); without it, the socket's.
      trustProxy: true,
    });
  });
  afterAll(async () => {
    await server.h?.close();
  });
  const signIn = (email: string, password: string, from?: string) =>
    authFetch(server.h, '/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
      ...(from ? { headers: { 'X-Forwarded-For': from } } : {}),
    });
  return { server, signIn };
}

describe.each(DATABASES)('per-account sign-in back-off on %s', (kind) => {
  const { server, signIn } = backoffServer(kind, 1);

  it('makes the guessed account wait, leaves the neighbour alone, and lets the owner in afterwards', async () => {
    const victim = freshEmail('victim');
    const neighbour = freshEmail('neighbour');
    for (const email of [victim, neighbour]) {
      expect((await client(server.h).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
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
    const js = await client(server.h).auth.signInWithPassword({ email: victim, password: PASSWORD });
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

describe.each(DATABASES)('the owner’s addresses under the back-off on %s', (kind) => {
  // A long first wait, so no step of these tests outlasts it however busy the machine is.
  const { server, signIn } = backoffServer(kind, 60);

  it('a guesser elsewhere never keeps the owner out: not at home, and not after a reset', async () => {
    const HOME = '203.0.113.10';
    const GUESSER = '198.51.100.7';
    const CAFE = '192.0.2.50';
    const owner = freshEmail('owner');
    expect((await client(server.h).auth.signUp({ email: owner, password: PASSWORD })).error).toBeNull();
    expect((await signIn(owner, PASSWORD, HOME)).status).toBe(200);

    const guess = async (n: number) => {
      for (let i = 0; i < n; i += 1) await signIn(owner, `guess-${i}`, GUESSER);
      expect((await signIn(owner, PASSWORD, GUESSER)).status).toBe(429);
    };
    await guess(3);
    // At home the owner signs in as ever; on a new network the account's back-off applies.
    expect((await signIn(owner, PASSWORD, HOME)).status).toBe(200);
    expect((await signIn(owner, PASSWORD, CAFE)).status).toBe(429);

    // A reset from the café: the recovery link, then a new password set there.
    const recovered = await authFetch(server.h, '/recover', {
      method: 'POST',
      body: JSON.stringify({ email: owner }),
      headers: { 'X-Forwarded-For': CAFE },
    });
    expect(recovered.status).toBe(200);
    const link = server.h.mailer.lastLinkTo(owner) ?? '';
    const followed = await fetch(link, { redirect: 'manual', headers: { 'X-Forwarded-For': CAFE } });
    const fragment = new URLSearchParams((followed.headers.get('location') ?? '').split('#')[1] ?? '');
    const accessToken = fragment.get('access_token');
    expect(accessToken).toBeTruthy();
    const newPassword = 'Ngorongoro-2027';
    const changed = await authFetch(server.h, '/user', {
      method: 'PUT',
      body: JSON.stringify({ password: newPassword }),
      headers: { Authorization: `Bearer ${accessToken}`, 'X-Forwarded-For': CAFE },
    });
    expect(changed.status).toBe(200);

    // The guesser goes on; the owner is let in from the café and from home all the same.
    await guess(4);
    expect((await signIn(owner, newPassword, CAFE)).status).toBe(200);
    expect((await signIn(owner, newPassword, HOME)).status).toBe(200);
    // A stranger's address still waits, right password or not.
    expect((await signIn(owner, newPassword, '198.51.100.99')).status).toBe(429);
  });

  it('an owner’s address still backs off on its own failures', async () => {
    const HOME = '203.0.113.20';
    const owner = freshEmail('typist');
    expect((await client(server.h).auth.signUp({ email: owner, password: PASSWORD })).error).toBeNull();
    expect((await signIn(owner, PASSWORD, HOME)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await signIn(owner, `guess-${i}`, HOME)).status).toBe(400);
    expect((await signIn(owner, PASSWORD, HOME)).status).toBe(429);
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
    const fail = () => limiter.signInFailed('a@example.com', '198.51.100.1');
    for (let i = 0; i < 3; i += 1) {
      expect(refused(() => limiter.signInAccount('a@example.com', '198.51.100.1'))).toBe(false);
      fail();
    }
    const waits: number[] = [];
    for (let round = 0; round < 14; round += 1) {
      const start = now;
      while (refused(() => limiter.signInAccount('a@example.com', '198.51.100.1'))) now += 250;
      waits.push(now - start);
      fail();
    }
    expect(waits.slice(0, 5)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    // Never more than 15 minutes, however long the guessing goes on.
    expect(Math.max(...waits)).toBe(15 * 60_000);
    now += 60 * 60_000;
    expect(refused(() => limiter.signInAccount('a@example.com', '198.51.100.1'))).toBe(false);
    fail();
    expect(refused(() => limiter.signInAccount('a@example.com', '198.51.100.1'))).toBe(false);
  });

  it('hostile: no run of guesses from other addresses ever keeps the owner out where they reset', () => {
    const step = fc.oneof(
      // A guess from one of a few addresses, the owner's among them, or time passing.
      fc.record({
        kind: fc.constant('guess' as const),
        from: fc.constantFrom('198.51.100.1', '198.51.100.2', '203.0.113.5', 'owner'),
      }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 20 * 60_000 }) }),
      fc.record({ kind: fc.constant('reset' as const) }),
      fc.record({ kind: fc.constant('owner signs in' as const) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let now = 1_000_000;
        const limiter = new AuthRateLimiter(limits, () => now);
        const OWNER = '192.0.2.77';
        for (const s of steps) {
          if (s.kind === 'wait') now += s.ms;
          else if (s.kind === 'reset') {
            limiter.ownerProved('owner@example.com', OWNER);
          } else if (s.kind === 'guess') {
            const from = s.from === 'owner' ? OWNER : s.from;
            if (!refused(() => limiter.signInAccount('owner@example.com', from))) {
              limiter.signInFailed('owner@example.com', from);
            }
          } else if (!refused(() => limiter.signInAccount('owner@example.com', OWNER))) {
            limiter.signInSucceeded('owner@example.com', OWNER);
          }
        }
        // After a reset, only the owner's own mistakes from there can make the owner wait.
        limiter.ownerProved('owner@example.com', OWNER);
        expect(refused(() => limiter.signInAccount('owner@example.com', OWNER))).toBe(false);
        for (let i = 0; i < 10; i++) limiter.signInFailed('owner@example.com', '198.51.100.1');
        expect(refused(() => limiter.signInAccount('owner@example.com', OWNER))).toBe(false);
        expect(refused(() => limiter.signInAccount('owner@example.com', '198.51.100.9'))).toBe(true);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it('keeps memory bounded when an attacker sprays random addresses', () => {
    const limiter = new AuthRateLimiter(limits, () => 5_000);
    for (let i = 0; i < 50_000; i += 1) limiter.signInFailed(`spray-${i}@example.com`, '198.51.100.1');
    expect(limiter.trackedAccounts()).toBeLessThanOrEqual(10_000);
    // Owners proved from many addresses: still bounded.
    for (let i = 0; i < 50_000; i += 1) {
      limiter.ownerProved(`owner-${i % 20_000}@example.com`, `203.0.113.${i % 250}`);
      limiter.signInFailed(`owner-${i % 20_000}@example.com`, `203.0.113.${i % 250}`);
    }
    expect(limiter.trackedAccounts()).toBeLessThanOrEqual(20_000);
  });

  it('is off with the other limits', () => {
    const limiter = new AuthRateLimiter(false);
    for (let i = 0; i < 20; i += 1) limiter.signInFailed('a@example.com', '198.51.100.1');
    expect(refused(() => limiter.signInAccount('a@example.com', '198.51.100.1'))).toBe(false);
  });
});
