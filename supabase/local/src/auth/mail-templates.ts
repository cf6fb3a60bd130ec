// The Auth mails. The link goes through the API's own /verify, which confirms the token and then
// redirects to `redirectTo` with the session in the URL fragment. Their words come from
// supabase/config.toml's [auth.email.template.<kind>] (subject, content_path), the same files a
// hosted project sends (decision 138); without them, GoTrue's defaults. A subject or file may be
// written in several languages (issue 41, decision 236) with the one Go template action a hosted
// GoTrue and this server both understand here: a choice on the account's `language` metadata,
//   {{ if eq (printf "%v" .Data.language) "de" }}…{{ else if eq (printf "%v" .Data.language) "fr" }}…{{ else }}…{{ end }}
// whose last branch is the default (English).
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

/** A text in each language: the default branch and the translations by language code. */
export interface LanguageChoice {
  readonly fallback: string;
  readonly byLanguage: Readonly<Record<string, string>>;
}

const LANGUAGE_TEST = String.raw`eq\s+\(\s*printf\s+"%v"\s+\.Data\.language\s*\)\s+"([a-z]{2})"`;
const CHOICE_HEAD = new RegExp(String.raw`^\s*\{\{\s*if\s+${LANGUAGE_TEST}\s*\}\}`);
const CHOICE_PART = new RegExp(String.raw`\{\{\s*(?:else\s+if\s+${LANGUAGE_TEST}|(else)|(end))\s*\}\}`, 'g');

/**
 * Splits a text written as a choice on `.Data.language` into its branches; null when the text is
 * not such a choice (one language). Throws on a choice this server cannot follow: a branch
 * without `{{ else }}`, a language twice, anything after `{{ end }}` but white space.
 */
export function splitLanguageChoice(text: string, where: string): LanguageChoice | null {
  const head = CHOICE_HEAD.exec(text);
  if (!head) return null;
  const byLanguage: Record<string, string> = {};
  let language: string | null = head[1] ?? null;
  let start = head[0].length;
  CHOICE_PART.lastIndex = start;
  for (let part = CHOICE_PART.exec(text); part; part = CHOICE_PART.exec(text)) {
    const branch = text.slice(start, part.index);
    if (language === null) {
      if (!part[3]) break;
      const rest = text.slice(part.index + part[0].length);
      if (rest.trim() !== '') throw new Error(`${where}: text after the language choice's {{ end }}`);
      return { fallback: branch, byLanguage };
    }
    if (language in byLanguage) throw new Error(`${where}: the language "${language}" is chosen twice`);
    byLanguage[language] = branch;
    if (part[3]) break;
    language = part[2] ? null : (part[1] ?? null);
    start = part.index + part[0].length;
  }
  throw new Error(`${where}: a language choice must end with {{ else }}, the default text, and {{ end }}`);
}

/**
 * Refuses template text this server could not render as GoTrue would: any `{{ … }}` other than a
 * known `{{ .Variable }}` (actions such as `{{ if }}`, or `.Token`, which needs one-time codes),
 * in each branch of a language choice.
 */
export function checkTemplateText(text: string, where: string): void {
  const choice = splitLanguageChoice(text, where);
  if (choice) {
    for (const branch of [choice.fallback, ...Object.values(choice.byLanguage)]) {
      checkTemplateText(branch, where);
    }
    return;
  }
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
  /** The account's language ('de'): its translation of the template, when there is one. */
  readonly language?: string | null;
}

/**
 * The language an Auth mail is written in: the account's (`language` in its metadata, set at
 * sign-up from the page's language), the one thing a hosted GoTrue's templates can choose by
 * (`.Data.language`). Null: the default.
 */
export function mailLanguage(metadata: unknown): string | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const language = (metadata as { language?: unknown }).language;
  return typeof language === 'string' ? language : null;
}

export function authMail(to: string, kind: LinkKind, link: string, context?: AuthMailContext): MailMessage {
  const [defaultSubject, intro, action] = DEFAULTS[kind];
  const source = context?.templates?.[kind === 'signup' ? 'confirmation' : 'recovery'];
  const translation = context?.language ? source?.translations?.[context.language] : undefined;
  const template = {
    subject: translation?.subject ?? source?.subject,
    html: translation?.html ?? source?.html,
  };
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
