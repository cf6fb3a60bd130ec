// Who is calling: the gateway's API-key check and GoTrue's bearer-token checks.
import type { IncomingMessage } from 'node:http';
import type { JwtClaims, ProjectKeys } from '../contracts.ts';
import { bearerToken, headerValue } from '../http.ts';
import { AuthError } from './errors.ts';
import { verifyHs256 } from './jwt.ts';
import type { AuthRuntime } from './runtime.ts';
import { findUserById, type UserRow } from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** Hosted Supabase's gateway answers these itself, without GoTrue's JSON shape. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; hint: string },
  ) {
    super(body.message);
  }
}

/**
 * The gateway rule (supabase/local/docs/protocol.md §1.2): a request needs an `apikey` (header or
 * query) that is the project's anon or service key, or another JWT signed with the project secret
 * for one of those roles. Returns the bearer token the request acts with: its own Authorization,
 * else the key.
 */
export async function checkApiKey(
  req: IncomingMessage,
  query: URLSearchParams,
  keys: ProjectKeys,
): Promise<string> {
  const apiKey = headerValue(req, 'apikey') ?? query.get('apikey') ?? undefined;
  if (!apiKey) {
    throw new GatewayError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (apiKey !== keys.anonKey && apiKey !== keys.serviceRoleKey) {
    const verified = await verifyHs256(apiKey, keys.jwtSecret);
    if (!verified.ok || !['anon', 'service_role'].includes(verified.claims.role)) {
      throw new GatewayError(401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
    }
  }
  return bearerToken(req) ?? apiKey;
}

async function verifiedClaims(rt: AuthRuntime, token: string | undefined): Promise<JwtClaims> {
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await verifyHs256(token, rt.ctx.keys.jwtSecret);
  if (!verified.ok) {
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${verified.reason}`,
    );
  }
  return verified.claims;
}

export interface Caller {
  claims: JwtClaims;
  user: UserRow;
  sessionId: string | undefined;
}

/** A signed-in user whose account and session still exist (GoTrue's `requireAuthentication`). */
export async function requireUser(rt: AuthRuntime, token: string | undefined): Promise<Caller> {
  const claims = await verifiedClaims(rt, token);
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!isUuid(claims.sub)) throw new AuthError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(rt.db, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId !== undefined) {
    const exists =
      isUuid(sessionId) &&
      (await rt.db.query(`select 1 from auth.sessions where id = $1 and user_id = $2`, [sessionId, user.id]))
        .rows.length > 0;
    if (!exists) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  return { claims, user, sessionId };
}

/** Admin endpoints: the bearer must be a valid token whose role is `service_role`. */
export async function requireAdmin(rt: AuthRuntime, token: string | undefined): Promise<void> {
  const claims = await verifiedClaims(rt, token);
  if (claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}
