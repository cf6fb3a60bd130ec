import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** Reads the whole body, refusing (without buffering it) anything over `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return (await readBodyBytes(req, limit)).toString('utf8');
}

/**
 * The whole body as bytes, refusing anything over `limit`: at once from Content-Length, before a
 * byte is read, or as soon as a streamed body passes it. The refused body is drained, not kept.
 */
export function readBodyBytes(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(headerValue(req, 'content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(new BodyTooLargeError(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        chunks.length = 0;
        reject(new BodyTooLargeError(limit));
        // Keep draining so the client can read our 413 instead of a reset connection.
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
  });
}

/**
 * A request header as one string. Node already folds a repeated header into one comma-separated
 * list (and keeps only the first of single-valued ones such as Authorization); a value that still
 * arrives as an array is folded the same way, so a repeated list header (`Prefer`,
 * `X-Forwarded-For`) keeps every entry and a repeated single value never passes as valid.
 */
export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const authorization = headerValue(req, 'authorization');
  const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  return match?.[1];
}

/**
 * The caller's IP for rate limits. X-Forwarded-For is only believed behind a trusted proxy:
 * otherwise any client could pick a fresh "IP" per request and escape the limits.
 */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = headerValue(req, 'x-forwarded-for');
    const first = forwarded?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** A JSON answer; a string `body` is taken as JSON text already. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/**
 * The request target as a path every handler can parse with `new URL(target, base)`, or null for
 * one that cannot be served (answer 400). A proxy's absolute form becomes its path; a run of
 * leading slashes or backslashes becomes one slash, since `//host/x` (and `/\host`) would
 * otherwise parse as another host, or throw.
 */
export function normalizeTarget(raw: string | undefined): string | null {
  if (!raw) return null;
  let target = raw;
  if (!target.startsWith('/')) {
    if (!/^https?:\/\//i.test(target)) return null;
    try {
      const url = new URL(target);
      target = `${url.pathname}${url.search}`;
    } catch {
      return null;
    }
  }
  target = target.replace(/^[/\\]+/, '/');
  try {
    return new URL(target, 'http://local').host === 'local' ? target : null;
  } catch {
    return null;
  }
}

/**
 * The deepest nesting of arrays and objects in `text`, read as JSON (brackets inside strings do
 * not count). Iterative, so it cannot itself overflow the stack on the input it guards; stops
 * counting once `limit` is passed. PostgreSQL (and PGlite far sooner) fails on deep JSON with
 * an internal error, so REST and Auth refuse such bodies before they reach the database.
 */
export function jsonNestingDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (quoted) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) quoted = false;
    } else if (ch === 0x22) quoted = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if ((ch === 0x5d /* ] */ || ch === 0x7d) /* } */ && depth > 0) depth--;
  }
  return deepest;
}
