// Endpoints used before a user has a session: signup, token grants, recovery, link verification.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { SqlExecutor } from '../contracts.ts';
import { AuthError, invalidCredentials } from './errors.ts';
import { readJsonObject, sendJson, sendRedirect } from './http.ts';
import { authMail, type LinkKind, verifyLink } from './mail-templates.ts';
import { newLinkToken, storedFormOf } from './one-time-tokens.ts';
import { comparePassword, hashPassword } from './password-hashing.ts';
import { checkPasswordStrength } from './password-policy.ts';
import { safeRedirect } from './redirect.ts';
import { type AuthRuntime, type RequestMeta, requestMeta } from './runtime.ts';
import { type AmrMethod, createSession, refreshSession } from './sessions.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  isBanned,
  iso,
  USER_COLUMNS,
  type UserRow,
  userResponse,
} from './users.ts';
import { objectField, stringField, validEmail } from './validate.ts';

export const BCRYPT_COST = 10;
// Compared against when the e-mail is unknown, so a wrong address costs as long as a wrong password.
const DUMMY_HASH = '$2b$10$lFUfkPNLEwePdcDTnWRvjuDf71ol8nLt8yQnsevi15wcJ.N5Kv3JG';

function redirectTarget(rt: AuthRuntime, query: URLSearchParams): string {
  return safeRedirect(query.get('redirect_to'), rt.siteUrl, rt.redirectAllowList);
}

/** Stores a fresh link token on the user and sends the mail, inside `tx` (a failed send rolls back). */
async function sendLinkMail(
  rt: AuthRuntime,
  tx: SqlExecutor,
  user: UserRow,
  kind: LinkKind,
  redirectTo: string,
): Promise<void> {
  const { token, stored } = newLinkToken();
  const column = kind === 'signup' ? 'confirmation' : 'recovery';
  await tx.query(
    `update auth.users set ${column}_token = $2, ${column}_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, stored],
  );
  const email = user.email ?? '';
  await rt.mailer.send(
    authMail(email, kind, verifyLink(rt.apiUrl, token, kind, redirectTo), {
      siteUrl: rt.siteUrl,
      redirectTo,
      templates: rt.mailTemplates,
    }),
  );
}

export async function signup(
  rt: AuthRuntime,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
) {
  const meta = requestMeta(rt, req);
  rt.limiter.signInOrSignUp(meta.ip);
  const body = await readJsonObject(req);
  if (!rt.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  const data = objectField(body, 'data') ?? {};
  if (!rawEmail) {
    if (phone) throw new AuthError(400, 'feature_not_supported', 'Phone signups are disabled');
    throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
  }
  if (!password) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password, rt.passwordPolicy);
  const email = validEmail(rawEmail);
  const redirectTo = redirectTarget(rt, query);
  // Counted for every address, registered or not, so the limit reveals nothing.
  if (!rt.autoConfirm) rt.limiter.email('signup', email);
  const passwordHash = await hashPassword(password, BCRYPT_COST);

  const result = await rt.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email, true);
    if (existing?.email_confirmed_at) {
      if (rt.autoConfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
      // With confirmations on GoTrue answers as for a new address, so sign-up cannot be used to
      // find out who has an account.
      return { body: obfuscatedUser(email, data) };
    }
    // An unconfirmed account is not updated (the caller has not proved they own the address);
    // it only gets a new confirmation mail.
    const user =
      existing ??
      (await insertUser(tx, {
        email,
        passwordHash,
        userMetadata: data,
        appMetadata: { provider: 'email', providers: ['email'] },
        role: 'authenticated',
        confirmed: rt.autoConfirm,
      }));
    if (rt.autoConfirm) {
      if (!user.email_confirmed_at) await confirmEmail(tx, user.id);
      return { body: await signIn(rt, tx, user.id, 'password', meta) };
    }
    await sendLinkMail(rt, tx, user, 'signup', redirectTo);
    const reloaded = (await findUserById(tx, user.id)) ?? user;
    return { body: await userResponse(tx, reloaded) };
  });
  sendJson(res, 200, result.body);
}

function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** Records the sign-in and opens a session. */
async function signIn(
  rt: AuthRuntime,
  tx: SqlExecutor,
  userId: string,
  method: AmrMethod,
  meta: RequestMeta,
) {
  const { rows } = await tx.query<UserRow>(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [userId],
  );
  await tx.query(
    `update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
  const user = rows[0];
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return createSession(rt, tx, user, method, meta);
}

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
    sendJson(res, 200, await passwordGrant(rt, body, meta));
  } else if (grantType === 'refresh_token') {
    rt.limiter.tokenRefresh(meta.ip);
    const body = await readJsonObject(req);
    const refreshToken = stringField(body, 'refresh_token');
    if (!refreshToken) throw new AuthError(400, 'validation_failed', 'refresh_token required');
    if (refreshToken.length < 12) throw new AuthError(400, 'validation_failed', 'Refresh token is not valid');
    sendJson(res, 200, await refreshSession(rt, refreshToken, meta));
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
  const matches = await comparePassword(password, storedHash ?? DUMMY_HASH);
  if (!user || !storedHash || !matches) {
    if (email) rt.limiter.signInFailed(email, meta.ip);
    throw invalidCredentials();
  }
  if (email) rt.limiter.signInSucceeded(email, meta.ip);
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
  return rt.db.transaction((tx) => signIn(rt, tx, user.id, 'password', meta));
}

