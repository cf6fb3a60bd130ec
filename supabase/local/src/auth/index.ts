// The Auth service (`/auth/v1`) with GoTrue's semantics, as @supabase/supabase-js 2.119 uses it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext, ServiceHandler } from '../contracts.ts';
import { checkApiKey, GatewayError } from './access.ts';
import { AuthError, hashingBusy } from './errors.ts';
import { sendAuthJson, sendError } from './http.ts';
import type { AuthMailTemplates } from './mail-templates.ts';
import { createLogMailer, type Mailer } from './mailer.ts';
import { HashingBusyError } from './password-hashing.ts';
import type { PasswordPolicy, PasswordRequirements } from './password-policy.ts';
import { AuthRateLimiter, DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limit.ts';
import { adminRoute } from './routes-admin.ts';
import { KEYLESS_ROUTES, PUBLIC_ROUTES } from './routes-public.ts';
import { getUser, logout, updateUser } from './routes-user.ts';
import type { AuthRuntime } from './runtime.ts';

export interface AuthOptions {
  /** Sign-ups are confirmed at once and get a session (GoTrue `MAILER_AUTOCONFIRM`). Default false. */
  autoConfirm?: boolean;
  /** Allow new sign-ups. Default true. */
  enableSignup?: boolean;
  /** Where links land when `redirect_to` is missing or refused. Default `ctx.siteUrl`. */
  siteUrl?: string;
  /** Extra `redirect_to` targets besides the site's origin (see redirect.ts for the patterns). */
  additionalRedirectUrls?: string[];
  /** Access-token lifetime in seconds. Default 3600. */
  jwtExpirySeconds?: number;
  /** How long a rotated refresh token may be presented again, in seconds. Default 10. */
  refreshTokenReuseIntervalSeconds?: number;
  /** Default 6 (GoTrue's). */
  minPasswordLength?: number;
  /** Character sets a password must draw from (config.toml `password_requirements`). Default none. */
  passwordRequirements?: PasswordRequirements;
  /**
   * Refuse well-known passwords (reason "pwned"), the local stand-in for hosted Supabase's leaked
   * password protection. Default true.
   */
  refuseCommonPasswords?: boolean;
  /** Confirmation-link lifetime in seconds. Default 24 h. */
  confirmationTtlSeconds?: number;
  /** Recovery-link lifetime in seconds. Default 1 h. */
  recoveryTtlSeconds?: number;
  /** The Auth mails' subjects and HTML (config.toml [auth.email.template.*]). Default GoTrue's. */
  mailTemplates?: AuthMailTemplates;
  /** Outgoing mail. Default: write each message (with its link) to `ctx.log`. */
  mailer?: Mailer;
  /** Per-IP and per-address limits; `false` turns them off. Missing fields take the defaults. */
  rateLimits?: Partial<RateLimits> | false;
  /** Take the client IP from X-Forwarded-For (only behind a proxy you control). Default false. */
  trustProxy?: boolean;
}

/** The password rules these options ask for (also used by create-admin). */
export function passwordPolicy(options: AuthOptions): PasswordPolicy {
  return {
    minLength: options.minPasswordLength ?? 6,
    requirements: options.passwordRequirements ?? '',
    refuseCommon: options.refuseCommonPasswords ?? true,
  };
}

export function createAuthHandler(ctx: ServerContext, options: AuthOptions = {}): ServiceHandler {
  const rt: AuthRuntime = {
    ctx,
    db: ctx.db,
    // Read at request time: a server listening on port 0 learns its URL only after listen().
    get apiUrl() {
      return ctx.siteUrl.replace(/\/$/, '');
    },
    get siteUrl() {
      return options.siteUrl ?? ctx.siteUrl;
    },
    get issuer() {
      return `${ctx.siteUrl.replace(/\/$/, '')}/auth/v1`;
    },
    redirectAllowList: options.additionalRedirectUrls ?? [],
    jwtExpirySeconds: options.jwtExpirySeconds ?? 3600,
    refreshTokenReuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? 10,
    autoConfirm: options.autoConfirm ?? false,
    enableSignup: options.enableSignup ?? true,
    passwordPolicy: passwordPolicy(options),
    confirmationTtlSeconds: options.confirmationTtlSeconds ?? 24 * 3600,
    recoveryTtlSeconds: options.recoveryTtlSeconds ?? 3600,
    trustProxy: options.trustProxy ?? false,
    mailer: options.mailer ?? createLogMailer(ctx.log),
    mailTemplates: options.mailTemplates ?? {},
    limiter: new AuthRateLimiter(
      options.rateLimits === false ? false : { ...DEFAULT_RATE_LIMITS, ...(options.rateLimits ?? {}) },
    ),
  };

  return async (req, res, path) => {
    try {
      await route(rt, req, res, path);
    } catch (error) {
      if (error instanceof GatewayError) {
        sendAuthJson(res, error.status, error.body);
      } else if (error instanceof AuthError) {
        sendError(res, error);
      } else if (error instanceof HashingBusyError) {
        sendError(res, hashingBusy(error.retryAfterSeconds));
      } else {
        // Unexpected: log the detail for the developer, answer like GoTrue without internals.
        ctx.log(
          `[auth] ${req.method} ${path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        if (res.headersSent) {
          res.end();
          return;
        }
        sendError(
          res,
          new AuthError(
            500,
            'unexpected_failure',
            'Unexpected failure, please check server logs for more information',
          ),
        );
      }
    }
  };
}

async function route(
  rt: AuthRuntime,
  req: IncomingMessage,
  res: ServerResponse,
  fullPath: string,
): Promise<void> {
  // `path` may or may not carry the query string; req.url always does, so read it from there.
  const path = requestTarget(fullPath).pathname.replace(/\/+$/, '') || '/';
  const query = requestTarget(req.url ?? '/').searchParams;
  const method = req.method ?? 'GET';

  const key = `${method} ${path}`;
  // Hosted Supabase leaves the e-mail link open: it is clicked in a browser without any key.
  const keyless = KEYLESS_ROUTES.get(key);
  if (keyless) return keyless(rt, req, res, query);
  const bearer = await checkApiKey(req, query, rt.ctx.keys);

  const publicRoute = PUBLIC_ROUTES.get(key);
  if (publicRoute) return publicRoute(rt, req, res, query);
  switch (key) {
    case 'GET /user':
      return getUser(rt, res, bearer);
    case 'PUT /user':
      return updateUser(rt, req, res, bearer);
    case 'POST /logout':
      return logout(rt, res, query, bearer);
    case 'GET /.well-known/jwks.json':
      // Only HS256 is used, and symmetric keys are never published.
      return sendAuthJson(res, 200, { keys: [] });
  }
  if (await adminRoute(rt, req, res, path, query, bearer)) return;
  throw new AuthError(404, 'not_found', 'Not Found');
}

/**
 * Parses a request target as a path on a fixed origin. `new URL('//x', base)` would read `x` as a
 * host name (and throw on one such as `//[`), so the target is appended after the origin instead.
 */
function requestTarget(target: string): URL {
  try {
    return new URL(`http://auth.local${target.startsWith('/') ? '' : '/'}${target}`);
  } catch {
    throw new AuthError(404, 'not_found', 'Not Found');
  }
}
