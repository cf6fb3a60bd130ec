// What sign-up, recovery and resend share: where a link lands, and the link mail itself.
import type { SqlExecutor } from '../../contracts.ts';
import { authMail, type LinkKind, mailLanguage, verifyLink } from '../mail-templates.ts';
import { newLinkToken } from '../one-time-tokens.ts';
import { safeRedirect } from '../redirect.ts';
import type { AuthRuntime } from '../runtime.ts';
import type { UserRow } from '../users.ts';

export function redirectTarget(rt: AuthRuntime, query: URLSearchParams): string {
  return safeRedirect(query.get('redirect_to'), rt.siteUrl, rt.redirectAllowList);
}

/** Stores a fresh link token on the user and sends the mail, inside `tx` (a failed send rolls back). */
export async function sendLinkMail(
  rt: AuthRuntime,
  tx: SqlExecutor,
  user: UserRow,
  kind: LinkKind,
  redirectTo: string,
): Promise<void> {
  const { token, stored } = newLinkToken();
  const column = kind === 'signup' ? 'confirmation' : 'recovery';
  await tx.query(
    `update auth.users set ${column}_token = $2, ${column}_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, stored],
  );
  const email = user.email ?? '';
  await rt.mailer.send(
    authMail(email, kind, verifyLink(rt.apiUrl, token, kind, redirectTo), {
      siteUrl: rt.siteUrl,
      redirectTo,
      templates: rt.mailTemplates,
      language: mailLanguage(user.raw_user_meta_data),
    }),
  );
}
