import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError } from '../errors.ts';
import { readJsonObject, sendAuthJson } from '../http.ts';
import type { AuthRuntime } from '../runtime.ts';
import { findUserByEmail } from '../users.ts';
import { stringField, validEmail } from '../validate.ts';
import { redirectTarget, sendLinkMail } from './link-mail.ts';

/**
 * POST /resend (`auth.resend({ type: 'signup', email })`): a new confirmation link for an address
 * that has not confirmed yet. As GoTrue: `{}` for an unknown or already confirmed address too (no
 * mail), and the per-address mail limits apply. Only `signup` is supported (no e-mail change or SMS).
 */
export async function resend(
  rt: AuthRuntime,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
) {
  const body = await readJsonObject(req);
  const type = stringField(body, 'type') ?? '';
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw new AuthError(
      400,
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  if (type !== 'signup')
    throw new AuthError(400, 'feature_not_supported', `Resending ${type} is not supported`);
  const rawEmail = stringField(body, 'email');
  if (!rawEmail) throw new AuthError(400, 'validation_failed', 'Type provided requires an email address');
  const email = validEmail(rawEmail);
  const redirectTo = redirectTarget(rt, query);
  // Counted for every address (as sign-up and recovery are), so the limit reveals nothing.
  rt.limiter.email('signup', email);
  await rt.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, true);
    if (user && !user.deleted_at && !user.email_confirmed_at)
      await sendLinkMail(rt, tx, user, 'signup', redirectTo);
  });
  sendAuthJson(res, 200, {});
}
