import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadProjectConfig, parseProjectConfig } from './config.ts';
import { defaultConfigFile } from './paths.ts';
import { startTestServer } from './test-support/harness.ts';

describe('supabase/config.toml', () => {
  it('the project file asks for confirmations and guards the admin function', async () => {
    const config = await loadProjectConfig(defaultConfigFile);
    expect(config.auth).toMatchObject({
      autoConfirm: false,
      enableSignup: true,
      jwtExpirySeconds: 3600,
      minPasswordLength: 8,
      passwordRequirements: 'letters_digits',
      rateLimits: { emailMinIntervalSeconds: 60, emailsPerHourPerAddress: 4 },
    });
    expect(config.functions['admin-user-management']).toEqual({ verifyJwt: true, enabled: true });
  });

  it('resolves env() references and refuses wrong types with the key in the message', () => {
    const parsed = parseProjectConfig('[auth]\nsite_url = "env(SITE)"\n[auth.email]\nmax_frequency = "5m"', {
      SITE: 'https://safari.example',
    });
    expect(parsed.auth.siteUrl).toBe('https://safari.example');
    expect(parsed.auth.rateLimits).toEqual({ emailMinIntervalSeconds: 300 });
    expect(() => parseProjectConfig('[auth]\njwt_expiry = "an hour"')).toThrow(
      /auth.jwt_expiry must be a number/,
    );
    expect(() => parseProjectConfig('[auth')).toThrow(ConfigError);
    expect(() => parseProjectConfig('[auth]\npassword_requirements = "digits"')).toThrow(
      /auth.password_requirements must be one of "", "letters_digits", "lower_upper_letters_digits", "lower_upper_letters_digits_symbols"/,
    );
  });

  it('the server honours it: confirmations off give a session at sign-up, a short jwt_expiry shows in the token', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'config-test-'));
    const file = join(dir, 'config.toml');
    await writeFile(
      file,
      '[auth]\njwt_expiry = 600\nminimum_password_length = 10\npassword_requirements = "letters_digits"\n[auth.email]\nenable_confirmations = false\n',
    );
    // PostgreSQL boots faster than PGlite; the Auth settings do not depend on the database.
    const server = await startTestServer('postgres', { configFile: file });
    try {
      const { data, error } = await server
        .client()
        .auth.signUp({ email: 'quick@example.test', password: 'serengeti-2026' });
      expect(error).toBeNull();
      expect(data.session?.expires_in).toBe(600);
      const weak = await server.client().auth.signUp({ email: 'weak@example.test', password: 'serengeti' });
      expect(weak.error?.message).toBe(
        'Password should be at least 10 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
      );
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
