export type AppRole = 'admin' | 'user';

/** Where a session lands after sign-in (docs/product.md §10; travellers to their bookings, issue 15). */
export const ADMIN_HOME_PATH = '/admin';
export const SITE_HOME_PATH = '/';
export const AUTH_PATH = '/auth';
/** A traveller's own booking requests (docs/product.md §15): where a traveller lands after signing in. */
export const MY_BOOKINGS_PATH = '/my-bookings';

/**
 * The page a password-reset e-mail opens: the sign-in page in its "choose a new password" mode.
 * Supabase signs the visitor in with a recovery session before the page loads.
 */
export const PASSWORD_RESET_PATH = '/auth?mode=reset';

/**
 * Reads the `user_roles` row a role query returned. Only an explicit 'admin' grants admin:
 * no row, an unknown value or a malformed answer all mean an ordinary user.
 */
export function roleFromRow(row: unknown): AppRole {
  if (typeof row === 'object' && row !== null && 'role' in row && row.role === 'admin') return 'admin';
  return 'user';
}

export function redirectPathForRole(role: AppRole | null): string {
  return role === 'admin' ? ADMIN_HOME_PATH : MY_BOOKINGS_PATH;
}

export function isAdmin(role: AppRole | null): boolean {
  return role === 'admin';
}
