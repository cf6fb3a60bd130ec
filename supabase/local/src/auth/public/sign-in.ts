// Opening a session for a user who proved who they are (password grant, sign-up, link).
import type { SqlExecutor } from '../../contracts.ts';
import { AuthError } from '../errors.ts';
import type { AuthRuntime, RequestMeta } from '../runtime.ts';
import { type AmrMethod, createSession } from '../sessions.ts';
import { USER_COLUMNS, type UserRow } from '../users.ts';

/** Records the sign-in and opens a session. */
export async function signIn(
  rt: AuthRuntime,
  tx: SqlExecutor,
  userId: string,
  method: AmrMethod,
  meta: RequestMeta,
) {
  const { rows } = await tx.query<UserRow>(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [userId],
  );
  await tx.query(
    `update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
  const user = rows[0];
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return createSession(rt, tx, user, method, meta);
}
