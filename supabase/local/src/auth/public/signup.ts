// POST /signup: a new e-mail and password account, confirmed by mail unless autoConfirm.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError } from '../errors.ts';
import { readJsonObject, sendAuthJson } from '../http.ts';
import { BCRYPT_COST, hashPassword } from '../password-hashing.ts';
import { checkPasswordStrength } from '../password-policy.ts';
import { type AuthRuntime, requestMeta } from '../runtime.ts';
import { confirmEmail, findUserByEmail, findUserById, insertUser, userResponse } from '../users.ts';
import { boundedMetadata, objectField, stringField, validEmail } from '../validate.ts';
import { redirectTarget, sendLinkMail } from './link-mail.ts';
import { signIn } from './sign-in.ts';

export async function signup(
  rt: AuthRuntime,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
) {
  const meta = requestMeta(rt, req);
  rt.limiter.signInOrSignUp(meta.ip);
  const body = await readJsonObject(req);
  if (!rt.enableSignup) throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  const data = boundedMetadata(objectField(body, 'data') ?? {}, 'user_metadata');
  if (!rawEmail) {
    if (phone) throw new AuthError(400, 'feature_not_supported', 'Phone signups are disabled');
    throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
  }
  if (!password) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password, rt.passwordPolicy);
  const email = validEmail(rawEmail);
  const redirectTo = redirectTarget(rt, query);
  // Counted for every address, registered or not, so the limit reveals nothing.
  if (!rt.autoConfirm) rt.limiter.email('signup', email);
  const passwordHash = await hashPassword(password, BCRYPT_COST, meta.ip);

  const result = await rt.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email, true);
    if (existing?.email_confirmed_at) {
      if (rt.autoConfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
      // With confirmations on GoTrue answers as for a new address, so sign-up cannot be used to
      // find out who has an account.
      return { body: obfuscatedUser(email, data) };
    }
    // An unconfirmed account is not updated (the caller has not proved they own the address);
    // it only gets a new confirmation mail.
    const user =
      existing ??
      (await insertUser(tx, {
        email,
        passwordHash,
        userMetadata: data,
        appMetadata: { provider: 'email', providers: ['email'] },
        role: 'authenticated',
        confirmed: rt.autoConfirm,
      }));
    if (rt.autoConfirm) {
      if (!user.email_confirmed_at) await confirmEmail(tx, user.id);
      return { body: await signIn(rt, tx, user.id, 'password', meta) };
    }
    await sendLinkMail(rt, tx, user, 'signup', redirectTo);
    const reloaded = (await findUserById(tx, user.id)) ?? user;
    return { body: await userResponse(tx, reloaded) };
  });
  sendAuthJson(res, 200, result.body);
}

function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
