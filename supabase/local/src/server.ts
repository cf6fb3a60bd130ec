import { type AuthOptions, createAuthHandler } from './auth/index.ts';
import { dataDirOf, openConfiguredDatabase, prepareDatabase } from './boot.ts';
import { loadProjectConfig, type ProjectConfig } from './config.ts';
import type { ProjectKeys, ServerContext, ServiceHandler } from './contracts.ts';
import { createFunctionsHandler } from './functions/index.ts';
import { deriveProjectKeys, loadJwtSecret } from './keys.ts';
import { type Listener, listen } from './listener.ts';
import { ownHostNames } from './mail/access.ts';
import { type BookingMailSender, startBookingMailSender } from './mail/booking-mails.ts';
import { createMailService } from './mail/index.ts';
import { type PaymentReminderSweep, startPaymentReminders } from './mail/payment-reminders.ts';
import type { MigrationReport } from './migrate.ts';
import { defaultConfigFile, defaultFunctionsDir } from './paths.ts';
import { applyRequestLimits, applyStatusMailHold, writeOperatorSettings } from './product-settings.ts';
import { REALTIME_PATH, type RealtimeService, startRealtime } from './realtime/index.ts';
import { createRestHandler } from './rest/index.ts';
import { createRouter } from './router.ts';
import type { RunningServer, ServedSite, ServerOptions } from './server-options.ts';
import { createStorageService } from './storage/index.ts';

export type { RunningServer, ServedSite, ServerOptions, SiteFactory } from './server-options.ts';

function publicUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/**
 * One port for REST, Auth, Realtime, Functions, the local mailbox and, when `site` is given, a
 * front end beside them. Resolves once it listens and the database is told what it needs.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const ownsDb = !options.db;
  const db = options.db ?? (await openConfiguredDatabase(options, log));
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

  const context: ServerContext = { db, keys, siteUrl: '', log, dataDir: dataDirOf(options) };
  try {
    realtime = await startRealtime(context, options.realtime);
  } catch (error) {
    if (ownsDb) await db.close();
    throw error;
  }
  const rest = createRestHandler(context, options.rest);
  const storage = createStorageService(context, dataDirOf(options), {
    ...options.storage,
    ...(options.rest?.statementTimeouts ? { statementTimeouts: options.rest.statementTimeouts } : {}),
  });
  const mail = createMailService({
    dataDir: dataDirOf(options),
    ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    ...(options.mailFrom ? { from: options.mailFrom } : {}),
    ...(options.mailRetry ? { retry: options.mailRetry } : {}),
    log,
  });
  const authOptions: AuthOptions = { mailer: mail, ...config.auth, ...options.auth };
  const auth: ServiceHandler = createAuthHandler(context, authOptions);
  const functions = createFunctionsHandler(context, {
    functionsDir: options.functionsDir ?? defaultFunctionsDir,
    config: config.functions,
  });

  const host = options.host ?? '127.0.0.1';
  // Both known once the server listens.
  let port = 0;
  let ownHosts = new Set<string>();
  let site: ServedSite | null = null;
  let listener: Listener;
  try {
    site = options.site ? await options.site(context) : null;
    listener = await listen({
      port: options.port ?? 3000,
      host,
      route: createRouter({
        db,
        rest,
        auth,
        functions,
        storage: storage.handle,
        mail,
        site,
        listening: () => ({ ownHosts, port }),
      }),
      webSocket: { path: REALTIME_PATH, upgrade: (req, socket, head) => realtime.upgrade(req, socket, head) },
      log,
      requestTimeouts: options.requestTimeouts,
      connectionLimits: options.connectionLimits,
    });
  } catch (error) {
    await site?.close?.();
    await realtime.close();
    await mail.close();
    if (ownsDb) await db.close();
    throw error;
  }
  port = listener.port;
  ownHosts = ownHostNames(host, port);
  const url = publicUrl(host, port);
  context.siteUrl = url;

  let bookingMails: BookingMailSender | null = null;
  let paymentReminders: PaymentReminderSweep | null = null;
  try {
    if (options.requestLimits) await applyRequestLimits(db, options.requestLimits);
    if (options.statusMailHoldSeconds !== undefined)
      await applyStatusMailHold(db, options.statusMailHoldSeconds);
    // The mails' links and signature: this server's URL and the served site's operator settings.
    await writeOperatorSettings(db, url, site?.operatorSettings ?? {});
    if (options.bookingMails !== false) {
      // The table is these mails' durable outbox: with SMTP, a row is marked sent only once the
      // SMTP server accepted it, so the admin sees a mail waiting while the server is down.
      bookingMails = startBookingMailSender(db, (m) => mail.deliver(m), { ...options.bookingMails, log });
      if (options.paymentReminders !== false) {
        const sender = bookingMails;
        paymentReminders = startPaymentReminders(db, {
          ...options.paymentReminders,
          log,
          onEnqueued: () => void sender.drain().catch(() => {}),
        });
      }
    }
    // Files left by a process killed mid-upload, which no row names (decision 190).
    const swept = await storage.sweep();
    if (swept > 0) log(`[storage] removed ${swept} file(s) no object names`);
    await site?.start?.();
    // Before the first visitor, not in front of the first visitor's reads.
    await rest.warm();
  } catch (error) {
    await listener.close(() => realtime.close(), 0);
    await paymentReminders?.stop();
    await bookingMails?.stop();
    await site?.close?.();
    await mail.close();
    if (ownsDb) await db.close();
    throw error;
  }

  let closed: Promise<void> | null = null;
  async function close() {
    await listener.close(() => realtime.close(), options.shutdownTimeoutMs ?? 10_000);
    await site?.close?.();
    await paymentReminders?.stop();
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
    storage,
    mail,
    bookingMails,
    paymentReminders,
    config,
    close: () => {
      closed ??= close();
      return closed;
    },
  };
}
