import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createSiteHandler } from '@safari/shell/server';
import { type AuthOptions, createAuthHandler } from './auth/index.ts';
import {
  type DatabaseOptions,
  dataDirOf,
  openConfiguredDatabase,
  type PrepareOptions,
  prepareDatabase,
} from './boot.ts';
import { type CataloguePages, startCataloguePages } from './catalogue-pages.ts';
import { loadProjectConfig, type ProjectConfig } from './config.ts';
import type { Database, ProjectKeys, ServerContext, ServiceHandler } from './contracts.ts';
import { createFunctionsHandler } from './functions/index.ts';
import { normalizeTarget, sendJson } from './http.ts';
import { deriveProjectKeys, loadJwtSecret } from './keys.ts';
import { mayReadMailbox, ownHostNames } from './mail/access.ts';
import {
  type BookingMailSender,
  type BookingMailSenderOptions,
  startBookingMailSender,
} from './mail/booking-mails.ts';
import { createMailService, MAIL_PREFIX, type MailOptions, type MailService } from './mail/index.ts';
import type { MigrationReport } from './migrate.ts';
import { defaultConfigFile, defaultFunctionsDir, repoRoot } from './paths.ts';
import { applyRequestLimits, type RequestLimits, writeOperatorSettings } from './product-settings.ts';
import {
  REALTIME_PATH,
  type RealtimeOptions,
  type RealtimeService,
  startRealtime,
} from './realtime/index.ts';
import { createRestHandler, type RestHandler, type RestOptions } from './rest/index.ts';

export interface ServerOptions extends DatabaseOptions, PrepareOptions {
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** An already open database (the caller keeps ownership: `close()` does not close it). */
  db?: Database;
  /** Default: JWT_SECRET is not read here; a stored or generated secret in the data folder. */
  jwtSecret?: string;
  /** Workspace root holding shell/dist, public-site/dist and admin-app/dist; null serves no site. */
  siteDir?: string | null;
  /**
   * The deployment's /config.json (operator settings, remotes), kept outside the builds so a shell
   * release does not overwrite it. Default: the one the shell's build carries.
   */
  siteConfigFile?: string;
  rest?: RestOptions;
  realtime?: RealtimeOptions;
  /** supabase/config.toml (default `<repo>/supabase/config.toml`); null reads none. */
  configFile?: string | null;
  /** Auth settings over those of config.toml. */
  auth?: AuthOptions;
  /** Edge functions folder. Default `<repo>/supabase/functions`. */
  functionsDir?: string;
  /** Send mail through SMTP (env SMTP_URL); otherwise the local mailbox at /_mail. */
  smtpUrl?: string;
  /** SMTP sender (env SMTP_FROM). */
  mailFrom?: string;
  /** Outbox retry delays (tests shorten them). */
  mailRetry?: MailOptions['retry'];
  /** The booking mail sender's timing (tests shorten it); `false` starts no sender. */
  bookingMails?: Omit<BookingMailSenderOptions, 'log'> | false;
  /**
   * Per-address limits on new bookings and contact messages, over the migration's (5 per 10
   * minutes); the e2e backend raises them (env REQUEST_LIMITS, decision 100).
   */
  requestLimits?: RequestLimits;
  /**
   * Renders the public pages again when staff publish a catalogue version (decision 127);
   * `false` leaves the build's pages as they are. Default: on when a site is served.
   */
  cataloguePages?: { intervalMs?: number } | false;
  /** One line per request and boot messages; default console.log. */
  log?: (line: string) => void;
  /** How long close() lets in-flight requests run before cutting connections. */
  shutdownTimeoutMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  keys: ProjectKeys;
  db: Database;
  context: ServerContext;
  migrations: MigrationReport;
  rest: RestHandler;
  realtime: RealtimeService;
  mail: MailService;
  /** Drains public.booking_mails into `mail`; null when off. */
  bookingMails: BookingMailSender | null;
  /** Keeps the served pages on the published catalogue (null when no site is served). */
  cataloguePages: CataloguePages | null;
  config: ProjectConfig;
  /** Stops accepting, lets in-flight requests finish, then closes the database it opened. */
  close(): Promise<void>;
}

