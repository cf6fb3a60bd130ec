// Endpoints used before a user has a session: signup, token grants, recovery, link verification.
// One file per endpoint in ./public/, as GoTrue keeps signup.go, token.go, recover.go, verify.go.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { health } from './public/health.ts';
import { recover } from './public/recover.ts';
import { resend } from './public/resend.ts';
import { settings } from './public/settings.ts';
import { signup } from './public/signup.ts';
import { token } from './public/token.ts';
import { verifyGet, verifyPost } from './public/verify.ts';
import type { AuthRuntime } from './runtime.ts';

type PublicRoute = (
  rt: AuthRuntime,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
) => Promise<void> | void;

/**
 * Served without an API key: hosted Supabase leaves the e-mail link open, since it is clicked in
 * a browser that has no key.
 */
export const KEYLESS_ROUTES: ReadonlyMap<string, PublicRoute> = new Map([['GET /verify', verifyGet]]);

/** Served to any request with a valid API key, by `METHOD /path`. */
export const PUBLIC_ROUTES: ReadonlyMap<string, PublicRoute> = new Map<string, PublicRoute>([
  ['GET /health', (_rt, _req, res) => health(res)],
  ['GET /settings', (rt, _req, res) => settings(rt, res)],
  ['POST /signup', signup],
  ['POST /token', token],
  ['POST /recover', recover],
  ['POST /resend', resend],
  ['POST /verify', (rt, req, res) => verifyPost(rt, req, res)],
]);
