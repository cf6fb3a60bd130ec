// GET and POST /verify: following the link in a confirmation or recovery mail.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError } from '../errors.ts';
import { readJsonObject, sendAuthJson, sendRedirect } from '../http.ts';
import type { LinkKind } from '../mail-templates.ts';
import { storedFormOf } from '../one-time-tokens.ts';
import { type AuthRuntime, type RequestMeta, requestMeta } from '../runtime.ts';
import type { AmrMethod } from '../sessions.ts';
import { confirmEmail, isBanned, iso, USER_COLUMNS, type UserRow } from '../users.ts';
import { stringField } from '../validate.ts';
import { redirectTarget } from './link-mail.ts';
import { signIn } from './sign-in.ts';

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
  sendAuthJson(
    res,
    200,
    await consumeLinkToken(rt, tokenHash, type as VerifyType, meta, 'Token has expired or is invalid'),
  );
}
