// Sessions, refresh-token rotation and access tokens (GoTrue's `AccessTokenResponse`).
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { SqlExecutor } from '../contracts.ts';
import { AuthError } from './errors.ts';
import { signHs256 } from './jwt.ts';
import { newRefreshToken } from './one-time-tokens.ts';
import type { AuthRuntime, RequestMeta } from './runtime.ts';
import { findUserById, isBanned, iso, type UserRow, userResponse } from './users.ts';

/** The `amr` method recorded for the session (how the user proved who they are). */
export type AmrMethod = 'password' | 'otp' | 'recovery' | 'magiclink';

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

const inetOrNull = (ip: string) => (isIP(ip.replace(/^::ffff:/, '')) ? ip : null);

/** Opens a session for `user` and returns the session response, all inside `tx`. */
export async function createSession(
  rt: AuthRuntime,
  tx: SqlExecutor,
  user: UserRow,
  method: AmrMethod,
  meta: RequestMeta,
): Promise<SessionResponse> {
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
    [sessionId, user.id, meta.userAgent, inetOrNull(meta.ip)],
  );
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)`,
    [sessionId, method, randomUUID()],
  );
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), null, $3)`,
    [refreshToken, user.id, sessionId],
  );
  return sessionResponse(rt, tx, user, sessionId, refreshToken);
}

async function sessionResponse(
  rt: AuthRuntime,
  tx: SqlExecutor,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<SessionResponse> {
  const { rows: amrRows } = await tx.query<{ authentication_method: string; created_at: Date | string }>(
    `select authentication_method, created_at from auth.mfa_amr_claims where session_id = $1 order by created_at`,
    [sessionId],
  );
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + rt.jwtExpirySeconds;
  const userJson = await userResponse(tx, user);
  const accessToken = await signHs256(
    {
      aud: user.aud || 'authenticated',
      exp,
      iat,
      iss: rt.issuer,
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role || 'authenticated',
      aal: 'aal1',
      amr: amrRows.map((row) => ({
        method: row.authentication_method,
        timestamp: Math.floor(Date.parse(iso(row.created_at) ?? '') / 1000),
      })),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    rt.ctx.keys.jwtSecret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: rt.jwtExpirySeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson,
  };
}

const notFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

interface TokenRow {
  token: string;
  revoked: boolean;
  updated_at: Date | string;
  session_id: string | null;
}

/**
 * Refresh-token grant with rotation. A revoked token presented again within the reuse interval
 * gets the session's current token (a client that lost the previous answer can recover); after
 * the interval it is treated as stolen and the whole session is ended.
 */
export async function refreshSession(
  rt: AuthRuntime,
  refreshToken: string,
  meta: RequestMeta,
): Promise<SessionResponse> {
  // The theft response must be committed even though the request fails, so the transaction
  // returns the error instead of throwing it (throwing would roll the revocation back).
  const outcome = await rt.db.transaction(async (tx): Promise<SessionResponse | AuthError> => {
    const { rows } = await tx.query<TokenRow>(
      `select token, revoked, updated_at, session_id from auth.refresh_tokens where token = $1 for update`,
      [refreshToken],
    );
    const row = rows[0];
    if (!row?.session_id) return notFound();
    const { rows: sessions } = await tx.query<{ id: string; user_id: string }>(
      `select id, user_id from auth.sessions where id = $1 for update`,
      [row.session_id],
    );
    const session = sessions[0];
    if (!session) return notFound();
    const user = await findUserById(tx, session.user_id);
    if (!user) return notFound();
    if (isBanned(user)) return new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');

    let issued: string;
    if (row.revoked) {
      const revokedAt = Date.parse(iso(row.updated_at) ?? '');
      if (Date.now() > revokedAt + rt.refreshTokenReuseIntervalSeconds * 1000) {
        await tx.query(`delete from auth.sessions where id = $1`, [session.id]);
        rt.ctx.log(`[auth] refresh token re-used after the reuse interval; session ${session.id} revoked`);
        return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      const { rows: active } = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
        [session.id],
      );
      issued = active[0]?.token ?? (await rotate(tx, user.id, session.id, row.token));
    } else {
      issued = await rotate(tx, user.id, session.id, row.token);
    }
    await tx.query(
      `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now(),
              user_agent = $2, ip = $3::inet
        where id = $1`,
      [session.id, meta.userAgent, inetOrNull(meta.ip)],
    );
    return sessionResponse(rt, tx, user, session.id, issued);
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}

async function rotate(tx: SqlExecutor, userId: string, sessionId: string, parent: string): Promise<string> {
  await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [
    parent,
  ]);
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}
