// A channel's token: the connection's API key unless the join or an access_token update brings a
// user's own, and the claims it grants or why it is refused, in Supabase's words.
import type { JwtClaims } from '../contracts.ts';
import { JwtError, verifyJwt } from '../jwt.ts';
import type { ChangeFeed } from './feed.ts';

/** The claims of `token`, or the reason (as Supabase words it) it is refused. */
export async function claimsOf(
  token: string,
  jwtSecret: string,
  feed: ChangeFeed,
): Promise<{ claims: JwtClaims } | { reason: string }> {
  let claims: JwtClaims;
  try {
    claims = await verifyJwt(token, jwtSecret);
  } catch (error) {
    if (error instanceof JwtError && error.reason === 'expired') {
      return { reason: 'InvalidJWTToken: Token has expired' };
    }
    return { reason: `InvalidJWTToken: ${(error as Error).message}` };
  }
  if (typeof claims.exp !== 'number')
    return { reason: 'InvalidJWTToken: Fields `role` and `exp` are required in JWT' };
  if (!(await feed.roleAllowed(claims.role))) {
    return { reason: `Unauthorized: role "${claims.role}" is not allowed` };
  }
  return { claims };
}

/** The token `payload` brings, or the connection's API key. */
export function tokenOf(payload: Record<string, unknown>, apiKey: string): string {
  const token = payload.access_token;
  return typeof token === 'string' && token !== '' && !token.startsWith('sb_') ? token : apiKey;
}
