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

// Deliberately loose, like GoTrue: one @, something on both sides, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims and lower-cases the address; GoTrue stores e-mails lower-cased. */
export function validEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (normalised.length > 255 || !EMAIL.test(normalised)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return normalised;
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
