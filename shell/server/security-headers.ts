import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { parseRuntimeConfig } from '@safari/shared-domain';

// The site's security headers live in one file, shell/public/_headers (the _headers format of
// static hosts), so the local server and a deploy serve the same policy. This module reads that
// file, fills the values that depend on /config.json, and picks the headers for a path.

export interface HeaderRule {
  /** A path, or a path ending in `*` that matches everything below it. */
  pattern: string;
  headers: Array<[name: string, value: string]>;
}

/**
 * Parses the _headers format: a line starting with `/` opens a rule, indented `Name: value`
 * lines below it are its headers, `#` lines are comments. Anything else is an error rather than
 * a silently dropped header.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/')) throw new Error(`_headers line ${index + 1}: a rule must start with /`);
      rules.push({ pattern: trimmed, headers: [] });
      return;
    }
    const rule = rules.at(-1);
    const colon = trimmed.indexOf(':');
    if (!rule || colon <= 0)
      throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path`);
    rule.headers.push([trimmed.slice(0, colon).trim(), trimmed.slice(colon + 1).trim()]);
  });
  return rules;
}

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern;
}

/** The headers for `pathname`: every matching rule in file order, a later rule winning a name. */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) headers[name] = value;
  }
  return headers;
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    // A relative URL is on the site's own origin: 'self' already covers it.
    return null;
  }
}

/**
 * The placeholder values a policy needs from /config.json. An invalid configuration fills
 * nothing: the policy only gets stricter, and the shell shows its configuration error anyway.
 */
export function placeholderValues(config: unknown): Record<string, string> {
  let parsed: ReturnType<typeof parseRuntimeConfig> | null = null;
  try {
    parsed = parseRuntimeConfig(config);
  } catch {
    parsed = null;
  }
  const supabase = parsed ? originOf(parsed.supabase.url) : null;
  const remotes = parsed
    ? [parsed.remotes.publicSite, parsed.remotes.adminApp]
        .map(originOf)
        .filter((o): o is string => o !== null)
    : [];
  const map = parsed ? originOf(parsed.settings.mapEmbedUrl) : null;
  return {
    SUPABASE_URL: supabase ?? '',
    // Realtime is a WebSocket on the same host: wss:// for https, ws:// for a local http server.
    SUPABASE_REALTIME_URL: supabase ? supabase.replace(/^http/, 'ws') : '',
    REMOTE_ORIGINS: [...new Set(remotes)].join(' '),
    // 'none' rather than an empty list: an empty frame-src would fall back to default-src.
    MAP_FRAME_ORIGIN: map ?? "'none'",
  };
}

/** Replaces `$NAME` placeholders and tidies the spaces an empty value leaves behind. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text
    .replace(/\$([A-Z_]+)/g, (whole, name: string) => values[name] ?? whole)
    .replace(/[ \t]+;/g, ';')
    .replace(/([^\s]) {2,}/g, '$1 ');
}

/**
 * True when the browser reached the site over https: a TLS socket, or a proxy in front that
 * says so. Strict-Transport-Security is only meaningful (and only sent) then; a forged header
 * on plain http does no harm because browsers ignore HSTS there.
 */
export function isHttps(req: IncomingMessage): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '');
  return forwarded.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** The security headers of one response. */
export function securityHeaders(
  rules: HeaderRule[],
  pathname: string,
  https: boolean,
): Record<string, string> {
  const headers = headersForPath(rules, pathname);
  if (!https) {
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() === 'strict-transport-security') delete headers[name];
    }
  }
  return headers;
}
