// auth.users rows and their JSON form (GoTrue's `models.User`, as supabase-js reads it).
import { randomUUID } from 'node:crypto';
import type { SqlExecutor } from '../contracts.ts';

type Timestamp = Date | string | null;
type Json = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Timestamp;
  invited_at: Timestamp;
  confirmation_sent_at: Timestamp;
  recovery_sent_at: Timestamp;
  email_change: string | null;
  email_change_sent_at: Timestamp;
  last_sign_in_at: Timestamp;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  phone: string | null;
  phone_confirmed_at: Timestamp;
  confirmed_at: Timestamp;
  banned_until: Timestamp;
  deleted_at: Timestamp;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  email: string | null;
  last_sign_in_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
  confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, phone_confirmed_at,
  confirmed_at, banned_until, deleted_at, is_anonymous`;

const IDENTITY_COLUMNS = `id, provider_id, user_id, identity_data, provider, email, last_sign_in_at,
  created_at, updated_at`;

/** Drivers hand back Date objects (pg, PGlite) but be lenient with strings. */
export function iso(value: Timestamp): string | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export function isBanned(user: UserRow, now = Date.now()): boolean {
  const until = iso(user.banned_until);
  return until !== undefined && Date.parse(until) > now;
}

function identityJson(identity: IdentityRow): Json {
  return withoutUndefined({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  });
}

/** GoTrue's JSON: `email`/`phone` are "" when unset; other optional timestamps are omitted. */
export function userJson(user: UserRow, identities: IdentityRow[]): Json {
  return withoutUndefined({
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(user.created_at) ?? '',
    updated_at: iso(user.updated_at) ?? '',
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  });
}

function withoutUndefined(object: Json): Json {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

export async function findUserById(
  db: SqlExecutor,
  id: string,
  forUpdate = false,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0];
}

/** E-mails are stored lower-cased; compare the same way whatever the caller typed. */
export async function findUserByEmail(
  db: SqlExecutor,
  email: string,
  forUpdate = false,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = lower($1) and is_sso_user = false
      order by created_at limit 1${forUpdate ? ' for update' : ''}`,
    [email],
  );
  return rows[0];
}

export async function loadIdentities(db: SqlExecutor, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `select ${IDENTITY_COLUMNS} from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

export async function userResponse(db: SqlExecutor, user: UserRow): Promise<Json> {
  return userJson(user, await loadIdentities(db, user.id));
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  userMetadata: Json;
  appMetadata: Json;
  role: string;
  confirmed: boolean;
  bannedUntil?: Date | null;
  id?: string;
}

/**
 * Inserts the user and their e-mail identity. The row is read back afterwards because product
 * triggers on auth.users may have changed it.
 */
export async function insertUser(tx: SqlExecutor, input: NewUser): Promise<UserRow> {
  const id = input.id ?? randomUUID();
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at,
        confirmation_token, recovery_token, email_change_token_new, email_change, banned_until)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4,
        case when $5::boolean then now() end, $6::jsonb, $7::jsonb, false, now(), now(), '', '', '', '', $8)`,
    [
      id,
      input.role,
      input.email,
      input.passwordHash ?? '',
      input.confirmed,
      JSON.stringify(input.appMetadata),
      JSON.stringify(input.userMetadata),
      input.bannedUntil ?? null,
    ],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', now(), now(), now())`,
    [
      id,
      id,
      JSON.stringify({ sub: id, email: input.email, email_verified: input.confirmed, phone_verified: false }),
    ],
  );
  const user = await findUserById(tx, id);
  if (!user) throw new Error('user vanished right after insert');
  return user;
}

/** Marks the address as verified on the user and on its e-mail identity. */
export async function confirmEmail(tx: SqlExecutor, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities
        set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

/** GoTrue's metadata update: keys are merged, a key set to null is removed. */
export function mergeMetadata(current: Json | null, patch: Json): Json {
  const merged: Json = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
