// supabase/config.toml: the file that configures a hosted Supabase project (through the CLI)
// configures this server too. Only the keys listed in HONOURED_KEYS change anything here; the
// README lists them. Values may be `env(NAME)` references, as in the CLI.
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parse } from 'smol-toml';
import type { AuthOptions } from './auth/index.ts';
import {
  AUTH_MAIL_KINDS,
  type AuthMailKind,
  type AuthMailTemplates,
  checkTemplateText,
  splitLanguageChoice,
} from './auth/mail-templates.ts';
import { PASSWORD_REQUIREMENTS, type PasswordRequirements } from './auth/password-policy.ts';

export interface FunctionConfig {
  /** Require a valid JWT in Authorization before the function runs. Default true. */
  verifyJwt: boolean;
  /** A disabled function answers 404. Default true. */
  enabled: boolean;
}

/** One [auth.email.template.<kind>] as written: the file is read by loadProjectConfig. */
interface MailTemplateEntry {
  subject?: string;
  /** Relative to the project folder (the one holding supabase/), as the Supabase CLI reads it. */
  contentPath?: string;
}

export interface ProjectConfig {
  auth: AuthOptions;
  functions: Record<string, FunctionConfig>;
  /** [auth.email.template.<kind>] entries (decision 138). */
  mailTemplates?: Partial<Record<AuthMailKind, MailTemplateEntry>>;
}

// The keys of supabase/config.toml this server honours; every other key is left to a real
// Supabase project:
//   auth.site_url, auth.additional_redirect_urls, auth.jwt_expiry, auth.enable_signup,
//   auth.refresh_token_reuse_interval, auth.minimum_password_length, auth.password_requirements,
//   auth.email.enable_signup,
//   auth.email.enable_confirmations, auth.email.max_frequency, auth.email.otp_expiry,
//   auth.rate_limit.email_sent, auth.rate_limit.sign_in_sign_ups, auth.rate_limit.token_refresh,
//   auth.rate_limit.token_verifications, functions.<name>.enabled, functions.<name>.verify_jwt,
//   auth.email.template.<kind>.subject and .content_path (confirmation and recovery are sent here;
//   every kind's file is read and checked)

export class ConfigError extends Error {}

type Table = Record<string, unknown>;

function table(value: unknown, path: string): Table {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigError(`[${path}] must be a table`);
  }
  return value as Table;
}

function resolveEnv(value: unknown, env: NodeJS.ProcessEnv): unknown {
  if (typeof value === 'string') {
    const match = /^env\((\w+)\)$/.exec(value.trim());
    if (match?.[1]) return env[match[1]];
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => resolveEnv(item, env));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveEnv(v, env)]));
  }
  return value;
}

function read<T extends 'string' | 'number' | 'boolean'>(
  from: Table,
  key: string,
  path: string,
  type: T,
): (T extends 'string' ? string : T extends 'number' ? number : boolean) | undefined {
  const value = from[key];
  if (value === undefined) return undefined;
  if (typeof value !== type)
    throw new ConfigError(`${path}.${key} must be a ${type}, got ${JSON.stringify(value)}`);
  return value as never;
}

/** Go-style durations as the CLI writes them ("1s", "60s", "5m", "1h"), in seconds. */
function durationSeconds(text: string, path: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new ConfigError(`${path} must be a duration such as "60s", got "${text}"`);
  const scale = { ms: 0.001, s: 1, m: 60, h: 3600 }[match[2] as 'ms' | 's' | 'm' | 'h'];
  return Number(match[1]) * scale;
}

