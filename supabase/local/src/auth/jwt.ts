// HS256 signing and verification with the project's JWT secret. Kept inside auth/ until the
// server's shared JWT helpers exist; only HS256 is accepted, so `alg: none` or an RS/ES token
// signed with some other key can never pass.
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { JwtClaims } from '../contracts.ts';

const encoder = new TextEncoder();

export async function signHs256(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

export type VerifyResult = { ok: true; claims: JwtClaims } | { ok: false; reason: string };

/** Verifies signature and `exp`; the reason reads like GoTrue's "invalid JWT: …" details. */
export async function verifyHs256(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string') return { ok: false, reason: 'missing role claim' };
    return { ok: true, claims: payload as JwtClaims };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired)
      return { ok: false, reason: 'token has invalid claims: token is expired' };
    if (error instanceof joseErrors.JWSSignatureVerificationFailed)
      return { ok: false, reason: 'signature is invalid' };
    if (error instanceof joseErrors.JOSEAlgNotAllowed)
      return { ok: false, reason: 'signing method is invalid' };
    if (error instanceof joseErrors.JWTClaimValidationFailed) {
      return { ok: false, reason: `token has invalid claims: ${error.message}` };
    }
    return { ok: false, reason: 'token is malformed' };
  }
}
