// /admin/users: user management with the service_role key (GoTrue's admin API).
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { SqlExecutor } from '../contracts.ts';
import { isUuid, requireAdmin } from './access.ts';
import { AuthError } from './errors.ts';
import { readJsonObject, sendAuthJson } from './http.ts';
import { BCRYPT_COST, hashPassword } from './password-hashing.ts';
import { checkPasswordStrength, type PasswordPolicy } from './password-policy.ts';
import type { AuthRuntime } from './runtime.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  loadIdentities,
  mergeMetadata,
  USER_COLUMNS,
  type UserRow,
  userJson,
  userResponse,
} from './users.ts';
import { banUntil, booleanField, boundedMetadata, objectField, stringField, validEmail } from './validate.ts';

const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');

export async function adminRoute(
  rt: AuthRuntime,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
  bearer: string | undefined,
): Promise<boolean> {
  const match = /^\/admin\/users(?:\/([^/]+))?\/?$/.exec(path);
  if (!match) return false;
  await requireAdmin(rt, bearer);
  const id = match[1];
  const method = req.method ?? 'GET';
  if (id === undefined) {
    if (method === 'GET') await listUsers(rt, res, query);
    else if (method === 'POST') await createUser(rt, req, res);
    else throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
    return true;
  }
  if (!isUuid(id)) throw new AuthError(400, 'validation_failed', 'user_id must be an UUID');
  if (method === 'GET') {
    const user = await findUserById(rt.db, id);
    if (!user) throw userNotFound();
    sendAuthJson(res, 200, await userResponse(rt.db, user));
  } else if (method === 'PUT') await updateUser(rt, req, res, id);
  else if (method === 'DELETE') await deleteUser(rt, req, res, id);
  else throw new AuthError(405, 'method_not_allowed', 'Method not allowed');
  return true;
}

function positiveInt(value: string | null, fallback: number, name: string): number {
  if (value === null || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new AuthError(
      400,
      'validation_failed',
      `Bad Pagination Parameters: ${name} must be a positive integer`,
    );
  }
  return Number(value);
}

async function listUsers(rt: AuthRuntime, res: ServerResponse, query: URLSearchParams) {
  // supabase-js always sends both parameters, possibly empty.
  const page = positiveInt(query.get('page'), 1, 'page');
  const perPage = Math.min(positiveInt(query.get('per_page'), 50, 'per_page'), 1000);
  const { rows: countRows } = await rt.db.query<{ total: number | string }>(
    `select count(*)::int as total from auth.users`,
  );
  const total = Number(countRows[0]?.total ?? 0);
  const { rows: users } = await rt.db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users order by created_at desc, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const body = [];
  for (const user of users) body.push(userJson(user, await loadIdentities(rt.db, user.id)));
  // The client reads the page number right after the first `=`, so `page` must come first.
  const totalPages = Math.ceil(total / perPage);
  const link = (p: number) => `</admin/users?page=${p}&per_page=${perPage}>`;
  const links = [];
  if (totalPages > page) links.push(`${link(page + 1)}; rel="next"`);
  links.push(`${link(totalPages)}; rel="last"`);
  sendAuthJson(
    res,
    200,
    { users: body, aud: 'authenticated' },
    { 'X-Total-Count': String(total), Link: links.join(', ') },
  );
}

interface AdminAttributes {
  email?: string;
  password?: string;
  emailConfirm?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  bannedUntil?: Date | null;
}

function adminAttributes(body: Record<string, unknown>, policy: PasswordPolicy): AdminAttributes {
  if (stringField(body, 'phone'))
    throw new AuthError(400, 'feature_not_supported', 'Phone numbers are not supported');
  if (stringField(body, 'password_hash')) {
    throw new AuthError(400, 'feature_not_supported', 'password_hash is not supported; send password');
  }
  const email = stringField(body, 'email');
  const password = stringField(body, 'password');
  if (password !== undefined) checkPasswordStrength(password, policy);
  const banDuration = stringField(body, 'ban_duration');
  return {
    email: email === undefined ? undefined : validEmail(email),
    password,
    emailConfirm: booleanField(body, 'email_confirm'),
    userMetadata: boundedMetadata(objectField(body, 'user_metadata'), 'user_metadata'),
    appMetadata: boundedMetadata(objectField(body, 'app_metadata'), 'app_metadata'),
    role: stringField(body, 'role'),
    bannedUntil: banDuration === undefined ? undefined : banUntil(banDuration),
  };
}

