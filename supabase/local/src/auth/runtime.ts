// The Auth service's resolved configuration, shared by all routes.
import type { IncomingMessage } from 'node:http';
import type { Database, ServerContext } from '../contracts.ts';
import { clientIp, headerValue } from '../http.ts';
import type { AuthMailTemplates } from './mail-templates.ts';
import type { Mailer } from './mailer.ts';
import type { PasswordPolicy } from './password-policy.ts';
import type { AuthRateLimiter } from './rate-limit.ts';

export interface AuthRuntime {
  ctx: ServerContext;
  db: Database;
  /** Public URL of the API server; mail links point at `<apiUrl>/auth/v1/verify`. */
  apiUrl: string;
  /** Where users land after a link when `redirect_to` is absent or not allowed. */
  siteUrl: string;
  issuer: string;
  redirectAllowList: readonly string[];
  jwtExpirySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  autoConfirm: boolean;
  enableSignup: boolean;
  passwordPolicy: PasswordPolicy;
  confirmationTtlSeconds: number;
  recoveryTtlSeconds: number;
  trustProxy: boolean;
  mailer: Mailer;
  /** config.toml's [auth.email.template.*]: the Auth mails' words (decision 138). */
  mailTemplates: AuthMailTemplates;
  limiter: AuthRateLimiter;
}

/** Who made the request, recorded on sessions. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

export function requestMeta(rt: AuthRuntime, req: IncomingMessage): RequestMeta {
  return { ip: clientIp(req, rt.trustProxy), userAgent: headerValue(req, 'user-agent') ?? null };
}
