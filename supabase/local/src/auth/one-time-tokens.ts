// Single-use tokens for confirmation and recovery links. The link carries a random token (the
// value supabase-js calls `token_hash`); the database keeps only its SHA-256, so reading
// auth.users does not hand out working links.
import { createHash, randomBytes } from 'node:crypto';

export function newLinkToken(): { token: string; stored: string } {
  // 28 random bytes = 56 hex characters, the length of GoTrue's own token hashes.
  const token = randomBytes(28).toString('hex');
  return { token, stored: storedFormOf(token) };
}

export function storedFormOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Opaque refresh token: 32 lowercase alphanumerics (GoTrue requires at least 12). */
export function newRefreshToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(32);
  let token = '';
  // 256 % 36 != 0, so a byte >= 252 would bias the draw; redraw those.
  for (const byte of bytes) if (byte < 252) token += alphabet[byte % 36];
  while (token.length < 32) {
    const [byte] = randomBytes(1);
    if (byte !== undefined && byte < 252) token += alphabet[byte % 36];
  }
  return token;
}
