// Endpoints for a signed-in user: read and update the account, sign out.
import type { IncomingMessage, ServerResponse } from 'node:http';

import { requireUser } from './access.ts';
import { AuthError } from './errors.ts';
import { readJsonObject, sendAuthJson, sendEmpty } from './http.ts';
import { BCRYPT_COST, comparePassword, hashPassword } from './password-hashing.ts';
import { checkPasswordStrength } from './password-policy.ts';
import { type AuthRuntime, requestMeta } from './runtime.ts';
import { findUserById, mergeMetadata, userResponse } from './users.ts';
import { boundedMetadata, objectField, stringField } from './validate.ts';

export async function getUser(rt: AuthRuntime, res: ServerResponse, bearer: string | undefined) {
  const { user } = await requireUser(rt, bearer);
  sendAuthJson(res, 200, await userResponse(rt.db, user));
}

export async function updateUser(
  rt: AuthRuntime,
  req: IncomingMessage,
  res: ServerResponse,
  bearer: string | undefined,
) {
  const caller = await requireUser(rt, bearer);
  const body = await readJsonObject(req);
  const password = stringField(body, 'password');
  const email = stringField(body, 'email');
  const data = objectField(body, 'data');
  if (email !== undefined && email.trim().toLowerCase() !== (caller.user.email ?? '')) {
    throw new AuthError(
      422,
      'feature_not_supported',
      'Changing the email address is not supported by the local server; an admin can change it',
    );
  }
  if (stringField(body, 'phone'))
    throw new AuthError(422, 'feature_not_supported', 'Phone numbers are not supported');

  let passwordHash: string | undefined;
  if (password !== undefined) {
    checkPasswordStrength(password, rt.passwordPolicy);
    const current = caller.user.encrypted_password;
    const source = requestMeta(rt, req).ip;
    if (current && (await comparePassword(password, current, source))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password, BCRYPT_COST, source);
  }

  const result = await rt.db.transaction(async (tx) => {
    const user = await findUserById(tx, caller.user.id, true);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (passwordHash !== undefined) {
      await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
        user.id,
        passwordHash,
      ]);
      // A new password ends every other session, as GoTrue does: a thief holding an old
      // session must not outlive the change.
      await tx.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2`, [
        user.id,
        caller.sessionId ?? null,
      ]);
    }
    if (data !== undefined) {
      await tx.query(
        `update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`,
        [
          user.id,
          JSON.stringify(boundedMetadata(mergeMetadata(user.raw_user_meta_data, data), 'user_metadata')),
        ],
      );
    }
    const updated = await findUserById(tx, user.id);
    return userResponse(tx, updated ?? user);
  });
  // A new password set from here (the end of a reset): the sign-in back-off starts again and
  // this address answers only to its own failures.
  if (passwordHash !== undefined && caller.user.email) {
    rt.limiter.ownerProved(caller.user.email, requestMeta(rt, req).ip);
  }
  sendAuthJson(res, 200, result);
}

export async function logout(
  rt: AuthRuntime,
  res: ServerResponse,
  query: URLSearchParams,
  bearer: string | undefined,
) {
  const scope = query.get('scope') || 'global';
  if (!['global', 'local', 'others'].includes(scope)) {
    throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  }
  const { user, sessionId } = await requireUser(rt, bearer);
  if (scope === 'global' || sessionId === undefined) {
    await rt.db.query(`delete from auth.sessions where user_id = $1`, [user.id]);
  } else if (scope === 'local') {
    await rt.db.query(`delete from auth.sessions where id = $1`, [sessionId]);
  } else {
    await rt.db.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [user.id, sessionId]);
  }
  sendEmpty(res, 204);
}
