// create-admin follows the project's password rules (supabase/config.toml, decision 093): a weak
// --password is refused before anything is written, and a generated one meets even the
// strictest rule Supabase offers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admin.ts';
import { checkPasswordStrength } from './auth/password-policy.ts';
import { loadProjectConfig } from './config.ts';
import { defaultConfigFile } from './paths.ts';
import { startTestServer, type TestServer } from './test-support/harness.ts';

describe('create-admin password rules', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres', { migrationsDir: null });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses a password the project config calls weak, and writes nothing', async () => {
    const { auth } = await loadProjectConfig(defaultConfigFile);
    for (const password of ['password', 'serengeti', 'abc123']) {
      await expect(
        createAdmin(server.db, { email: 'weak.admin@example.test', password }, auth),
      ).rejects.toThrow(/^Weak password: Password should/);
    }
    const rows = await server.db.query(`select 1 from auth.users where email = 'weak.admin@example.test'`);
    expect(rows.rows).toHaveLength(0);
    const ok = await createAdmin(
      server.db,
      { email: 'weak.admin@example.test', password: 'Serengeti-admin-2026' },
      auth,
    );
    expect(ok.created).toBe(true);
  });

  it('generates a password that meets the strictest rule', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { generatedPassword } = await createAdmin(server.db, { email: `gen${i}@example.test` });
      expect(() =>
        checkPasswordStrength(generatedPassword ?? '', {
          minLength: 16,
          requirements: 'lower_upper_letters_digits_symbols',
          refuseCommon: true,
        }),
      ).not.toThrow();
    }
  });
});