export function parseProjectConfig(text: string, env: NodeJS.ProcessEnv = process.env): ProjectConfig {
  let raw: Table;
  try {
    raw = resolveEnv(parse(text), env) as Table;
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`config.toml is not valid TOML: ${(error as Error).message}`);
  }
  const auth = table(raw.auth, 'auth');
  const email = table(auth.email, 'auth.email');
  const limits = table(auth.rate_limit, 'auth.rate_limit');
  const options: AuthOptions = {};

  const siteUrl = read(auth, 'site_url', 'auth', 'string');
  if (siteUrl) options.siteUrl = siteUrl;
  const redirects = auth.additional_redirect_urls;
  if (redirects !== undefined) {
    if (!Array.isArray(redirects) || redirects.some((r) => typeof r !== 'string')) {
      throw new ConfigError('auth.additional_redirect_urls must be a list of strings');
    }
    options.additionalRedirectUrls = redirects as string[];
  }
  const jwtExpiry = read(auth, 'jwt_expiry', 'auth', 'number');
  if (jwtExpiry !== undefined) options.jwtExpirySeconds = jwtExpiry;
  const reuse = read(auth, 'refresh_token_reuse_interval', 'auth', 'number');
  if (reuse !== undefined) options.refreshTokenReuseIntervalSeconds = reuse;
  const minLength = read(auth, 'minimum_password_length', 'auth', 'number');
  if (minLength !== undefined) options.minPasswordLength = minLength;
  const requirements = read(auth, 'password_requirements', 'auth', 'string');
  if (requirements !== undefined) {
    if (!(PASSWORD_REQUIREMENTS as readonly string[]).includes(requirements)) {
      throw new ConfigError(
        `auth.password_requirements must be one of ${PASSWORD_REQUIREMENTS.map((r) => JSON.stringify(r)).join(', ')}, got ${JSON.stringify(requirements)}`,
      );
    }
    options.passwordRequirements = requirements as PasswordRequirements;
  }
  const signup = read(auth, 'enable_signup', 'auth', 'boolean');
  const emailSignup = read(email, 'enable_signup', 'auth.email', 'boolean');
  if (signup !== undefined || emailSignup !== undefined)
    options.enableSignup = (signup ?? true) && (emailSignup ?? true);
  const confirmations = read(email, 'enable_confirmations', 'auth.email', 'boolean');
  if (confirmations !== undefined) options.autoConfirm = !confirmations;
  const otpExpiry = read(email, 'otp_expiry', 'auth.email', 'number');
  if (otpExpiry !== undefined) {
    options.confirmationTtlSeconds = otpExpiry;
    options.recoveryTtlSeconds = otpExpiry;
  }

  const rateLimits: NonNullable<Exclude<AuthOptions['rateLimits'], false>> = {};
  const maxFrequency = read(email, 'max_frequency', 'auth.email', 'string');
  if (maxFrequency !== undefined) {
    rateLimits.emailMinIntervalSeconds = durationSeconds(maxFrequency, 'auth.email.max_frequency');
  }
  const limitKeys = {
    email_sent: 'emailsPerHourPerAddress',
    sign_in_sign_ups: 'signInSignUpsPer5Min',
    token_refresh: 'tokenRefreshPer5Min',
    token_verifications: 'tokenVerificationsPer5Min',
  } as const;
  for (const [key, field] of Object.entries(limitKeys)) {
    const value = read(limits, key, 'auth.rate_limit', 'number');
    if (value !== undefined) rateLimits[field] = value;
  }
  if (Object.keys(rateLimits).length > 0) options.rateLimits = rateLimits;

  const mailTemplates: Partial<Record<AuthMailKind, MailTemplateEntry>> = {};
  for (const [kind, value] of Object.entries(table(email.template, 'auth.email.template'))) {
    const path = `auth.email.template.${kind}`;
    if (!(AUTH_MAIL_KINDS as readonly string[]).includes(kind)) {
      throw new ConfigError(`[${path}] is not a GoTrue mail (${AUTH_MAIL_KINDS.join(', ')})`);
    }
    const entry = table(value, path);
    const subject = read(entry, 'subject', path, 'string');
    const contentPath = read(entry, 'content_path', path, 'string');
    if (subject !== undefined) {
      try {
        checkTemplateText(subject, `${path}.subject`);
      } catch (error) {
        throw new ConfigError((error as Error).message);
      }
    }
    mailTemplates[kind as AuthMailKind] = {
      ...(subject !== undefined ? { subject } : {}),
      ...(contentPath !== undefined ? { contentPath } : {}),
    };
  }

  const functions: Record<string, FunctionConfig> = {};
  for (const [name, value] of Object.entries(table(raw.functions, 'functions'))) {
    const entry = table(value, `functions.${name}`);
    functions[name] = {
      verifyJwt: read(entry, 'verify_jwt', `functions.${name}`, 'boolean') ?? true,
      enabled: read(entry, 'enabled', `functions.${name}`, 'boolean') ?? true,
    };
  }
  return {
    auth: options,
    functions,
    ...(Object.keys(mailTemplates).length > 0 ? { mailTemplates } : {}),
  };
}

type Translations = Record<string, { subject?: string; html?: string }>;

/**
 * One text of a template (its subject or its file) as the default text and its translations:
 * a text written as a choice on `.Data.language` (decision 236) gives one per language.
 */
function splitText(
  text: string,
  where: string,
  part: 'subject' | 'html',
  translations: Translations,
): string {
  const choice = splitLanguageChoice(text, where);
  if (!choice) return text;
  for (const [language, branch] of Object.entries(choice.byLanguage)) {
    translations[language] = { ...translations[language], [part]: branch.trim() };
  }
  return choice.fallback.trim();
}

/** Reads each template's file (relative to `projectDir`) into the Auth options' mail templates. */
async function readMailTemplates(
  entries: Partial<Record<AuthMailKind, MailTemplateEntry>>,
  projectDir: string,
): Promise<AuthMailTemplates> {
  const templates: AuthMailTemplates = {};
  for (const [kind, entry] of Object.entries(entries) as [AuthMailKind, MailTemplateEntry][]) {
    const path = `auth.email.template.${kind}`;
    const translations: Translations = {};
    let html: string | undefined;
    if (entry.contentPath !== undefined) {
      const file = resolve(projectDir, entry.contentPath);
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        throw new ConfigError(
          `${path}.content_path: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? error})`,
        );
      }
      try {
        checkTemplateText(text, file);
        html = splitText(text, file, 'html', translations);
      } catch (error) {
        throw new ConfigError(`${path}.content_path: ${(error as Error).message}`);
      }
    }
    const subject =
      entry.subject === undefined
        ? undefined
        : splitText(entry.subject, `${path}.subject`, 'subject', translations);
    templates[kind] = {
      ...(subject !== undefined ? { subject } : {}),
      ...(html !== undefined ? { html } : {}),
      ...(Object.keys(translations).length > 0 ? { translations } : {}),
    };
  }
  return templates;
}

/** The project's config.toml, or an empty configuration when `file` is null or missing. */
export async function loadProjectConfig(file: string | null): Promise<ProjectConfig> {
  if (file === null) return { auth: {}, functions: {} };
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { auth: {}, functions: {} };
    throw error;
  }
  try {
    const config = parseProjectConfig(text);
    if (config.mailTemplates) {
      // The Supabase CLI resolves content_path from the project folder, the parent of supabase/.
      config.auth.mailTemplates = await readMailTemplates(
        config.mailTemplates,
        dirname(dirname(resolve(file))),
      );
    }
    return config;
  } catch (error) {
    if (error instanceof ConfigError) throw new ConfigError(`${file}: ${error.message}`);
    throw error;
  }
}
