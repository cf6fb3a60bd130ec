// Field checks shared by the routes, with GoTrue's messages.
import { AuthError } from './errors.ts';

export function stringField(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new AuthError(400, 'validation_failed', `${key} must be a string`);
  return value;
}

export function objectField(body: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(400, 'validation_failed', `${key} must be an object`);
  }
  return value as Record<string, unknown>;
}

export function booleanField(body: Record<string, unknown>, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new AuthError(400, 'validation_failed', `${key} must be a boolean`);
  return value;
}

// GoTrue checks the format with checkmail's pattern (ASCII letters, digits and a few symbols
// before the @; dot-separated labels of at most 63 characters after it).
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * GoTrue's `validateEmail`, then the static checks hosted Supabase's mail validator adds before
 * anything is sent (a local part Go's mail parser takes as a dot-atom, a domain with a dot),
 * so an address no mail could reach is refused here as it is there. Surrounding whitespace is
 * trimmed; the address is stored lower-cased, as GoTrue does.
 */
export function validEmail(email: string): string {
  const trimmed = email.trim();
  // Checked first, so the pattern only ever runs on short input.
  if (trimmed.length > 255) throw new AuthError(400, 'validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(trimmed)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  const at = trimmed.lastIndexOf('@');
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..') || !domain.includes('.')) {
    throw new AuthError(400, 'email_address_invalid', `Email address "${trimmed}" is invalid`);
  }
  return trimmed.toLowerCase();
}

/** Go duration strings as GoTrue's `ban_duration` takes them: `24h`, `1h30m`, `90s`, or `none`. */
export function banUntil(duration: string, now = Date.now()): Date | null {
  if (duration === 'none') return null;
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const part = /(\d+(?:\.\d+)?)(ms|s|m|h)/g;
  if (!/^(\d+(?:\.\d+)?(ms|s|m|h))+$/.test(duration)) {
    throw new AuthError(400, 'validation_failed', `invalid format for ban duration: ${duration}`);
  }
  let total = 0;
  for (const match of duration.matchAll(part)) total += Number(match[1]) * (units[match[2] ?? 's'] ?? 0);
  return new Date(now + total);
}

/** user_metadata and app_metadata ride in every access token: 16 kB of JSON at most (issue 39). */
export const MAX_METADATA_BYTES = 16 * 1024;

/** Returns `value` if its JSON is within MAX_METADATA_BYTES, else refuses with a clear 400. */
export function boundedMetadata<T>(value: T, key: string): T {
  const bytes = Buffer.byteLength(JSON.stringify(value ?? {}), 'utf8');
  if (bytes > MAX_METADATA_BYTES) {
    throw new AuthError(
      400,
      'validation_failed',
      `${key} is too large: ${bytes} bytes of JSON, at most ${MAX_METADATA_BYTES} (16 kB)`,
    );
  }
  return value;
}