/** When /recover answers, whatever the address: far above the work for a registered one. */
const RECOVER_ANSWER_MS = 250;

export async function recover(
  rt: AuthRuntime,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
) {
  const started = performance.now();
  const body = await readJsonObject(req);
  const rawEmail = stringField(body, 'email');
  if (!rawEmail) throw new AuthError(400, 'validation_failed', 'Password recovery requires an email');
  const email = validEmail(rawEmail);
  const redirectTo = redirectTarget(rt, query);
  rt.limiter.email('recovery', email);
  await rt.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, true);
    if (user && !user.deleted_at) await sendLinkMail(rt, tx, user, 'recovery', redirectTo);
  });
  // The same answer whether or not the address is registered, and at the same time: a registered
  // one took 7.7 ms (the link and its mail), an unknown one 3.0 ms, and 36 of 40 guesses told
  // them apart (issue 25). Both wait until RECOVER_ANSWER_MS after the request came in.
  const left = RECOVER_ANSWER_MS - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  sendJson(res, 200, {});
}

/**
 * POST /resend (`auth.resend({ type: 'signup', email })`): a new confirmation link for an address
 * that has not confirmed yet. As GoTrue: `{}` for an unknown or already confirmed address too (no
 * mail), and the per-address mail limits apply. Only `signup` is supported (no e-mail change or SMS).
 */
export async function resend(
  rt: AuthRuntime,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
) {
  const body = await readJsonObject(req);
  const type = stringField(body, 'type') ?? '';
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  if (type !== 'signup')
    throw new AuthError(400, 'feature_not_supported', `Resending ${type} is not supported`);
  const rawEmail = stringField(body, 'email');
  if (!rawEmail) throw new AuthError(400, 'validation_failed', 'Type provided requires an email address');
  const email = validEmail(rawEmail);
  const redirectTo = redirectTarget(rt, query);
  // Counted for every address (as sign-up and recovery are), so the limit reveals nothing.
  rt.limiter.email('signup', email);
  await rt.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, true);
    if (user && !user.deleted_at && !user.email_confirmed_at)
      await sendLinkMail(rt, tx, user, 'signup', redirectTo);
  });
  sendJson(res, 200, {});
}

type VerifyType = 'signup' | 'recovery' | 'magiclink' | 'email';
const VERIFY_TYPES: readonly string[] = ['signup', 'recovery', 'magiclink', 'email'];

