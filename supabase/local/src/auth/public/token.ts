// POST /token: the password and refresh-token grants.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError, invalidCredentials } from '../errors.ts';
import { readJsonObject, sendAuthJson } from '../http.ts';
import { comparePassword, paceLikeCompare } from '../password-hashing.ts';
import { type AuthRuntime, type RequestMeta, requestMeta } from '../runtime.ts';
import { refreshSession } from '../sessions.ts';
import { findUserByEmail, isBanned } from '../users.ts';
import { stringField } from '../validate.ts';
import { signIn } from './sign-in.ts';

/**
 * Password checks of one address under way at once. A burst of guesses at one account all pass
 * the back-off check before the first fails; beyond this they are refused before any hashing.
 * Counted for every address, registered or not, so the refusal reveals nothing.
 */
const CHECKS_PER_ACCOUNT = 2;
const checking = new Map<string, number>();

export async function token(
  rt: AuthRuntime,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
) {
  const grantType = query.get('grant_type');
  const meta = requestMeta(rt, req);
  if (grantType === 'password') {
    rt.limiter.signInOrSignUp(meta.ip);
    const body = await readJsonObject(req);
    sendAuthJson(res, 200, await passwordGrant(rt, body, meta));
  } else if (grantType === 'refresh_token') {
    rt.limiter.tokenRefresh(meta.ip);
    const body = await readJsonObject(req);
    const refreshToken = stringField(body, 'refresh_token');
    if (!refreshToken) throw new AuthError(400, 'validation_failed', 'refresh_token required');
    if (refreshToken.length < 12) throw new AuthError(400, 'validation_failed', 'Refresh token is not valid');
    sendAuthJson(res, 200, await refreshSession(rt, refreshToken, meta));
  } else {
    // GoTrue's (odd but real) pairing of code and message for an unknown grant.
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  }
}

async function passwordGrant(rt: AuthRuntime, body: Record<string, unknown>, meta: RequestMeta) {
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password') ?? '';
  if (!email && !phone) throw new AuthError(400, 'validation_failed', 'missing email or phone');
  // Before bcrypt: a guesser held back costs the server nothing.
  if (email) rt.limiter.signInAccount(email, meta.ip);
  const user = email ? await findUserByEmail(rt.db, email.trim()) : undefined;
  const storedHash =
    user && !user.deleted_at && user.encrypted_password ? user.encrypted_password : undefined;
  const matches = await oneOfFewChecks((email ?? phone ?? '').trim().toLowerCase(), async () => {
    if (storedHash) return comparePassword(password, storedHash, meta.ip);
    // No password to compare: answered after as long as a compare would take (and refused when
    // one would be), but no hashing, so guessing unknown addresses cannot fill the queue.
    await paceLikeCompare(meta.ip);
    return false;
  });
  if (!user || !storedHash || !matches) {
    if (email) rt.limiter.signInFailed(email, meta.ip);
    throw invalidCredentials();
  }
  if (email) rt.limiter.signInSucceeded(email, meta.ip);
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  return rt.db.transaction((tx) => signIn(rt, tx, user.id, 'password', meta));
}

/** Runs `check` unless CHECKS_PER_ACCOUNT checks of `account` are already under way. */
async function oneOfFewChecks(account: string, check: () => Promise<boolean>): Promise<boolean> {
  const under = checking.get(account) ?? 0;
  if (under >= CHECKS_PER_ACCOUNT) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
  checking.set(account, under + 1);
  try {
    return await check();
  } finally {
    const left = (checking.get(account) ?? 1) - 1;
    if (left > 0) checking.set(account, left);
    else checking.delete(account);
  }
}
