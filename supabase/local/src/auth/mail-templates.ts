// The two Auth mails. The link goes through the API's own /verify, which confirms the token and
// then redirects to `redirectTo` with the session in the URL fragment.
import { escapeHtml } from '../html.ts';
import type { MailMessage } from './mailer.ts';

export type LinkKind = 'signup' | 'recovery';

export function verifyLink(apiUrl: string, token: string, type: LinkKind, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${apiUrl.replace(/\/$/, '')}/auth/v1/verify?${query.toString()}`;
}

export function authMail(to: string, kind: LinkKind, link: string): MailMessage {
  const [subject, intro, action] =
    kind === 'signup'
      ? ['Confirm Your Signup', 'Follow this link to confirm your user:', 'Confirm your mail']
      : ['Reset Your Password', 'Follow this link to reset the password for your user:', 'Reset Password'];
  return {
    to,
    subject,
    text: `${intro}\n${link}\n`,
    html: `<h2>${subject}</h2>\n<p>${intro}</p>\n<p><a href="${escapeHtml(link)}">${action}</a></p>\n`,
  };
}
