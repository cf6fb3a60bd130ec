// Small HTTP helpers for the Auth service: bounded JSON bodies, GoTrue-shaped responses.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, jsonNestingDepth, readBody as readRequestBody, sendJson } from '../http.ts';
import { AuthError, errorBody } from './errors.ts';

/** The whole body (the server's one reader), refusing more than 1 MB with GoTrue's error. */
async function readBody(req: IncomingMessage): Promise<string> {
  try {
    return await readRequestBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw new AuthError(413, 'request_too_large', 'Request body too large (limit 1 MB)');
    }
    throw error;
  }
}

const MAX_JSON_DEPTH = 100;

/** GoTrue parses every body as JSON whatever its content type; an empty body is `{}`. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (text.trim() === '') return {};
  // PostgreSQL's jsonb parser gives up on deep nesting with an error, which must not become a
  // 500; no real metadata is nested this deep.
  if (jsonNestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: exceeded max depth');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${error instanceof Error ? error.message : 'invalid JSON'}`,
    );
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return parsed as Record<string, unknown>;
}

/** Headers every Auth response carries: the API version the client checks before reading `code`. */
function baseHeaders(): Record<string, string> {
  return {
    'X-Supabase-Api-Version': '2024-01-01',
    'Access-Control-Expose-Headers':
      'X-Total-Count, Link, X-Supabase-Api-Version, x-sb-error-code, Retry-After',
    'Cache-Control': 'no-store',
  };
}

/** The server's one JSON writer, with Auth's headers and GoTrue's bare `application/json`. */
export function sendAuthJson(
  res: ServerResponse,
  status: number,
  body: object,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, body, { ...baseHeaders(), 'Content-Type': 'application/json', ...headers });
}

export function sendEmpty(res: ServerResponse, status: number): void {
  res.writeHead(status, baseHeaders());
  res.end();
}

export function sendRedirect(res: ServerResponse, location: string): void {
  // 303 like GoTrue's /verify: the browser follows with a GET whatever the original method.
  res.writeHead(303, { ...baseHeaders(), Location: location });
  res.end();
}

export function sendError(res: ServerResponse, error: AuthError): void {
  sendAuthJson(res, error.status, errorBody(error), { ...error.headers, 'x-sb-error-code': error.code });
}
