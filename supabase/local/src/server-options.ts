// What startServer takes and gives back, and the seam through which a front end is served beside
// the API. This package knows nothing of that front end: whoever composes the two (the workspace's
// site-server) passes a `site`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthOptions } from './auth/index.ts';
import type { DatabaseOptions, PrepareOptions } from './boot.ts';
import type { ProjectConfig } from './config.ts';
import type { Database, ProjectKeys, ServerContext } from './contracts.ts';
import type { ConnectionLimits } from './listener.ts';
import type { BookingMailSender, BookingMailSenderOptions } from './mail/booking-mails.ts';
import type { MailOptions, MailService } from './mail/index.ts';
import type { PaymentReminderOptions, PaymentReminderSweep } from './mail/payment-reminders.ts';
import type { MigrationReport } from './migrate.ts';
import type { OperatorSettings, RequestLimits } from './product-settings.ts';
import type { RealtimeOptions, RealtimeService } from './realtime/index.ts';
import type { RestHandler, RestOptions } from './rest/index.ts';
import type { StorageOptions, StorageService } from './storage/index.ts';

/** A site served on the API's port, for every path the API does not own. */
export interface ServedSite {
  /** Answers the request; false leaves it to the server (405: the site takes GET and HEAD only). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** The operator's name and contact details the site shows: the booking mails sign with them too. */
  readonly operatorSettings?: OperatorSettings;
  /** Runs once the server listens (its URL is in the context), before startServer resolves. */
  start?(): Promise<void>;
  /** Runs once the server has stopped answering, before the database closes. */
  close?(): Promise<void>;
}

/**
 * Makes the site once the backend exists. `context.siteUrl` is filled in when the server listens:
 * read it per request (or in `start`), not at once.
 */
export type SiteFactory = (context: ServerContext) => ServedSite | Promise<ServedSite>;

export interface ServerOptions extends DatabaseOptions, PrepareOptions {
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** An already open database (the caller keeps ownership: `close()` does not close it). */
  db?: Database;
  /** Default: JWT_SECRET is not read here; a stored or generated secret in the data folder. */
  jwtSecret?: string;
  /** Served beside the API on the same port; without it, other paths answer 404. */
  site?: SiteFactory;
  rest?: RestOptions;
  realtime?: RealtimeOptions;
  /** Storage (/storage/v1): the server's limit on one object. Files live in `<dataDir>/storage`. */
  storage?: StorageOptions;
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
   * The payment reminder sweep (decision 187): how often, and the e2e run's clock file (env
   * PAYMENT_REMINDER_INTERVAL_MS, PAYMENT_REMINDER_CLOCK_FILE); `false`, or no mail sender, starts none.
   */
  paymentReminders?: Omit<PaymentReminderOptions, 'log' | 'onEnqueued'> | false;
  /**
   * Per-address limits on new bookings and contact messages, over the migration's (5 per 10
   * minutes); the e2e backend raises them (env REQUEST_LIMITS, decision 100).
   */
  requestLimits?: RequestLimits;
  /**
   * Seconds a mail caused by staff (status change, quoted price) waits before it leaves, over the
   * migration's 30 (env STATUS_MAIL_HOLD_SECONDS, decision 135).
   */
  statusMailHoldSeconds?: number;
  /** One line per request and boot messages; default console.log. */
  log?: (line: string) => void;
  /** How long close() lets in-flight requests run before cutting connections. */
  shutdownTimeoutMs?: number;
  /**
   * How long a client may take to send a request's headers (default 20 s) and the whole request,
   * body included (default 55 s, so a trickling body is cut within 60 s; issue 25 and 39).
   */
  requestTimeouts?: { headersMs?: number; requestMs?: number };
  /** Idle-connection deadline and connection caps (listener.ts, decision 211). */
  connectionLimits?: Partial<ConnectionLimits>;
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
  storage: StorageService;
  mail: MailService;
  /** Drains public.booking_mails into `mail`; null when off. */
  bookingMails: BookingMailSender | null;
  /** Enqueues the payment reminders due; null when off. */
  paymentReminders: PaymentReminderSweep | null;
  config: ProjectConfig;
  /** Stops accepting, lets in-flight requests finish, then closes the database it opened. */
  close(): Promise<void>;
}
