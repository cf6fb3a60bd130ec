// The Auth mails. The link goes through the API's own /verify, which confirms the token and then
// redirects to `redirectTo` with the session in the URL fragment. Their words come from
// supabase/config.toml's [auth.email.template.<kind>] (subject, content_path), the same files a
// hosted project sends (decision 138); without them, GoTrue's defaults. A template may have
// translations (issue 41): the same file name in a folder named for the language beside it
// (`templates/de/confirmation.html`), its `<title>` the subject; the mail is written in the
// account's language (its metadata's `language`) or the language of the page the link leads to.
import { escapeHtml } from '../html.ts';
import type { MailMessage } from './mailer.ts';

export type LinkKind = 'signup' | 'recovery';

/** GoTrue's template kinds. This server sends confirmation and recovery; the rest are checked. */
export const AUTH_MAIL_KINDS = [
  'confirmation',
  'recovery',
  'email_change',
  'invite',
  'magic_link',
  'reauthentication',
] as const;
export type AuthMailKind = (typeof AUTH_MAIL_KINDS)[number];

interface AuthMailText {
  readonly subject?: string;
  /** The HTML body, with GoTrue's `{{ .Variable }}` placeholders. */
  readonly html?: string;
}
interface AuthMailTemplate extends AuthMailText {
  /** The same mail in other languages, by language code ('de'). */
  readonly translations?: Readonly<Record<string, AuthMailText>>;
}
export type AuthMailTemplates = Partial<Record<AuthMailKind, AuthMailTemplate>>;

/** The placeholders this server fills; hosted GoTrue has these and more (`.Token`, `.Data`). */
const VARIABLES = ['ConfirmationURL', 'SiteURL', 'Email', 'NewEmail', 'RedirectTo'] as const;
type Variable = (typeof VARIABLES)[number];
const PLACEHOLDER = /\{\{\s*\.(\w+)\s*\}\}/g;

/**
 * Refuses template text this server could not render as GoTrue would: any `{{ … }}` other than a
 * known `{{ .Variable }}` (actions such as `{{ if }}`, or `.Token`, which needs one-time codes).
 */
export function checkTemplateText(text: string, where: string): void {
  for (const match of text.matchAll(/\{\{(.*?)\}\}/gs)) {
    const name = /^\s*\.(\w+)\s*$/.exec(match[1] ?? '')?.[1];
    if (!name || !(VARIABLES as readonly string[]).includes(name)) {
      throw new Error(
        `${where}: "${match[0]}" is not supported by the local server (only ${VARIABLES.map((v) => `{{ .${v} }}`).join(', ')})`,
      );
    }
  }
}

function fill(text: string, values: Record<Variable, string>, asHtml: boolean): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name as Variable] ?? '';
    return asHtml ? escapeHtml(value) : value;
  });
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The plain-text part of a templated mail: its words, each link written out once. */
function htmlToText(html: string): string {
  const text = html
    .replace(/<head[\s\S]*?<\/head>/gi, '')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
      const words = label.replace(/<[^>]+>/g, '').trim();
      const url = decodeEntities(href);
      if (url.startsWith('mailto:') || url.startsWith('tel:')) return words;
      return decodeEntities(words) === url ? words : `${words}: ${href}`;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|tr|div|li)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '');
  return `${decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

export function verifyLink(apiUrl: string, token: string, type: LinkKind, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${apiUrl.replace(/\/$/, '')}/auth/v1/verify?${query.toString()}`;
}

const DEFAULTS: Record<LinkKind, [subject: string, intro: string, action: string]> = {
  signup: ['Confirm Your Signup', 'Follow this link to confirm your user:', 'Confirm your mail'],
  recovery: [
    'Reset Your Password',
    'Follow this link to reset the password for your user:',
    'Reset Password',
  ],
};

export interface AuthMailContext {
  readonly siteUrl: string;
  readonly redirectTo: string;
  readonly templates?: AuthMailTemplates;
  /** The language to write in ('de'), when the template has a translation for it. */
  readonly language?: string | null;
}

/** A translated template's subject: its `<title>`, entities decoded. */
export function titleOf(html: string): string | undefined {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim();
  return title ? decodeEntities(title) : undefined;
}

/**
 * The language an Auth mail is written in: the account's (`language` in its metadata, set at
 * sign-up from the page's language) or, for a recovery asked for on a page in another language,
 * that page's (`/de/auth?mode=reset`: its redirect's first path segment). Null: the default.
 */
export function mailLanguage(kind: LinkKind, metadata: unknown, redirectTo: string): string | null {
  const fromMetadata =
    metadata &&
    typeof metadata === 'object' &&
    typeof (metadata as { language?: unknown }).language === 'string'
      ? (metadata as { language: string }).language
      : null;
  let fromPage: string | null = null;
  try {
    fromPage = /^\/([a-z]{2})(?:\/|$)/.exec(new URL(redirectTo).pathname)?.[1] ?? null;
  } catch {
    fromPage = null;
  }
  return kind === 'recovery' ? (fromPage ?? fromMetadata) : (fromMetadata ?? fromPage);
}

export function authMail(to: string, kind: LinkKind, link: string, context?: AuthMailContext): MailMessage {
  const [defaultSubject, intro, action] = DEFAULTS[kind];
  const source = context?.templates?.[kind === 'signup' ? 'confirmation' : 'recovery'];
  const translation = context?.language ? source?.translations?.[context.language] : undefined;
  const template = translation?.html ? translation : source;
  const values: Record<Variable, string> = {
    ConfirmationURL: link,
    SiteURL: context?.siteUrl ?? '',
    Email: to,
    NewEmail: '',
    RedirectTo: context?.redirectTo ?? '',
  };
  const subject = template?.subject ? fill(template.subject, values, false) : defaultSubject;
  if (template?.html) {
    const html = fill(template.html, values, true);
    return { to, subject, text: htmlToText(html), html };
  }
  return {
    to,
    subject,
    text: `${intro}\n${link}\n`,
    html: `<h2>${subject}</h2>\n<p>${intro}</p>\n<p><a href="${escapeHtml(link)}">${action}</a></p>\n`,
  };
}
