// Password rules as supabase/config.toml sets them (minimum_password_length = 8,
// password_requirements = "letters_digits") plus the well-known-password refusal: sign-up,
// password change and admin creation all answer GoTrue's 422 weak_password with its reasons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from './test-harness.ts';
import { authFetch, client, DATABASES, freshEmail } from './test-support.ts';

const LETTERS_DIGITS =
  'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.';
const PWNED = 'Password is known to be weak and easy to guess, please choose a different one.';
const STRONG = 'Kilimanjaro-2026';

describe.each(DATABASES)('password rules on %s', (kind) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness(kind, {
      autoConfirm: true,
      minPasswordLength: 8,
      passwordRequirements: 'letters_digits',
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const signUp = (password: string) =>
    authFetch(h, '/signup', {
      method: 'POST',
      body: JSON.stringify({ email: freshEmail('rules'), password }),
    });

  it('refuses 123456 and password with every reason GoTrue gives, in its order and words', async () => {
    const cases: [string, string[], string][] = [
      [
        '123456',
        ['length', 'characters', 'pwned'],
        `Password should be at least 8 characters. ${LETTERS_DIGITS} ${PWNED}`,
      ],
      ['password', ['characters', 'pwned'], `${LETTERS_DIGITS} ${PWNED}`],
      ['password123', ['pwned'], PWNED],
      // Case does not make a listed password harder to guess.
      ['Password123', ['pwned'], PWNED],
      ['Zq7-x', ['length'], 'Password should be at least 8 characters.'],
      ['no-digits-here', ['characters'], LETTERS_DIGITS],
      ['1234567890123', ['characters'], LETTERS_DIGITS],
    ];
    for (const [password, reasons, message] of cases) {
      const res = await signUp(password);
      expect(res.status, password).toBe(422);
      expect(res.headers.get('x-sb-error-code')).toBe('weak_password');
      expect(res.body, password).toEqual({
        code: 'weak_password',
        error_code: 'weak_password',
        message,
        weak_password: { reasons },
      });
    }
  });

  it('accepts a password that meets every rule', async () => {
    const res = await signUp(STRONG);
    expect(res.status).toBe(200);
    expect(res.body.access_token).toBeTruthy();
  });

  it('supabase-js reads it as AuthWeakPasswordError with the reasons', async () => {
    const { data, error } = await client(h).auth.signUp({ email: freshEmail('js'), password: 'qwerty123' });
    expect(data.user).toBeNull();
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.status).toBe(422);
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['pwned']);
  });

  it('applies the same rules to a password change (PUT /user)', async () => {
    const supabase = client(h);
    const email = freshEmail('change');
    expect((await supabase.auth.signUp({ email, password: STRONG })).error).toBeNull();
    const weak = await supabase.auth.updateUser({ password: 'letmein1' });
    expect(weak.error?.code).toBe('weak_password');
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['pwned']);
    const noDigit = await supabase.auth.updateUser({ password: 'ngorongoro-crater' });
    expect((noDigit.error as unknown as { reasons: string[] }).reasons).toEqual(['characters']);
    expect((await supabase.auth.updateUser({ password: 'Ngorongoro-Crater-7' })).error).toBeNull();
  });

  it('applies the same rules to admin creation and admin password updates', async () => {
    const admin = client(h, h.serviceRoleKey).auth.admin;
    const weak = await admin.createUser({
      email: freshEmail('admin'),
      password: 'password',
      email_confirm: true,
    });
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.status).toBe(422);
    const created = await admin.createUser({
      email: freshEmail('admin'),
      password: STRONG,
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const update = await admin.updateUserById(created.data.user?.id ?? '', { password: 'abc12345' });
    expect(update.error?.code).toBe('weak_password');
  });

  it('still refuses a password over 72 bytes as GoTrue does', async () => {
    const res = await signUp(`A1${'x'.repeat(71)}`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Password cannot be longer than 72 characters');
  });
});
