// GoTrue's e-mail checks on every endpoint that takes an address: its format check
// (`validateEmail`: checkmail's pattern, 255 characters) answers 400 validation_failed, and the
// checks hosted Supabase's mail validator adds (a dotted domain, a dot-atom local part) answer
// 400 email_address_invalid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from './test-harness.ts';
import { authFetch, DATABASES } from './test-support.ts';

const INVALID_FORMAT = 'Unable to validate email address: invalid format';
const BAD_FORMAT = [
  'xx:;x@x.x',
  'a b@example.co',
  'ab@exa mple.co',
  'a\u0001b@example.co',
  'a\tb@example.co',
  'ab@example.co\u0000',
  '"quoted"@example.co',
  'o\'brien"@example.co',
  'ab@example..co',
  'ab@.example.co',
  'ab@example.co.',
  'ab@-example.co',
  'a@b@example.co',
  '@example.co',
  'ab@',
  'ab',
  'jürgen@example.co',
  'ab@exämple.co',
  `ab@${'x'.repeat(64)}.co`,
];
const UNDELIVERABLE = ['a..b@example.co', '.ab@example.co', 'ab.@example.co', 'ab@localhost'];
const TOO_LONG = `${'a'.repeat(250)}@example.co`;

describe.each(DATABASES)('e-mail validation on %s', (kind) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness(kind);
  });
  afterAll(async () => {
    await h?.close();
  });

  const endpoints: [string, (email: string) => Promise<{ status: number; body: Record<string, unknown> }>][] =
    [
      [
        'sign-up',
        (email) =>
          authFetch(h, '/signup', {
            method: 'POST',
            body: JSON.stringify({ email, password: 'Kilimanjaro-2026' }),
          }),
      ],
      ['recover', (email) => authFetch(h, '/recover', { method: 'POST', body: JSON.stringify({ email }) })],
      [
        'admin create',
        (email) =>
          authFetch(h, '/admin/users', {
            method: 'POST',
            apikey: h.serviceRoleKey,
            headers: { Authorization: `Bearer ${h.serviceRoleKey}` },
            body: JSON.stringify({ email, password: 'Kilimanjaro-2026', email_confirm: true }),
          }),
      ],
    ];

  for (const [name, send] of endpoints) {
    it(`${name}: refuses a malformed address with GoTrue's invalid format`, async () => {
      for (const email of BAD_FORMAT) {
        const res = await send(email);
        expect([res.status, res.body.code, res.body.message], JSON.stringify(email)).toEqual([
          400,
          'validation_failed',
          INVALID_FORMAT,
        ]);
      }
    });

    it(`${name}: refuses an address no mail could reach with email_address_invalid`, async () => {
      for (const email of UNDELIVERABLE) {
        const res = await send(email);
        expect([res.status, res.body.code, res.body.message], email).toEqual([
          400,
          'email_address_invalid',
          `Email address "${email}" is invalid`,
        ]);
      }
    });

    it(`${name}: refuses an over-long address and accepts a plain one`, async () => {
      const long = await send(TOO_LONG);
      expect([long.status, long.body.code, long.body.message]).toEqual([
        400,
        'validation_failed',
        'An email address is too long',
      ]);
      const ok = await send(`First.Last+${name.replace(' ', '-')}-${kind}@Example.co.tz`);
      expect(ok.status).toBe(200);
    });
  }
});
