// Refusals: bad input, missing or bad keys and tokens, rate limits, open redirects, and failures
// that must leave nothing half-written.
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signHs256 } from './jwt.ts';
import { type AuthHarness, startAuthHarness } from './test-harness.ts';
import { authFetch, client, DATABASES, followLink, freshEmail } from './test-support.ts';

describe.each(DATABASES)('auth refusals on %s', (kind) => {
  let h: AuthHarness;
  let auto: AuthHarness;
  beforeAll(async () => {
    [h, auto] = await Promise.all([
      startAuthHarness(kind, { additionalRedirectUrls: ['http://localhost:5173'] }),
      startAuthHarness(kind, { autoConfirm: true, jwtExpirySeconds: 1 }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([h?.close(), auto?.close()]);
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    authFetch(h, path, { method: 'POST', body, headers });

  it('answers bad input with GoTrue status and code, never a stack trace', async () => {
    const cases: [string, string, number, string, string?][] = [
      ['/token?grant_type=password', '{"email": ', 400, 'bad_json'],
      ['/token?grant_type=password', '[1,2]', 400, 'bad_json'],
      ['/token?grant_type=password', '{"password":"x"}', 400, 'validation_failed', 'missing email or phone'],
      ['/token?grant_type=magic', '{}', 400, 'invalid_credentials', 'unsupported_grant_type'],
      ['/token', '{}', 400, 'invalid_credentials', 'unsupported_grant_type'],
      ['/token?grant_type=refresh_token', '{}', 400, 'validation_failed', 'refresh_token required'],
      ['/token?grant_type=refresh_token', '{"refresh_token":"short"}', 400, 'validation_failed'],
      [
        '/token?grant_type=refresh_token',
        '{"refresh_token":"abcdefghijklmnop"}',
        400,
        'refresh_token_not_found',
      ],
      ['/token?grant_type=password', '{"email":42,"password":"x"}', 400, 'validation_failed'],
      ['/signup', '{"email":"a@b.co"}', 400, 'validation_failed', 'Signup requires a valid password'],
      ['/signup', '{"password":"long-enough"}', 400, 'validation_failed'],
      [
        '/signup',
        '{"email":"not-an-email","password":"long-enough"}',
        400,
        'validation_failed',
        'Unable to validate email address: invalid format',
      ],
      ['/signup', '{"email":"a@b.co","password":"long-enough","data":"x"}', 400, 'validation_failed'],
      ['/recover', '{}', 400, 'validation_failed'],
      ['/verify', '{"type":"signup"}', 400, 'validation_failed'],
      ['/verify', '{"type":"bogus","token_hash":"abc"}', 400, 'validation_failed'],
      [
        '/verify',
        '{"type":"signup","token_hash":"0000"}',
        403,
        'otp_expired',
        'Token has expired or is invalid',
      ],
      ['/nowhere', '{}', 404, 'not_found'],
    ];
    for (const [path, body, status, code, message] of cases) {
      const response = await post(path, body);
      expect({ path, body, status: response.status, code: response.body.code }).toEqual({
        path,
        body,
        status,
        code,
      });
      expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(response.headers.get('x-sb-error-code')).toBe(code);
      if (message) expect(response.body.message).toBe(message);
      expect(JSON.stringify(response.body)).not.toMatch(/\bat .*\.ts:\d+/);
    }
    const users = await h.db.query('select count(*)::int as n from auth.users');
    expect(users.rows).toEqual([{ n: 0 }]);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const huge = JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(1024 * 1024) });
    const response = await post('/signup', huge);
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('request_too_large');
  });

  it('requires a valid apikey, like the gateway', async () => {
    const missing = await authFetch(h, '/settings', { apikey: null });
    expect(missing.status).toBe(401);
    expect(missing.body.message).toBe('No API key found in request');
    const forged = await signHs256(
      { role: 'anon', exp: 1983812996 },
      'not-the-project-secret-not-the-secret!!',
    );
    const invalid = await authFetch(h, '/settings', { apikey: forged });
    expect(invalid.status).toBe(401);
    expect(invalid.body.message).toBe('Invalid API key');
    const settings = await authFetch(h, '/settings');
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      external: { email: true, phone: false },
      mailer_autoconfirm: false,
    });
    expect((await authFetch(auto, '/settings', { apikey: auto.anonKey })).body.mailer_autoconfirm).toBe(true);
    expect((await authFetch(h, '/health')).body.name).toBe('GoTrue');
  });

  it('refuses forged, unsigned, expired and anonymous tokens on /user', async () => {
    const email = freshEmail('jwt');
    const signUp = await client(auto).auth.signUp({ email, password: 'jwt-password' });
    const real = signUp.data.session?.access_token ?? '';
    const claims = decodeJwt(real);

    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString('base64url')}.`;
    const otherSecret = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-different-secret-that-is-long-enough'));
    const tampered = `${real.split('.')[0]}.${Buffer.from(
      JSON.stringify({ ...claims, role: 'service_role' }),
    ).toString('base64url')}.${real.split('.')[2]}`;

    for (const token of [unsigned, otherSecret, tampered, 'not-a-jwt']) {
      const response = await authFetch(auto, '/user', {
        apikey: auto.anonKey,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('bad_jwt');
      expect(String(response.body.message)).toMatch(/^invalid JWT: unable to parse or verify signature, /);
    }
    const asAnon = await authFetch(auto, '/user', { apikey: auto.anonKey });
    expect(asAnon.status).toBe(403);
    expect(asAnon.body.code).toBe('bad_jwt');

    // This harness issues 1-second tokens.
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await client(auto).auth.getUser(real);
    expect(expired.error?.status).toBe(403);
    expect(expired.error?.code).toBe('bad_jwt');
    expect(expired.error?.message).toContain('expired');
  });

  it('with autoConfirm, signs up straight into a session and refuses a second sign-up', async () => {
    const supabase = client(auto);
    const email = freshEmail('auto');
    const first = await supabase.auth.signUp({ email, password: 'auto-password' });
    expect(first.error).toBeNull();
    expect(first.data.session?.access_token).toBeTruthy();
    expect(first.data.user?.email_confirmed_at).toBeTruthy();
    expect(auto.mailer.messages).toHaveLength(0);
    const second = await supabase.auth.signUp({ email, password: 'auto-password' });
    expect(second.error?.message).toBe('User already registered');
    expect(second.error?.code).toBe('user_already_exists');
    expect(second.error?.status).toBe(422);
  });

  it('only redirects to the site origin or the allow-list', async () => {
    const supabase = client(h);
    const targets: [string, string][] = [
      ['https://evil.example/steal', h.url],
      ['http://localhost:5173/welcome', 'http://localhost:5173/welcome'],
      [`${h.url}/inside`, `${h.url}/inside`],
      ['javascript:alert(1)', h.url],
    ];
    for (const [requested, expected] of targets) {
      const email = freshEmail('redirect');
      await supabase.auth.signUp({ email, password: 'redirect-pw', options: { emailRedirectTo: requested } });
      const link = h.mailer.lastLinkTo(email) ?? '';
      expect(new URL(link).searchParams.get('redirect_to')).toBe(expected);
      // A hand-edited link is checked again when followed.
      const edited = new URL(link);
      edited.searchParams.set('redirect_to', 'https://evil.example/');
      const followed = await followLink(edited.toString());
      expect(followed.location.startsWith(`${h.url}#`)).toBe(true);
      expect(followed.fragment.get('access_token')).toBeTruthy();
    }
  });

  it('writes nothing when a product trigger makes sign-up fail', async () => {
    await h.db.exec(`
      create or replace function public.reject_blocked() returns trigger language plpgsql as $$
      begin
        if new.email like 'blocked%' then raise exception 'blocked address'; end if;
        return new;
      end $$;
      drop trigger if exists reject_blocked on auth.identities;
      create trigger reject_blocked after insert on auth.identities
        for each row execute function public.reject_blocked();
    `);
    const email = freshEmail('blocked');
    const response = await post('/signup', JSON.stringify({ email, password: 'blocked-password' }));
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({
      code: 'unexpected_failure',
      message: 'Unexpected failure, please check server logs for more information',
    });
    expect(JSON.stringify(response.body)).not.toContain('blocked address');
    expect(h.logs.some((line) => line.includes('blocked address'))).toBe(true);
    expect((await h.db.query('select 1 from auth.users where email = $1', [email])).rows).toHaveLength(0);
    expect(h.mailer.lastTo(email)).toBeUndefined();
  });
});

