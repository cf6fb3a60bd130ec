import { errors, jwtVerify, SignJWT } from 'jose';
import type { JwtClaims } from './contracts.ts';

// Only HS256 with the project secret: the algorithm is a property of this verifier, never read
// from the token, so `alg: none` or an algorithm swap cannot pass.
const ALGORITHM = 'HS256';
const encoder = new TextEncoder();

export type JwtFailure =
  | 'malformed'
  | 'invalid-signature'
  | 'unsupported-algorithm'
  | 'expired'
  | 'invalid-claims';

export class JwtError extends Error {
  constructor(
    readonly reason: JwtFailure,
    message: string,
  ) {
    super(message);
    this.name = 'JwtError';
  }
}

export interface SignOptions {
  /** Lifetime in seconds from `iat`; ignored when the claims carry their own `exp`. */
  expiresIn?: number;
}

/** Signs `claims` with HS256. Sets `iat` (now) unless given, and `exp` from `expiresIn`. */
export async function signJwt(claims: JwtClaims, secret: string, options: SignOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload: JwtClaims = { ...claims, iat: claims.iat ?? now };
  if (payload.exp === undefined && options.expiresIn !== undefined) {
    payload.exp = (payload.iat ?? now) + options.expiresIn;
  }
  return new SignJWT(payload).setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' }).sign(encoder.encode(secret));
}

/**
 * Returns the claims of a token signed with `secret` by HS256 and not expired; throws a
 * `JwtError` saying why otherwise. A `role` claim is required (Supabase tokens always carry one).
 */
export async function verifyJwt(token: string, secret: string): Promise<JwtClaims> {
  const known = verified.get(secret)?.get(token);
  if (known) {
    // The signature was checked when the token was first seen; the time claims are checked again.
    const now = Math.floor(Date.now() / 1000);
    if (typeof known.exp === 'number' && known.exp <= now) throw new JwtError('expired', 'JWT expired');
    if (typeof known.nbf !== 'number' || known.nbf <= now) return structuredClone(known);
  }
  const claims = await verifySignature(token, secret);
  remember(secret, token, claims);
  return structuredClone(claims);
}

/**
 * Tokens whose signature already passed, per secret: the anon key and a signed-in user's token
 * arrive with every request and every Realtime message, and checking an HMAC costs about 0.2 ms
 * of the one event loop each time. Only tokens that passed are kept (a sprayed forgery costs its
 * check every time, as before), at most VERIFIED_KEPT per secret, the oldest dropped first.
 */
const VERIFIED_KEPT = 2_000;
const verified = new Map<string, Map<string, JwtClaims>>();

function remember(secret: string, token: string, claims: JwtClaims): void {
  let tokens = verified.get(secret);
  if (!tokens) {
    tokens = new Map();
    verified.set(secret, tokens);
  }
  if (tokens.size >= VERIFIED_KEPT) {
    const oldest = tokens.keys().next().value;
    if (oldest !== undefined) tokens.delete(oldest);
  }
  tokens.set(token, claims);
}

async function verifySignature(token: string, secret: string): Promise<JwtClaims> {
  if (token.split('.').length !== 3) {
    throw new JwtError('malformed', `Expected 3 parts in JWT; got ${token.split('.').length}`);
  }
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: [ALGORITHM] }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new JwtError('expired', 'JWT expired');
    if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
      throw new JwtError('unsupported-algorithm', 'Wrong or unsupported encoding algorithm');
    }
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      throw new JwtError('invalid-signature', 'JWT cryptographic operation failed');
    }
    if (error instanceof errors.JWTClaimValidationFailed) {
      throw new JwtError('invalid-claims', `JWT claim validation failed: ${error.message}`);
    }
    throw new JwtError('malformed', 'JWT could not be decoded');
  }
  if (typeof payload.role !== 'string' || payload.role === '') {
    throw new JwtError('invalid-claims', 'JWT has no role claim');
  }
  return payload as JwtClaims;
}
