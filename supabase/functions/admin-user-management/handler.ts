// admin-user-management (docs/product.md §11): the admin's Users tab. POST { action: 'listUsers' },
// { action: 'updateRole', userId, role } or { action: 'deleteUser', userId }.
// The caller's token is verified with Auth and their role read through row level security with
// their own client; only then does the service role (which can list and delete accounts) act.
// An admin can neither change their own role nor delete themself (docs/product.md §11).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { bearerToken, json, jsonError, preflight } from '../_shared/http.ts';

export interface AdminUserManagementSettings {
  readonly supabaseUrl: string;
  readonly anonKey: string;
  readonly serviceRoleKey: string;
}

export interface ManagedUser {
  id: string;
  email: string | null;
  role: 'admin' | 'user';
  created_at: string;
  last_sign_in_at: string | null;
}

const ROLES = ['admin', 'user'] as const;
type Role = (typeof ROLES)[number];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Accounts per page from Auth; also bounds the `in.(…)` list of the role lookup. */
const PAGE_SIZE = 200;

const sessionless = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function userIdOf(body: Record<string, unknown>): string {
  const userId = body.userId;
  if (typeof userId !== 'string' || !UUID.test(userId)) {
    throw new RequestError(400, 'userId must be a user id (a UUID).');
  }
  return userId.toLowerCase();
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

async function listUsers(service: SupabaseClient): Promise<ManagedUser[]> {
  const users: ManagedUser[] = [];
  for (let page = 1; ; page++) {
    const { data, error } = await service.auth.admin.listUsers({ page, perPage: PAGE_SIZE });
    if (error) throw error;
    const ids = data.users.map((u) => u.id);
    const roles = new Map<string, Role>();
    if (ids.length > 0) {
      const found = await service.from('user_roles').select('user_id, role').in('user_id', ids);
      if (found.error) throw found.error;
      for (const row of found.data as { user_id: string; role: Role }[]) roles.set(row.user_id, row.role);
    }
    for (const u of data.users) {
      users.push({
        id: u.id,
        email: u.email ?? null,
        role: roles.get(u.id) ?? 'user',
        created_at: u.created_at,
        last_sign_in_at: u.last_sign_in_at ?? null,
      });
    }
    if (data.users.length < PAGE_SIZE) return users;
  }
}

async function assertUserExists(service: SupabaseClient, userId: string): Promise<void> {
  const { data, error } = await service.auth.admin.getUserById(userId);
  if (error?.status === 404 || (!error && !data.user)) throw new RequestError(404, 'No user has this id.');
  if (error) throw error;
}

export function createHandler(
  settings: AdminUserManagementSettings,
): (request: Request) => Promise<Response> {
  const service = createClient(settings.supabaseUrl, settings.serviceRoleKey, sessionless);

  async function callerIfAdmin(token: string): Promise<string> {
    const { data, error } = await service.auth.getUser(token);
    if (error || !data.user)
      throw new RequestError(401, 'Your session is invalid or has expired. Sign in again.');
    const asCaller = createClient(settings.supabaseUrl, settings.anonKey, {
      ...sessionless,
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const role = await asCaller.from('user_roles').select('role').eq('user_id', data.user.id).maybeSingle();
    if (role.error) throw role.error;
    if (role.data?.role !== 'admin') throw new RequestError(403, 'You do not have admin privileges.');
    return data.user.id;
  }

  async function handle(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST') return jsonError(405, 'Use POST with a JSON body.');
    const token = bearerToken(request);
    if (!token) return jsonError(401, 'Sign in first: the request carries no access token.');
    const callerId = await callerIfAdmin(token);

    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return jsonError(400, 'The request body must be JSON.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return jsonError(400, 'The request body must be a JSON object with an action.');
    }
    const fields = body as Record<string, unknown>;

    switch (fields.action) {
      case 'listUsers':
        return json(200, { users: await listUsers(service) });
      case 'updateRole': {
        const userId = userIdOf(fields);
        if (!isRole(fields.role)) return jsonError(400, 'role must be "admin" or "user".');
        if (userId === callerId) return jsonError(403, 'You cannot change your own role.');
        await assertUserExists(service, userId);
        const { error } = await service
          .from('user_roles')
          .upsert({ user_id: userId, role: fields.role }, { onConflict: 'user_id' });
        if (error) throw error;
        return json(200, { user: { id: userId, role: fields.role } });
      }
      case 'deleteUser': {
        const userId = userIdOf(fields);
        if (userId === callerId) return jsonError(403, 'You cannot delete your own account.');
        await assertUserExists(service, userId);
        // Auth deletes the account; the database cascades to its role and keeps its bookings
        // with user_id null (foreign keys of the migrations).
        const { error } = await service.auth.admin.deleteUser(userId);
        if (error?.status === 404) return jsonError(404, 'No user has this id.');
        if (error) throw error;
        return json(200, { deleted: userId });
      }
      default:
        return jsonError(400, 'Unknown action: use listUsers, updateRole or deleteUser.');
    }
  }

  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      if (error instanceof RequestError) return jsonError(error.status, error.message);
      console.error('admin-user-management failed', error);
      return jsonError(500, 'Something went wrong on the server. Please try again.');
    }
  };
}