describe.each(DATABASES)('auth rate limits on %s', (kind) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness(kind, {
      autoConfirm: true,
      rateLimits: { signInSignUpsPer5Min: 3, tokenRefreshPer5Min: 2, emailMinIntervalSeconds: 60 },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('limits sign-ins per IP and refreshes per IP', async () => {
    const supabase = client(h);
    const email = freshEmail('limited');
    const signUp = await supabase.auth.signUp({ email, password: 'limited-pw' });
    expect(signUp.error).toBeNull();
    expect((await supabase.auth.signInWithPassword({ email, password: 'limited-pw' })).error).toBeNull();
    expect((await supabase.auth.signInWithPassword({ email, password: 'wrong-pw' })).error?.code).toBe(
      'invalid_credentials',
    );
    const limited = await supabase.auth.signInWithPassword({ email, password: 'limited-pw' });
    expect(limited.error?.status).toBe(429);
    expect(limited.error?.code).toBe('over_request_rate_limit');
    expect(limited.error?.message).toBe('Request rate limit reached');

    let refreshToken = signUp.data.session?.refresh_token ?? '';
    for (let i = 0; i < 2; i += 1) {
      const refreshed = await supabase.auth.refreshSession({ refresh_token: refreshToken });
      expect(refreshed.error).toBeNull();
      refreshToken = refreshed.data.session?.refresh_token ?? '';
    }
    const third = await authFetch(h, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('over_request_rate_limit');
  });

  it('limits recovery mails per address, registered or not', async () => {
    const supabase = client(h);
    for (const email of [freshEmail('unknown-limit'), freshEmail('another-unknown')]) {
      expect((await supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
      const again = await supabase.auth.resetPasswordForEmail(email);
      expect(again.error?.status).toBe(429);
      expect(again.error?.code).toBe('over_email_send_rate_limit');
      expect(again.error?.message).toMatch(
        /^For security purposes, you can only request this after \d+ seconds\.$/,
      );
    }
  });
});
