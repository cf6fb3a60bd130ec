// Issue 25, the load family for Auth: a burst of sign-ins may slow sign-ins, never everything else.
import { performance } from 'node:perf_hooks';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchEventLoop } from '../test-support/fuzz.ts';
import { comparePassword, hashPassword } from './password-hashing.ts';
import { type AuthHarness, startAuthHarness } from './test-harness.ts';
import { authFetch, client, DATABASES, freshEmail } from './test-support.ts';

describe('password hashing on worker threads', () => {
  it('makes and reads the same bcrypt hashes as GoTrue and bcryptjs', async () => {
    const hash = await hashPassword('Kilimanjaro-2026', 10);
    expect(hash).toMatch(/^\$2[ab]\$10\$[./A-Za-z0-9]{53}$/);
    expect(bcrypt.compareSync('Kilimanjaro-2026', hash)).toBe(true);
    // A hash as GoTrue (Go's x/crypto/bcrypt) writes it: $2a$.
    const gotrue = bcrypt.hashSync('Serengeti-2026', bcrypt.genSaltSync(10)).replace(/^\$2b\$/, '$2a$');
    expect(await comparePassword('Serengeti-2026', gotrue)).toBe(true);
    expect(await comparePassword('serengeti-2026', gotrue)).toBe(false);
  });

  it('leaves the main thread idle while hashing', async () => {
    await hashPassword('warm-up', 4);
    // Event loop utilisation: the share of time the main thread was busy rather than waiting.
    // bcryptjs on the main thread keeps it near 1 whatever else the machine runs.
    const before = performance.eventLoopUtilization();
    await Promise.all(Array.from({ length: 8 }, (_, i) => hashPassword(`password-${i}`, 10)));
    expect(performance.eventLoopUtilization(before).utilization).toBeLessThan(0.2);
  });
});

describe.each(DATABASES)('a burst of sign-ins on %s', (kind) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness(kind, { autoConfirm: true });
    const email = freshEmail('warm');
    expect((await client(h).auth.signUp({ email, password: 'Kilimanjaro-2026' })).error).toBeNull();
  });
  afterAll(() => h?.close());

  it('answers every other request promptly while 30 wrong sign-ins are checked', {
    timeout: 120_000,
  }, async () => {
    const loop = watchEventLoop();
    const before = performance.eventLoopUtilization();
    const slowest = { ms: 0 };
    let done = false;
    const bystander = (async () => {
      while (!done) {
        const started = performance.now();
        expect((await fetch(`${h.url}/health`)).status).toBe(200);
        slowest.ms = Math.max(slowest.ms, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          authFetch(h, '/token?grant_type=password', {
            method: 'POST',
            body: JSON.stringify({ email: freshEmail(`guess-${i}`), password: `wrong-${i}` }),
          }),
        ),
      );
      for (const answer of answers) expect(answer.status).toBe(400);
      // The main thread mostly waited (bcryptjs there kept it at 1: 3 s stalls in issue 25); the database and the bystander take the rest.
      expect(performance.eventLoopUtilization(before).utilization).toBeLessThan(0.8);
    } finally {
      done = true;
      await bystander;
      loop.stop();
    }
    // 300 ms on a quiet 2-core machine (docs/benchmarks.md); the margin is for a busy one.
    expect(loop.maxStallMs()).toBeLessThan(1000);
    expect(slowest.ms).toBeLessThan(1000);
  });
});

describe('/recover timing', () => {
  let h: AuthHarness;
  const email = freshEmail('registered');
  beforeAll(async () => {
    h = await startAuthHarness('pglite', { autoConfirm: true });
    expect((await client(h).auth.signUp({ email, password: 'Kilimanjaro-2026' })).error).toBeNull();
  });
  afterAll(() => h?.close());

  it('answers a registered and an unknown address after the same time', async () => {
    const timed = async (address: string) => {
      const started = performance.now();
      const answer = await authFetch(h, '/recover', {
        method: 'POST',
        body: JSON.stringify({ email: address }),
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({});
      return performance.now() - started;
    };
    // One request per address: the per-address mail limit allows one a minute.
    const known = await timed(email);
    const unknown = await timed(freshEmail('unknown'));
    expect(h.mailer.lastTo(email)?.subject).toBe('Reset Your Password');
    // Both wait out the same floor, far above the work that told them apart (7.7 vs 3.0 ms).
    expect(known).toBeGreaterThanOrEqual(245);
    expect(unknown).toBeGreaterThanOrEqual(245);
  });
});
