import type { IncomingMessage } from 'node:http';
import type { JwtClaims, ProjectKeys } from './contracts.ts';
import { bearerToken, headerValue } from './http.ts';
import { JwtError, verifyJwt } from './jwt.ts';

// What Supabase's API gateway does before any service sees a request
// (supabase/local/docs/protocol.md §1.2): find the API key, choose the effective bearer token, and
// refuse requests without a valid key.

export interface Caller {
  /** The verified effective JWT (the user's access token, or the API key itself). */
  token: string;
  claims: JwtClaims;
  role: string;
}

export type CallerResult =
  | { ok: true; caller: Caller }
  | { ok: false; failure: 'no-api-key' | 'invalid-api-key' }
  | { ok: false; failure: 'invalid-token'; error: JwtError };

/** The `apikey` header, or the `apikey` query parameter (used by WebSocket clients). */
function apiKeyOf(req: IncomingMessage): string | undefined {
  const fromHeader = headerValue(req, 'apikey');
  if (fromHeader) return fromHeader;
  const url = new URL(req.url ?? '/', 'http://local');
  return url.searchParams.get('apikey') ?? undefined;
}

export async function resolveCaller(req: IncomingMessage, keys: ProjectKeys): Promise<CallerResult> {
  const apiKey = apiKeyOf(req);
  const authorization = headerValue(req, 'authorization');
  if (!apiKey && !authorization) return { ok: false, failure: 'no-api-key' };
  if (apiKey) {
    try {
      await verifyJwt(apiKey, keys.jwtSecret);
    } catch {
      return { ok: false, failure: 'invalid-api-key' };
    }
  }
  let token: string | undefined;
  if (authorization) {
    token = bearerToken(req);
    if (!token) {
      return {
        ok: false,
        failure: 'invalid-token',
        error: new JwtError('malformed', 'Authorization is not a Bearer token'),
      };
    }
  } else {
    token = apiKey as string;
  }
  try {
    const claims = await verifyJwt(token, keys.jwtSecret);
    return { ok: true, caller: { token, claims, role: claims.role } };
  } catch (error) {
    if (error instanceof JwtError) return { ok: false, failure: 'invalid-token', error };
    throw error;
  }
}

/** The hosted gateway's bodies for key failures (supabase/local/docs/protocol.md §1.3). */
export const GATEWAY_ERRORS = {
  'no-api-key': {
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
  },
  'invalid-api-key': {
    message: 'Invalid API key',
    hint: 'Double check your Supabase `anon` or `service_role` API key.',
  },
} as const;
