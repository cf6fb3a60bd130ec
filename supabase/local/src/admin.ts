import { randomBytes, randomUUID } from 'node:crypto';
import { AuthError } from './auth/errors.ts';
import { type AuthOptions, passwordPolicy } from './auth/index.ts';
import { BCRYPT_COST, hashPassword } from './auth/password-hashing.ts';
import { checkPasswordStrength, type PasswordPolicy } from './auth/password-policy.ts';
import type { Database } from './contracts.ts';

export interface CreateAdminResult {
  userId: string;
  created: boolean;
  /** Set when the password was generated here (to print once). */
  generatedPassword?: string;
  /** False when public.user_roles does not exist yet: the role could not be recorded. */
  roleGranted: boolean;
}

async function tableExists(db: Database, name: string): Promise<boolean> {
  const result = await db.query<{ ok: boolean }>('select to_regclass($1) is not null as ok', [name]);
  return result.rows[0]?.ok === true;
}

async function columnsOf(db: Database, schema: string, table: string): Promise<Set<string>> {
  const result = await db.query<{ name: string }>(
    'select column_name as name from information_schema.columns where table_schema = $1 and table_name = $2',
    [schema, table],
  );
  return new Set(result.rows.map((r) => r.name));
}

/**
 * A confirmed email/password user in auth.users (bcrypt, as GoTrue stores it) with the `admin`
 * role in public.user_roles when that table exists. Running it again for the same email keeps
 * the user, sets the new password if one is given, and makes sure of the role.
 */
/** The strictest rule Supabase offers: a generated password must pass whatever the project asks. */
const STRICTEST: PasswordPolicy = {
  minLength: 16,
  requirements: 'lower_upper_letters_digits_symbols',
  refuseCommon: true,
};

function generatePassword(): string {
  // 96 random bits; drawn again in the rare case a draw lacks one of the character kinds.
  for (;;) {
    const candidate = randomBytes(12).toString('base64url');
    try {
      checkPasswordStrength(candidate, STRICTEST);
      return candidate;
    } catch {}
  }
}

/**
 * `auth` is the project's Auth configuration (supabase/config.toml): a given password must pass
 * the same rules as a sign-up, so the admin account is never the weakest one.
 */
export async function createAdmin(
  db: Database,
  options: { email: string; password?: string },
  auth: AuthOptions = {},
): Promise<CreateAdminResult> {
  const email = options.email.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw new Error(`"${options.email}" is not an email address`);
  if (!(await tableExists(db, 'auth.users'))) {
    throw new Error(
      'auth.users does not exist: the Auth tables (src/platform/20-auth.sql) are not installed yet.',
    );
  }
  const generatedPassword = options.password ? undefined : generatePassword();
  const password = options.password ?? (generatedPassword as string);
  try {
    checkPasswordStrength(password, passwordPolicy(auth));
  } catch (error) {
    if (error instanceof AuthError) throw new Error(`Weak password: ${error.message}`);
    throw error;
  }
  const hash = await hashPassword(password, BCRYPT_COST);
  const userColumns = await columnsOf(db, 'auth', 'users');
  const hasIdentities = await tableExists(db, 'auth.identities');
  const hasRoles = await tableExists(db, 'public.user_roles');

  return db.transaction(async (tx) => {
    const existing = await tx.query<{ id: string }>(
      'select id::text as id from auth.users where lower(email) = $1',
      [email],
    );
    let userId = existing.rows[0]?.id;
    const created = !userId;
    if (!userId) {
      userId = randomUUID();
      const values: Record<string, unknown> = {
        id: userId,
        instance_id: '00000000-0000-0000-0000-000000000000',
        aud: 'authenticated',
        role: 'authenticated',
        email,
        encrypted_password: hash,
        email_confirmed_at: new Date().toISOString(),
        raw_app_meta_data: JSON.stringify({ provider: 'email', providers: ['email'] }),
        raw_user_meta_data: '{}',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      };
      // Only the columns this version of the Auth tables has (they are not ours to define).
      const names = Object.keys(values).filter((name) => userColumns.has(name));
      await tx.query(
        `insert into auth.users (${names.map((n) => `"${n}"`).join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
        names.map((n) => values[n]),
      );
      if (hasIdentities) {
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
           values ($1, $2::uuid, $3::jsonb, 'email', now(), now())`,
          [userId, userId, JSON.stringify({ sub: userId, email, email_verified: true })],
        );
      }
    } else if (options.password) {
      await tx.query('update auth.users set encrypted_password = $2 where id = $1::uuid', [userId, hash]);
    }
    if (hasRoles) {
      // The product's table holds one row per user, made 'user' by the sign-up trigger: promote
      // it; insert only when there is none (older or stand-in tables).
      await tx.query(
        `update public.user_roles set role = 'admin' where user_id = $1::uuid and role::text <> 'admin'`,
        [userId],
      );
      await tx.query(
        `insert into public.user_roles (user_id, role)
         select $1::uuid, 'admin' where not exists (
           select 1 from public.user_roles where user_id = $1::uuid and role::text = 'admin')`,
        [userId],
      );
    }
    return {
      userId,
      created,
      roleGranted: hasRoles,
      ...(created && generatedPassword ? { generatedPassword } : {}),
    };
  });
}