async function createUser(rt: AuthRuntime, req: IncomingMessage, res: ServerResponse) {
  const body = await readJsonObject(req);
  const attrs = adminAttributes(body, rt.passwordPolicy);
  const id = stringField(body, 'id');
  if (id !== undefined && !isUuid(id)) throw new AuthError(400, 'validation_failed', 'id must be an UUID');
  if (!attrs.email)
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  const email = attrs.email;
  const passwordHash = attrs.password === undefined ? null : await hashPassword(attrs.password, BCRYPT_COST);
  const user = await rt.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw emailExists();
    if (id !== undefined && (await findUserById(tx, id))) {
      throw new AuthError(422, 'user_already_exists', 'User already exists');
    }
    const created = await insertUser(tx, {
      id,
      email,
      passwordHash,
      userMetadata: attrs.userMetadata ?? {},
      // Provider facts stay authoritative; the caller's app_metadata is merged over them.
      appMetadata: { ...(attrs.appMetadata ?? {}), provider: 'email', providers: ['email'] },
      role: attrs.role || 'authenticated',
      confirmed: attrs.emailConfirm === true,
      bannedUntil: attrs.bannedUntil ?? null,
    });
    return userResponse(tx, created);
  });
  sendAuthJson(res, 200, user);
}

async function updateUser(rt: AuthRuntime, req: IncomingMessage, res: ServerResponse, id: string) {
  const body = await readJsonObject(req);
  const attrs = adminAttributes(body, rt.passwordPolicy);
  const passwordHash =
    attrs.password === undefined ? undefined : await hashPassword(attrs.password, BCRYPT_COST);
  const user = await rt.db.transaction(async (tx) => {
    const user = await findUserById(tx, id, true);
    if (!user) throw userNotFound();
    const set = (sql: string, params: unknown[]) =>
      tx.query(`update auth.users set ${sql}, updated_at = now() where id = $1`, [id, ...params]);
    if (attrs.email !== undefined && attrs.email !== user.email) {
      const other = await findUserByEmail(tx, attrs.email);
      if (other && other.id !== id) throw emailExists();
      await set('email = $2', [attrs.email]);
      await updateIdentityEmail(tx, id, attrs.email);
    }
    if (passwordHash !== undefined) await set('encrypted_password = $2', [passwordHash]);
    if (attrs.emailConfirm === true) await confirmEmail(tx, id);
    if (attrs.userMetadata !== undefined) {
      await set('raw_user_meta_data = $2::jsonb', [
        JSON.stringify(
          boundedMetadata(mergeMetadata(user.raw_user_meta_data, attrs.userMetadata), 'user_metadata'),
        ),
      ]);
    }
    if (attrs.appMetadata !== undefined) {
      await set('raw_app_meta_data = $2::jsonb', [
        JSON.stringify(
          boundedMetadata(mergeMetadata(user.raw_app_meta_data, attrs.appMetadata), 'app_metadata'),
        ),
      ]);
    }
    if (attrs.role) await set('role = $2', [attrs.role]);
    if (attrs.bannedUntil !== undefined) {
      await set('banned_until = $2', [attrs.bannedUntil]);
      // A ban ends the sessions it would otherwise only stop from refreshing.
      if (attrs.bannedUntil) await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
    }
    const updated = await findUserById(tx, id);
    return userResponse(tx, updated ?? user);
  });
  sendAuthJson(res, 200, user);
}

async function updateIdentityEmail(tx: SqlExecutor, userId: string, email: string) {
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}

async function deleteUser(rt: AuthRuntime, req: IncomingMessage, res: ServerResponse, id: string) {
  const body = await readJsonObject(req);
  const soft = booleanField(body, 'should_soft_delete') === true;
  await rt.db.transaction(async (tx) => {
    if (!(await findUserById(tx, id, true))) throw userNotFound();
    if (soft) {
      // Keeps the row (and rows that reference it) but makes the account unusable and frees the
      // address, like GoTrue's soft delete.
      await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
      await tx.query(`delete from auth.identities where user_id = $1`, [id]);
      await tx.query(
        `update auth.users set email = null, phone = null, encrypted_password = '', confirmation_token = '',
                recovery_token = '', raw_user_meta_data = '{}'::jsonb, deleted_at = now(), updated_at = now()
          where id = $1`,
        [id],
      );
    } else {
      // Sessions, refresh tokens and identities go by FK cascade; product tables follow their own FKs.
      await tx.query(`delete from auth.users where id = $1`, [id]);
    }
  });
  sendAuthJson(res, 200, {});
}
