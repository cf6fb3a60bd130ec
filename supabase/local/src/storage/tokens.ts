import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { errors } from './errors.ts';

// Signed URLs' tokens, as hosted Storage makes them: an HS256 JWT with the project secret whose
// `url` claim is `<bucket>/<key>` (and, for signed uploads, `owner` and `upsert`). They carry no
// `role`, so REST, Auth and Realtime, which require one, never take them as a caller's token.

const encoder = new TextEncoder();

export interface UrlClaims {
  url: string;
  owner?: string;
  upsert?: boolean;
}

export function signUrlToken(claims: UrlClaims, secret: string, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(encoder.encode(secret));
}

/** The claims of a token for `url`; a storage error for any other, expired or forged token. */
export async function verifyUrlToken(token: string | null, url: string, secret: string): Promise<UrlClaims> {
  if (!token) throw errors.invalidRequest('Missing Required Parameter token');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw errors.expiredSignature();
    throw errors.invalidJwt('Invalid JWT');
  }
  if (typeof payload.role === 'string' || payload.url !== url) throw errors.invalidSignature();
  return {
    url,
    ...(typeof payload.owner === 'string' ? { owner: payload.owner } : {}),
    ...(payload.upsert === true ? { upsert: true } : {}),
  };
}
