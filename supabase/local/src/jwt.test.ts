import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { JwtError, signJwt, verifyJwt } from './jwt.ts';
import { deriveProjectKeys, JWT_SECRET_FILE, loadJwtSecret } from './keys.ts';

const SECRET = 'unit-test-secret-with-at-least-32-characters';

describe('signJwt / verifyJwt', () => {
  it('round-trips claims and sets iat and exp', async () => {
    const token = await signJwt({ role: 'authenticated', sub: 'u1' }, SECRET, { expiresIn: 60 });
    const claims = await verifyJwt(token, SECRET);
    expect(claims).toMatchObject({ role: 'authenticated', sub: 'u1' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(60);
  });

  it.each([
    ['wrong secret', async () => signJwt({ role: 'anon' }, `${SECRET}-other`), 'invalid-signature'],
    ['expired', async () => signJwt({ role: 'anon', exp: 1 }, SECRET), 'expired'],
    ['no role', async () => signJwt({ role: '' }, SECRET), 'invalid-claims'],
    ['garbage', async () => 'not-a-token', 'malformed'],
    [
      'alg none',
      async () => {
        const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
        return `${part({ alg: 'none' })}.${part({ role: 'service_role' })}.`;
      },
      'unsupported-algorithm',
    ],
  ])('rejects %s', async (_name, make, reason) => {
    const error = await verifyJwt(await make(), SECRET).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JwtError);
    expect((error as JwtError).reason).toBe(reason);
  });
});

describe('verifyJwt on a token it has seen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('still refuses it once it expires', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt({ role: 'authenticated', sub: 'u2', exp: now + 60 }, SECRET);
    expect((await verifyJwt(token, SECRET)).sub).toBe('u2');
    expect((await verifyJwt(token, SECRET)).sub).toBe('u2');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((now + 61) * 1000);
    const error = await verifyJwt(token, SECRET).catch((e: unknown) => e);
    expect((error as JwtError).reason).toBe('expired');
  });

  it('refuses it under another secret, and waits for its not-before time', async () => {
    const token = await signJwt({ role: 'anon' }, SECRET);
    await verifyJwt(token, SECRET);
    const other = await verifyJwt(token, `${SECRET}-other`).catch((e: unknown) => e);
    expect((other as JwtError).reason).toBe('invalid-signature');

    const now = Math.floor(Date.now() / 1000);
    const later = await signJwt({ role: 'anon', nbf: now + 30 }, SECRET);
    const early = await verifyJwt(later, SECRET).catch((e: unknown) => e);
    expect((early as JwtError).reason).toBe('invalid-claims');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((now + 31) * 1000);
    expect((await verifyJwt(later, SECRET)).role).toBe('anon');
  });

  it('gives each caller claims of its own', async () => {
    const token = await signJwt({ role: 'authenticated', app_metadata: { roles: ['guide'] } }, SECRET);
    await verifyJwt(token, SECRET);
    const first = await verifyJwt(token, SECRET);
    (first.app_metadata as { roles: string[] }).roles.push('admin');
    first.role = 'service_role';
    const second = await verifyJwt(token, SECRET);
    expect(second).toMatchObject({ role: 'authenticated', app_metadata: { roles: ['guide'] } });
  });
});

describe('project keys', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('generates a secret once, stores it with mode 0600 and reuses it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'keys-'));
    dirs.push(dir);
    const first = await loadJwtSecret({ dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(join(dir, JWT_SECRET_FILE))).mode & 0o777).toBe(0o600);
    expect(await loadJwtSecret({ dataDir: dir })).toBe(first);
    expect(await loadJwtSecret({ dataDir: dir, jwtSecret: SECRET })).toBe(SECRET);
    await expect(loadJwtSecret({ dataDir: dir, jwtSecret: 'short' })).rejects.toThrow(/32 characters/);
  });

  it('derives stable anon and service_role keys', async () => {
    const keys = await deriveProjectKeys(SECRET);
    expect(await deriveProjectKeys(SECRET)).toEqual(keys);
    expect(decodeJwt(keys.anonKey)).toMatchObject({ role: 'anon', iss: 'supabase' });
    expect(decodeJwt(keys.serviceRoleKey)).toMatchObject({ role: 'service_role', iss: 'supabase' });
    expect((await verifyJwt(keys.anonKey, SECRET)).exp).toBeGreaterThan(Date.now() / 1000 + 5 * 365 * 86400);
  });
});