const API_PREFIXES = ['/rest/v1', '/auth/v1', '/functions/v1', '/realtime/v1', '/storage/v1'];
const ALLOWED_HEADERS =
  'authorization, apikey, x-client-info, content-type, accept, accept-profile, content-profile, prefer, range, range-unit, x-retry-count, x-supabase-api-version, traceparent, tracestate, baggage';
const EXPOSED_HEADERS =
  'Content-Range, Range-Unit, Location, Content-Profile, Preference-Applied, Proxy-Status, X-Total-Count, Link, X-Supabase-Api-Version';

/** Supabase answers CORS for every API route (protocol ref 1.4). */
function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(200, {
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
    'Access-Control-Allow-Headers': String(req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS),
    'Access-Control-Max-Age': '86400',
    'Content-Length': '0',
  });
  res.end();
  return true;
}

function publicUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const ownsDb = !options.db;
  const db = options.db ?? (await openConfiguredDatabase(options));
  let migrations: MigrationReport;
  let keys: ProjectKeys;
  let realtime: RealtimeService;
  let config: ProjectConfig;
  try {
    config = await loadProjectConfig(
      options.configFile === undefined ? defaultConfigFile : options.configFile,
    );
    migrations = await prepareDatabase(db, { ...options, log });
    const secretOptions = {
      dataDir: dataDirOf(options),
      ...(options.jwtSecret ? { jwtSecret: options.jwtSecret } : {}),
    };
    keys = await deriveProjectKeys(await loadJwtSecret(secretOptions));
  } catch (error) {
    if (ownsDb) await db.close();
    throw error;
  }

  const context: ServerContext = { db, keys, siteUrl: '', log };
  try {
    realtime = await startRealtime(context, options.realtime);
  } catch (error) {
    if (ownsDb) await db.close();
    throw error;
  }
  const rest = createRestHandler(context, options.rest);
  const mail = createMailService({
    dataDir: dataDirOf(options),
    ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    ...(options.mailFrom ? { from: options.mailFrom } : {}),
    ...(options.mailRetry ? { retry: options.mailRetry } : {}),
    log,
  });
  const auth: ServiceHandler = createAuthHandler(context, { mailer: mail, ...config.auth, ...options.auth });
  const functions = createFunctionsHandler(context, {
    functionsDir: options.functionsDir ?? defaultFunctionsDir,
    config: config.functions,
  });
  const siteDir = options.siteDir === undefined ? repoRoot : options.siteDir;
  const shellDir = siteDir ? join(siteDir, 'shell', 'dist') : null;
  const siteConfigFile = options.siteConfigFile;
  const site =
    siteDir && shellDir
      ? createSiteHandler({
          shellDir,
          remotes: {
            '/remotes/public-site/': join(siteDir, 'public-site', 'dist'),
            '/remotes/admin-app/': join(siteDir, 'admin-app', 'dist'),
          },
          publicSiteDir: join(siteDir, 'public-site', 'dist'),
          // The browser gets this server's URL and the anon key; never the service key.
          runtimeConfig: async () => {
            const base = JSON.parse(
              await readFile(siteConfigFile ?? join(shellDir, 'config.json'), 'utf8'),
            ) as Record<string, unknown>;
            const supabase = (base.supabase ?? {}) as Record<string, unknown>;
            return { ...base, supabase: { ...supabase, url: context.siteUrl, anonKey: keys.anonKey } };
          },
        })
      : null;

  const host = options.host ?? '127.0.0.1';
  // Both known once the server listens.
  let port = 0;
  let ownHosts = new Set<string>();
  let closing = false;
  let inFlight = 0;
  let drained: (() => void) | null = null;

  async function health(res: ServerResponse) {
    try {
      await db.query('select 1');
      sendJson(res, 200, { status: 'ok', database: db.kind });
    } catch {
      sendJson(res, 503, { status: 'error', database: db.kind });
    }
  }

  async function route(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const prefix = API_PREFIXES.find((p) => pathname === p || pathname.startsWith(`${p}/`));
    if (prefix) {
      const subpath = pathname.slice(prefix.length) || '/';
      // Functions answer their own CORS, preflight included, as on Supabase.
      if (prefix === '/functions/v1') return functions(req, res, subpath);
      if (applyCors(req, res)) return;
      if (prefix === '/rest/v1') return rest(req, res, subpath);
      if (prefix === '/auth/v1') return auth(req, res, subpath);
      sendJson(res, 404, { message: 'no Route matched with those values' });
      return;
    }
    if (pathname === '/health' || pathname === '/healthz') return health(res);
    if (pathname === MAIL_PREFIX || pathname.startsWith(`${MAIL_PREFIX}/`)) {
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
    if (!site || !shellDir || !existsSync(join(shellDir, 'index.html'))) {
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end('The site is not built: run `pnpm build` at the workspace root.\n');
      return;
    }
    if (!(await site(req, res))) res.writeHead(405, { Allow: 'GET, HEAD' }).end();
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    const target = normalizeTarget(req.url);
    const pathname = (target ?? '/').split('?')[0] ?? '/';
    inFlight++;
    if (closing) res.setHeader('Connection', 'close');
    res.on('close', () => {
      log(`${req.method} ${pathname} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
      inFlight--;
      if (closing) {
        server.closeIdleConnections();
        if (inFlight === 0) drained?.();
      }
    });
    if (target === null) {
      sendJson(res, 400, { message: 'The request target is not a path on this server.' });
      return;
    }
    // Every handler parses req.url with a base URL; from here on it is a plain path.
    req.url = target;
    route(req, res, pathname).catch((error: unknown) => {
      log(`Internal error on ${req.method} ${pathname}: ${(error as Error)?.stack ?? String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error' });
      else res.destroy();
    });
  });

  server.on('upgrade', (req, socket, head) => {
    // Node hands an upgraded socket over without an error listener: a client that resets it
    // would otherwise raise an unhandled 'error' and end the process.
    socket.on('error', () => socket.destroy());
    const target = normalizeTarget(req.url);
    const pathname = target?.split('?')[0];
    if (target && pathname === REALTIME_PATH && !closing) {
      req.url = target;
      realtime.upgrade(req, socket, head);
      return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 3000, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await realtime.close();
    await mail.close();
    if (ownsDb) await db.close();
    throw error;
  }
  port = (server.address() as AddressInfo).port;
  ownHosts = ownHostNames(host, port);
  const url = publicUrl(host, port);
  context.siteUrl = url;

  let bookingMails: BookingMailSender | null = null;
  let cataloguePages: CataloguePages | null = null;
  try {
    if (options.requestLimits) await applyRequestLimits(db, options.requestLimits);
    // The mails' links and signature: this server's URL and /config.json's operator settings.
    await writeOperatorSettings(db, url, siteConfigFile ?? (shellDir ? join(shellDir, 'config.json') : null));
    if (options.bookingMails !== false) {
      // The table is these mails' durable outbox: with SMTP, a row is marked sent only once the
      // SMTP server accepted it, so the admin sees a mail waiting while the server is down.
      bookingMails = startBookingMailSender(db, (m) => mail.deliver(m), { ...options.bookingMails, log });
    }
    if (siteDir && shellDir && options.cataloguePages !== false) {
      cataloguePages = startCataloguePages({
        db,
        publicSiteDir: join(siteDir, 'public-site', 'dist'),
        publishScript: join(repoRoot, 'public-site', 'scripts', 'publish-catalogue.ts'),
        configFile: siteConfigFile ?? join(shellDir, 'config.json'),
        supabaseUrl: url,
        anonKey: keys.anonKey,
        log,
        ...options.cataloguePages,
      });
    }
  } catch (error) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await realtime.close();
    await mail.close();
    if (ownsDb) await db.close();
    throw error;
  }

  let closed: Promise<void> | null = null;
  async function close() {
    closing = true;
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await realtime.close();
    if (inFlight > 0) {
      const timeout = options.shutdownTimeoutMs ?? 10_000;
      await Promise.race([
        new Promise<void>((resolve) => {
          drained = resolve;
        }),
        new Promise<void>((resolve) => setTimeout(resolve, timeout).unref()),
      ]);
    }
    server.closeAllConnections();
    await stopped;
    await cataloguePages?.close();
    await bookingMails?.stop();
    await mail.close();
    if (ownsDb) await db.close();
  }

  return {
    url,
    port,
    keys,
    db,
    context,
    migrations,
    rest,
    realtime,
    mail,
    bookingMails,
    cataloguePages,
    config,
    close: () => {
      closed ??= close();
      return closed;
    },
  };
}
