// HS256 tokens for Auth. Verification is the server's shared `verifyJwt` (HS256 only, so
// `alg: none` or an RS/ES token signed with some other key can never pass).
import { SignJWT } from 'jose';
import type { JwtClaims } from '../contracts.ts';
import { JwtError, type JwtFailure, verifyJwt } from '../jwt.ts';

const encoder = new TextEncoder();

export async function signHs256(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

export type VerifyResult = { ok: true; claims: JwtClaims } | { ok: false; reason: string };

// The server's one verifier decides; Auth only words the reason the way GoTrue's
// "invalid JWT: …" details read.
const GOTRUE_REASON: Record<JwtFailure, string> = {
  expired: 'token has invalid claims: token is expired',
  'invalid-signature': 'signature is invalid',
  'unsupported-algorithm': 'signing method is invalid',
  'invalid-claims': 'token has invalid claims',
  malformed: 'token is malformed',
};

/** Verifies signature, algorithm, `exp` and the `role` claim with the server's `verifyJwt`. */
export async function verifyHs256(token: string, secret: string): Promise<VerifyResult> {
  try {
    return { ok: true, claims: await verifyJwt(token, secret) };
  } catch (error) {
    if (error instanceof JwtError) return { ok: false, reason: GOTRUE_REASON[error.reason] };
    throw error;
  }
}
