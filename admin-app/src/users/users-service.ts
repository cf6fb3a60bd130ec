import { type AppRole, getSupabase } from '@safari/shared-domain';

/** A user as the admin-user-management function lists them (docs/product.md §11). */
export interface ManagedUser {
  readonly id: string;
  readonly email: string;
  readonly role: AppRole;
  readonly created_at: string;
  readonly last_sign_in_at: string | null;
}

const USER_MANAGEMENT_FUNCTION = 'admin-user-management';

function readUser(value: unknown): ManagedUser {
  if (typeof value !== 'object' || value === null) throw new Error('A listed user is not an object');
  const user = value as Record<string, unknown>;
  const text = (key: string): string => {
    const field = user[key];
    if (typeof field !== 'string') throw new Error(`A listed user has no "${key}"`);
    return field;
  };
  const lastSignIn = user.last_sign_in_at;
  return {
    id: text('id'),
    email: typeof user.email === 'string' ? user.email : '',
    role: user.role === 'admin' ? 'admin' : 'user',
    created_at: text('created_at'),
    last_sign_in_at: typeof lastSignIn === 'string' && lastSignIn !== '' ? lastSignIn : null,
  };
}

/** listUsers answers `{ users: [...] }` (or, leniently, the bare list). */
export function parseUserList(data: unknown): ManagedUser[] {
  const list = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null
      ? (data as { users?: unknown }).users
      : null;
  if (!Array.isArray(list)) throw new Error('listUsers did not answer a list of users');
  return list.map(readUser);
}

async function invoke(body: Record<string, string>): Promise<unknown> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke(USER_MANAGEMENT_FUNCTION, { body });
  if (error) throw error;
  return data;
}

export async function listUsers(): Promise<ManagedUser[]> {
  return parseUserList(await invoke({ action: 'listUsers' }));
}

export async function updateUserRole(userId: string, role: AppRole): Promise<void> {
  await invoke({ action: 'updateRole', userId, role });
}

export async function deleteUser(userId: string): Promise<void> {
  await invoke({ action: 'deleteUser', userId });
}