/** Consumes a link token and opens a session; throws `otp_expired` for unknown or stale tokens. */
async function consumeLinkToken(
  rt: AuthRuntime,
  tokenHash: string,
  type: VerifyType,
  meta: RequestMeta,
  expiredMessage: string,
) {
  const stored = storedFormOf(tokenHash);
  return rt.db.transaction(async (tx) => {
    const kinds: LinkKind[] =
      type === 'signup' ? ['signup'] : type === 'email' ? ['signup', 'recovery'] : ['recovery'];
    for (const kind of kinds) {
      const column = kind === 'signup' ? 'confirmation' : 'recovery';
      const ttl = kind === 'signup' ? rt.confirmationTtlSeconds : rt.recoveryTtlSeconds;
      const { rows } = await tx.query<UserRow & { sent_at: Date | string | null }>(
        `select ${USER_COLUMNS}, ${column}_sent_at as sent_at from auth.users
          where ${column}_token = $1 for update`,
        [stored],
      );
      const user = rows[0];
      if (!user) continue;
      const sentAt = Date.parse(iso(user.sent_at) ?? '');
      if (!(sentAt + ttl * 1000 > Date.now())) break;
      if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
      // Single use: the stored hash is cleared in the same transaction that opens the session.
      await tx.query(`update auth.users set ${column}_token = '' where id = $1`, [user.id]);
      // Following a recovery link also proves the address, as in GoTrue.
      await confirmEmail(tx, user.id);
      // Whoever follows the link holds the mailbox: the sign-in back-off lets them in from here.
      if (user.email) rt.limiter.ownerProved(user.email, meta.ip);
      const method: AmrMethod = kind === 'signup' ? 'otp' : type === 'magiclink' ? 'magiclink' : 'recovery';
      return signIn(rt, tx, user.id, method, meta);
    }
    throw new AuthError(403, 'otp_expired', expiredMessage);
  });
}

/** GET /verify: the link in the mail; always answers with a redirect. */
export async function verifyGet(
  rt: AuthRuntime,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
) {
  const meta = requestMeta(rt, req);
  const target = redirectTarget(rt, query);
  const fail = (error: AuthError) => {
    const oauthError =
      error.status === 403 ? 'access_denied' : error.status === 429 ? 'too_many_requests' : 'invalid_request';
    sendRedirect(
      res,
      withFragment(target, {
        error: oauthError,
        error_code: error.code,
        error_description: error.message,
        sb: '',
      }),
    );
  };
  try {
    rt.limiter.tokenVerification(meta.ip);
    const type = query.get('type') ?? '';
    const tokenHash = query.get('token') ?? '';
    if (!VERIFY_TYPES.includes(type))
      throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
    if (!tokenHash) throw new AuthError(400, 'validation_failed', 'Verify requires a token or a token hash');
    const session = await consumeLinkToken(
      rt,
      tokenHash,
      type as VerifyType,
      meta,
      'Email link is invalid or has expired',
    );
    sendRedirect(
      res,
      withFragment(target, {
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        sb: '',
        token_type: 'bearer',
        type,
      }),
    );
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    fail(error);
  }
}

function withFragment(url: string, params: Record<string, string>): string {
  const base = url.split('#')[0] ?? url;
  return `${base}#${new URLSearchParams(params).toString()}`;
}

/** POST /verify (`verifyOtp({type, token_hash})`): the same check, answered with the session. */
export async function verifyPost(rt: AuthRuntime, req: IncomingMessage, res: ServerResponse) {
  const meta = requestMeta(rt, req);
  rt.limiter.tokenVerification(meta.ip);
  const body = await readJsonObject(req);
  const type = stringField(body, 'type') ?? '';
  const tokenHash = stringField(body, 'token_hash');
  if (!VERIFY_TYPES.includes(type))
    throw new AuthError(400, 'validation_failed', 'Unsupported verification type');
  if (!tokenHash) {
    // 6-digit e-mail OTP codes are not issued by this server, so only token_hash can match.
    if (stringField(body, 'token'))
      throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
    throw new AuthError(400, 'validation_failed', 'Verify requires a token or a token hash');
  }
  sendJson(
    res,
    200,
    await consumeLinkToken(rt, tokenHash, type as VerifyType, meta, 'Token has expired or is invalid'),
  );
}

export function settings(rt: AuthRuntime, res: ServerResponse) {
  const providers = [
    'anonymous_users',
    'apple',
    'azure',
    'bitbucket',
    'discord',
    'facebook',
    'figma',
    'github',
    'gitlab',
    'google',
    'keycloak',
    'kakao',
    'linkedin_oidc',
    'notion',
    'phone',
    'slack_oidc',
    'spotify',
    'twitch',
    'twitter',
    'workos',
    'zoom',
  ];
  sendJson(res, 200, {
    external: { ...Object.fromEntries(providers.map((p) => [p, false])), email: true },
    disable_signup: !rt.enableSignup,
    mailer_autoconfirm: rt.autoConfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

export function health(res: ServerResponse) {
  sendJson(res, 200, {
    version: 'supabase-local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}
