import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProjectKeys } from './contracts.ts';
import { signJwt } from './jwt.ts';

/** GoTrue refuses secrets shorter than 32 characters; so do we. */
const MIN_SECRET_LENGTH = 32;
// Fixed times, not "now": the same secret then always yields the same keys, so a key copied into
// an .env file keeps working across restarts (the Supabase CLI's local keys are fixed too).
const API_KEY_ISSUED_AT = 1767225600; // 2026-01-01T00:00:00Z
const API_KEY_EXPIRES_AT = 2082758400; // 2036-01-01T00:00:00Z

export const JWT_SECRET_FILE = 'jwt-secret';

function checkSecret(secret: string, source: string): string {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`The JWT secret from ${source} must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  return secret;
}

/**
 * The configured secret, else the one stored in `dataDir/jwt-secret`, else a new random one
 * written there (mode 0600) so that keys and sessions survive restarts.
 */
export async function loadJwtSecret(options: { jwtSecret?: string; dataDir: string }): Promise<string> {
  if (options.jwtSecret) return checkSecret(options.jwtSecret, 'the configuration (JWT_SECRET)');
  const file = join(options.dataDir, JWT_SECRET_FILE);
  try {
    return checkSecret((await readFile(file, 'utf8')).trim(), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': if another process created it a moment ago, use theirs rather than overwrite it.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadJwtSecret(options);
    throw error;
  }
  await chmod(file, 0o600);
  return secret;
}

/** The anon and service_role API keys: long-lived HS256 JWTs derived from the secret. */
export async function deriveProjectKeys(jwtSecret: string): Promise<ProjectKeys> {
  const apiKey = (role: string) =>
    signJwt({ iss: 'supabase', role, iat: API_KEY_ISSUED_AT, exp: API_KEY_EXPIRES_AT }, jwtSecret);
  return { jwtSecret, anonKey: await apiKey('anon'), serviceRoleKey: await apiKey('service_role') };
}
