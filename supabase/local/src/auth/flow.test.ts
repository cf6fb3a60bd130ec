// The full e-mail/password life cycle with the unmodified supabase-js client, on both databases.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from './test-harness.ts';
import { authFetch, client, DATABASES, followLink, freshEmail } from './test-support.ts';

const REUSE_INTERVAL = 1.5;

describe.each(DATABASES)('auth life cycle on %s', (kind) => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness(kind, { refreshTokenReuseIntervalSeconds: REUSE_INTERVAL });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('signs up, confirms by link, signs in, refreshes, detects token re-use and signs out', async () => {
    const supabase = client(h);
    const email = freshEmail('ada');
    const redirect = `${h.url}/welcome`;

    const signUp = await supabase.auth.signUp({
      email: email.toUpperCase(),
      password: 'correct horse',
      options: { emailRedirectTo: redirect, data: { full_name: 'Ada' } },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    const userId = signUp.data.user?.id;
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.email_confirmed_at).toBeUndefined();
    expect(signUp.data.user?.confirmation_sent_at).toBeTruthy();
    expect(signUp.data.user?.identities).toHaveLength(1);
    expect(signUp.data.user?.user_metadata).toEqual({ full_name: 'Ada' });
    expect(signUp.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });

    const early = await supabase.auth.signInWithPassword({ email, password: 'correct horse' });
    expect(early.error?.message).toBe('Email not confirmed');
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.status).toBe(400);

    const link = h.mailer.lastLinkTo(email);
    expect(link).toMatch(
      new RegExp(`^${h.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=signup&redirect_to=`),
    );
    // Only the hash of the link token is stored.
    const token = new URL(link ?? '').searchParams.get('token');
    const { rows } = await h.db.query<{ confirmation_token: string }>(
      'select confirmation_token from auth.users where id = $1',
      [userId],
    );
    expect(rows[0]?.confirmation_token).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.confirmation_token).not.toBe(token);

    const confirmed = await followLink(link ?? '');
    expect(confirmed.status).toBe(303);
    expect(confirmed.location.startsWith(`${redirect}#`)).toBe(true);
    expect(confirmed.fragment.get('token_type')).toBe('bearer');
    expect(confirmed.fragment.get('type')).toBe('signup');
    expect(confirmed.fragment.get('expires_in')).toBe('3600');
    expect(Number(confirmed.fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    expect(confirmed.fragment.get('refresh_token')).toMatch(/^[a-z0-9]{32}$/);
    const claims = decodeJwt(confirmed.fragment.get('access_token') ?? '');
    expect(claims).toMatchObject({
      aud: 'authenticated',
      iss: `${h.url}/auth/v1`,
      sub: userId,
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Ada' },
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
    expect(typeof claims.session_id).toBe('string');

    // Single use.
    const again = await followLink(link ?? '');
    expect(again.status).toBe(303);
    expect(again.fragment.get('error_code')).toBe('otp_expired');
    expect(again.fragment.get('error')).toBe('access_denied');
    expect(again.fragment.get('error_description')).toBe('Email link is invalid or has expired');
    expect(again.fragment.get('access_token')).toBeNull();

    const signIn = await supabase.auth.signInWithPassword({ email, password: 'correct horse' });
    expect(signIn.error).toBeNull();
    const session = signIn.data.session;
    expect(session?.token_type).toBe('bearer');
    expect(session?.user.email_confirmed_at).toBeTruthy();
    expect(session?.user.last_sign_in_at).toBeTruthy();
    expect(decodeJwt(session?.access_token ?? '').amr).toEqual([
      { method: 'password', timestamp: expect.any(Number) },
    ]);

    const me = await supabase.auth.getUser();
    expect(me.error).toBeNull();
    expect(me.data.user?.id).toBe(userId);

    const firstRefresh = session?.refresh_token ?? '';
    const refreshed = await supabase.auth.refreshSession({ refresh_token: firstRefresh });
    expect(refreshed.error).toBeNull();
    const successor = refreshed.data.session?.refresh_token;
    expect(successor).toBeTruthy();
    expect(successor).not.toBe(firstRefresh);
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').session_id).toBe(
      decodeJwt(session?.access_token ?? '').session_id,
    );

    // Within the reuse interval the old token yields the same successor.
    const retried = await authFetch(h, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: firstRefresh }),
    });
    expect(retried.status).toBe(200);
    expect(retried.body.refresh_token).toBe(successor);

    // After it, re-use is treated as theft: the whole session is ended.
    await new Promise((resolve) => setTimeout(resolve, REUSE_INTERVAL * 1000 + 300));
    const reused = await supabase.auth.refreshSession({ refresh_token: firstRefresh });
    expect(reused.error?.code).toBe('refresh_token_already_used');
    expect(reused.error?.message).toBe('Invalid Refresh Token: Already Used');
    const successorAfter = await authFetch(h, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: successor }),
    });
    expect(successorAfter.status).toBe(400);
    expect(successorAfter.body.code).toBe('refresh_token_not_found');
    const revoked = await authFetch(h, '/user', {
      headers: { Authorization: `Bearer ${refreshed.data.session?.access_token}` },
    });
    expect(revoked.status).toBe(403);
    expect(revoked.body.code).toBe('session_not_found');

    // Sign out ends the session the access token belongs to.
    const second = await supabase.auth.signInWithPassword({ email, password: 'correct horse' });
    const accessToken = second.data.session?.access_token ?? '';
    expect(
      (await authFetch(h, '/user', { headers: { Authorization: `Bearer ${accessToken}` } })).status,
    ).toBe(200);
    const signOut = await supabase.auth.signOut();
    expect(signOut.error).toBeNull();
    const afterSignOut = await authFetch(h, '/user', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(afterSignOut.status).toBe(403);
    expect(afterSignOut.body).toMatchObject({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    const refreshAfterSignOut = await supabase.auth.refreshSession({
      refresh_token: second.data.session?.refresh_token ?? '',
    });
    expect(refreshAfterSignOut.error?.code).toBe('refresh_token_not_found');
  });

  it('rejects a wrong password or an unknown address with the same error', async () => {
    const supabase = client(h);
    const email = freshEmail('wrongpw');
    await supabase.auth.signUp({ email, password: 'right-password' });
    for (const attempt of [
      { email, password: 'wrong-password' },
      { email: freshEmail('nobody'), password: 'right-password' },
    ]) {
      const { data, error } = await supabase.auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error?.message).toBe('Invalid login credentials');
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.status).toBe(400);
    }
  });

  it('refuses short passwords as weak_password', async () => {
    // Not '12345': that one is also on the common-password list (reasons length and pwned,
    // password-rules.test.ts); this test is about the length rule alone.
    const { data, error } = await client(h).auth.signUp({ email: freshEmail('short'), password: 'zq7x5' });
    expect(data.user).toBeNull();
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.code).toBe('weak_password');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('Password should be at least 6 characters.');
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
  });

  it('does not reveal a registered address on a repeated sign-up while confirmations are on', async () => {
    const supabase = client(h);
    const email = freshEmail('twice');
    const first = await supabase.auth.signUp({ email, password: 'first-password' });
    await followLink(h.mailer.lastLinkTo(email) ?? '');
    const mails = h.mailer.messages.length;
    const second = await supabase.auth.signUp({ email, password: 'other-password' });
    expect(second.error).toBeNull();
    expect(second.data.session).toBeNull();
    expect(second.data.user?.id).not.toBe(first.data.user?.id);
    expect(second.data.user?.identities).toEqual([]);
    expect(h.mailer.messages.length).toBe(mails);
    // The account was not touched: the original password still works, the new one does not.
    expect((await supabase.auth.signInWithPassword({ email, password: 'first-password' })).error).toBeNull();
    expect((await supabase.auth.signInWithPassword({ email, password: 'other-password' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  async function confirmedUser(label: string, password: string) {
    const supabase = client(h);
    const email = freshEmail(label);
    await supabase.auth.signUp({ email, password });
    const { fragment } = await followLink(h.mailer.lastLinkTo(email) ?? '');
    expect(fragment.get('access_token')).toBeTruthy();
    return { supabase, email };
  }

  it('changes the password with updateUser and ends the other sessions', async () => {
    const { supabase, email } = await confirmedUser('change', 'old-password');
    const other = client(h);
    const otherSession = await other.auth.signInWithPassword({ email, password: 'old-password' });
    expect(otherSession.error).toBeNull();
    expect((await supabase.auth.signInWithPassword({ email, password: 'old-password' })).error).toBeNull();

    const same = await supabase.auth.updateUser({ password: 'old-password' });
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.status).toBe(422);
    const tooShort = await supabase.auth.updateUser({ password: 'abc' });
    expect(tooShort.error?.code).toBe('weak_password');

    const updated = await supabase.auth.updateUser({ password: 'new-password', data: { nickname: 'x' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ nickname: 'x' });
    const removed = await supabase.auth.updateUser({ data: { nickname: null, plan: 'safari' } });
    expect(removed.data.user?.user_metadata).toEqual({ plan: 'safari' });

    expect((await supabase.auth.getUser()).error).toBeNull();
    const otherUser = await authFetch(h, '/user', {
      headers: { Authorization: `Bearer ${otherSession.data.session?.access_token}` },
    });
    expect(otherUser.body.code).toBe('session_not_found');

    const fresh = client(h);
    expect((await fresh.auth.signInWithPassword({ email, password: 'old-password' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await fresh.auth.signInWithPassword({ email, password: 'new-password' })).error).toBeNull();
  });

  it('resets a forgotten password through the recovery link', async () => {
    const { email } = await confirmedUser('reset', 'forgotten-password');
    const supabase = client(h);
    const redirectTo = `${h.url}/account/new-password`;
    const mails = h.mailer.messages.length;
    const unknown = await supabase.auth.resetPasswordForEmail(freshEmail('unknown'), { redirectTo });
    expect(unknown.error).toBeNull();
    expect(h.mailer.messages.length).toBe(mails);

    const requested = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
    expect(requested.error).toBeNull();
    expect(requested.data).toEqual({});
    const mail = h.mailer.lastTo(email);
    expect(mail?.subject).toBe('Reset Your Password');
    const link = h.mailer.lastLinkTo(email) ?? '';
    expect(new URL(link).searchParams.get('type')).toBe('recovery');

    const { status, location, fragment } = await followLink(link);
    expect(status).toBe(303);
    expect(location.startsWith(`${redirectTo}#`)).toBe(true);
    expect(fragment.get('type')).toBe('recovery');
    expect(decodeJwt(fragment.get('access_token') ?? '').amr).toEqual([
      { method: 'recovery', timestamp: expect.any(Number) },
    ]);

    const set = await supabase.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    expect((await supabase.auth.updateUser({ password: 'remembered-password' })).error).toBeNull();

    const fresh = client(h);
    expect(
      (await fresh.auth.signInWithPassword({ email, password: 'remembered-password' })).error,
    ).toBeNull();
    expect((await fresh.auth.signInWithPassword({ email, password: 'forgotten-password' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('verifies a token_hash with verifyOtp and refuses it a second time', async () => {
    const { email } = await confirmedUser('otp', 'some-password');
    const supabase = client(h);
    await supabase.auth.resetPasswordForEmail(email);
    const tokenHash = new URL(h.mailer.lastLinkTo(email) ?? '').searchParams.get('token') ?? '';
    // Without redirect_to the link points back at the site URL.
    expect(new URL(h.mailer.lastLinkTo(email) ?? '').searchParams.get('redirect_to')).toBe(h.url);

    const verified = await supabase.auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    const reused = await client(h).auth.verifyOtp({ type: 'recovery', token_hash: tokenHash });
    expect(reused.error?.code).toBe('otp_expired');
    expect(reused.error?.status).toBe(403);
    expect(reused.error?.message).toBe('Token has expired or is invalid');
  });

  it('refuses an expired confirmation link', async () => {
    const email = freshEmail('late');
    await client(h).auth.signUp({ email, password: 'some-password' });
    await h.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '25 hours' where email = $1`,
      [email],
    );
    const { fragment } = await followLink(h.mailer.lastLinkTo(email) ?? '');
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect((await client(h).auth.signInWithPassword({ email, password: 'some-password' })).error?.code).toBe(
      'email_not_confirmed',
    );
  });

  it('sends a new confirmation link with resend, and a used or expired link says otp_expired', async () => {
    const supabase = client(h);
    const email = freshEmail('again');
    const redirect = `${h.url}/auth`;
    await supabase.auth.signUp({ email, password: 'some-password-1' });
    await h.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '25 hours' where email = $1`,
      [email],
    );
    const expired = await followLink(h.mailer.lastLinkTo(email) ?? '');
    expect(expired.fragment.get('error')).toBe('access_denied');
    expect(expired.fragment.get('error_code')).toBe('otp_expired');
    expect(expired.fragment.get('error_description')).toBe('Email link is invalid or has expired');

    const mails = h.mailer.messages.length;
    const resent = await supabase.auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: redirect },
    });
    expect(resent.error).toBeNull();
    expect(h.mailer.messages.length).toBe(mails + 1);
    const link = h.mailer.lastLinkTo(email) ?? '';
    expect(new URL(link).searchParams.get('redirect_to')).toBe(redirect);
    const confirmed = await followLink(link);
    expect(confirmed.location.startsWith(`${redirect}#`)).toBe(true);
    expect(confirmed.fragment.get('access_token')).toBeTruthy();

    // The link again: used. A resend now sends nothing (the address is confirmed), and an
    // unknown address gets the same empty answer.
    expect((await followLink(link)).fragment.get('error_code')).toBe('otp_expired');
    const afterConfirm = h.mailer.messages.length;
    expect((await supabase.auth.resend({ type: 'signup', email })).error).toBeNull();
    expect((await supabase.auth.resend({ type: 'signup', email: freshEmail('nobody') })).error).toBeNull();
    expect(h.mailer.messages.length).toBe(afterConfirm);
  });

  it('refuses resend types it does not send', async () => {
    const response = await authFetch(h, '/resend', {
      method: 'POST',
      body: JSON.stringify({ type: 'recovery', email: freshEmail('x') }),
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
  });

  it('signs out other sessions only with scope "others"', async () => {
    const { email } = await confirmedUser('scopes', 'scope-password');
    const a = client(h);
    const b = client(h);
    const sa = await a.auth.signInWithPassword({ email, password: 'scope-password' });
    const sb = await b.auth.signInWithPassword({ email, password: 'scope-password' });
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    const status = async (token: string | undefined) =>
      (await authFetch(h, '/user', { headers: { Authorization: `Bearer ${token}` } })).status;
    expect(await status(sa.data.session?.access_token)).toBe(200);
    expect(await status(sb.data.session?.access_token)).toBe(403);
  });
});
