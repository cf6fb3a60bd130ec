// Which service answers a request on the one port: the API prefixes, health, the local mailbox,
// then the site served beside them (if any).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, ServiceHandler } from './contracts.ts';
import { headerValue, sendJson } from './http.ts';
import { mayReadMailbox } from './mail/access.ts';
import { MAIL_PREFIX, type MailService } from './mail/index.ts';
import type { ServedSite } from './server-options.ts';

const API_PREFIXES = ['/rest/v1', '/auth/v1', '/functions/v1', '/realtime/v1', '/storage/v1'];
const ALLOWED_HEADERS =
  'authorization, apikey, x-client-info, content-type, accept, accept-profile, content-profile, prefer, range, range-unit, x-retry-count, x-supabase-api-version, x-upsert, x-metadata, cache-control, traceparent, tracestate, baggage';
const EXPOSED_HEADERS =
  'Content-Range, Range-Unit, Location, Content-Profile, Preference-Applied, Proxy-Status, X-Total-Count, Link, X-Supabase-Api-Version';

/** Supabase answers CORS for every API route (supabase/local/docs/protocol.md §1.4). */
function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(200, {
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
    'Access-Control-Allow-Headers': headerValue(req, 'access-control-request-headers') ?? ALLOWED_HEADERS,
    'Access-Control-Max-Age': '86400',
    'Content-Length': '0',
  });
  res.end();
  return true;
}

export interface Services {
  db: Database;
  rest: ServiceHandler;
  auth: ServiceHandler;
  functions: ServiceHandler;
  storage: ServiceHandler;
  mail: MailService;
  site: ServedSite | null;
  /** The Host values this server answers to as itself, and its port (known once it listens). */
  listening(): { ownHosts: Set<string>; port: number };
}

export type Route = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<void>;

export function createRouter(services: Services): Route {
  const { db, rest, auth, functions, storage, mail, site } = services;

  async function health(res: ServerResponse) {
    try {
      await db.query('select 1');
      sendJson(res, 200, { status: 'ok', database: db.kind });
    } catch {
      sendJson(res, 503, { status: 'error', database: db.kind });
    }
  }

  function mailbox(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const { ownHosts, port } = services.listening();
    if (mail.mode === 'mailbox' && !mayReadMailbox(req, ownHosts)) {
      sendJson(res, 403, {
        message: `The local mailbox is served only on this machine: open http://127.0.0.1:${port}${MAIL_PREFIX}`,
      });
      return;
    }
    // Its pages show reset links: never inside another site's frame, never sniffed.
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    return mail.handle(req, res, pathname.slice(MAIL_PREFIX.length) || '/');
  }

  return async function route(req, res, pathname) {
    const prefix = API_PREFIXES.find((p) => pathname === p || pathname.startsWith(`${p}/`));
    if (prefix) {
      const subpath = pathname.slice(prefix.length) || '/';
      // Functions answer their own CORS, preflight included, as on Supabase.
      if (prefix === '/functions/v1') return functions(req, res, subpath);
      if (applyCors(req, res)) return;
      if (prefix === '/rest/v1') return rest(req, res, subpath);
      if (prefix === '/auth/v1') return auth(req, res, subpath);
      if (prefix === '/storage/v1') return storage(req, res, subpath);
      sendJson(res, 404, { message: 'no Route matched with those values' });
      return;
    }
    if (pathname === '/health' || pathname === '/healthz') return health(res);
    if (pathname === MAIL_PREFIX || pathname.startsWith(`${MAIL_PREFIX}/`))
      return mailbox(req, res, pathname);
    if (!site) {
      sendJson(res, 404, { message: 'no Route matched with those values' });
      return;
    }
    if (!(await site.handle(req, res))) res.writeHead(405, { Allow: 'GET, HEAD' }).end();
  };
}
