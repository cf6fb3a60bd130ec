#!/usr/bin/env -S node --import tsx
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createAdmin } from './admin.ts';
import { DEFAULT_RATE_LIMITS } from './auth/rate-limit.ts';
import {
  type DatabaseOptions,
  dataDirOf,
  openConfiguredDatabase,
  pgliteDirOf,
  prepareDatabase,
} from './boot.ts';
import { loadProjectConfig } from './config.ts';
import type { Database } from './contracts.ts';
import { startMailSenderProcess } from './mail/send-mails.ts';
import { appliedMigrations } from './migrate.ts';
import { defaultConfigFile } from './paths.ts';
import { parseRequestLimits } from './product-settings.ts';
import { startServer } from './server.ts';

const USAGE = `Usage: supabase-local <command> [options]

Commands:
  start                     Start the server (REST, Auth, the built site) and print its URL
  migrate                   Apply new migrations (and the seed on an empty database)
  reset [--yes]             Delete all data, then re-create it from the migrations and the seed
  create-admin --email X [--password Y]
                            Create a confirmed user with the admin role (prints a generated password)
  status                    Database kind, applied migrations, URL
  send-mails --database-url URL --smtp-url URL --from ADDRESS
                            Send the queued booking mails (public.booking_mails) through SMTP until
                            stopped: the production sender for hosted Supabase (decision 101).
                            Env DATABASE_URL, SMTP_URL, SMTP_FROM. SIGTERM finishes the mail in hand.

Options:
  --port N, --host H        Where to listen (env PORT, default 3000; HOST, default 127.0.0.1)
  --data-dir DIR            Data folder (env SUPABASE_LOCAL_DATA_DIR, default <repo>/.data)
  --database-url URL        Use PostgreSQL instead of PGlite (env DATABASE_URL)
  --migrations-dir DIR      Default supabase/migrations
  --seed FILE               Default supabase/seed.sql
  --no-site                 Do not serve the built site
`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    'migrations-dir': { type: 'string' },
    seed: { type: 'string' },
    'smtp-url': { type: 'string' },
    from: { type: 'string' },
    'no-site': { type: 'boolean' },
    yes: { type: 'boolean', short: 'y' },
    email: { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
const dataDir = values['data-dir'] ?? process.env.SUPABASE_LOCAL_DATA_DIR;
const dbOptions: DatabaseOptions = {
  ...(databaseUrl ? { databaseUrl } : {}),
  ...(dataDir ? { dataDir } : {}),
};
const prepareOptions = {
  ...(values['migrations-dir'] ? { migrationsDir: values['migrations-dir'] } : {}),
  ...(values.seed ? { seedFile: values.seed } : {}),
  log: (line: string) => console.log(line),
};
const port = Number(values.port ?? process.env.PORT ?? 3000);
const host = values.host ?? process.env.HOST ?? '127.0.0.1';

function describeDatabase(): string {
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return `PostgreSQL ${url.toString()}`;
  }
  return `PGlite in ${pgliteDirOf(dataDirOf(dbOptions))}`;
}

async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openConfiguredDatabase(dbOptions);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

async function start() {
  const server = await startServer({
    ...dbOptions,
    ...prepareOptions,
    port,
    host,
    ...(process.env.JWT_SECRET ? { jwtSecret: process.env.JWT_SECRET } : {}),
    ...(process.env.SMTP_URL ? { smtpUrl: process.env.SMTP_URL } : {}),
    ...(process.env.SMTP_FROM ? { mailFrom: process.env.SMTP_FROM } : {}),
    ...(process.env.REQUEST_LIMITS ? { requestLimits: parseRequestLimits(process.env.REQUEST_LIMITS) } : {}),
    ...(process.env.STATUS_MAIL_HOLD_SECONDS
      ? { statusMailHoldSeconds: Number(process.env.STATUS_MAIL_HOLD_SECONDS) }
      : {}),
    // Password sign-ins and sign-ups per IP per 5 minutes over config.toml's (the end-to-end run,
    // where every spec signs in from 127.0.0.1, raises it as it raises REQUEST_LIMITS).
    ...(process.env.AUTH_SIGN_IN_LIMIT
      ? {
          auth: {
            rateLimits: {
              ...DEFAULT_RATE_LIMITS,
              signInSignUpsPer5Min: Number(process.env.AUTH_SIGN_IN_LIMIT),
            },
          },
        }
      : {}),
    ...(values['no-site']
      ? { siteDir: null }
      : process.env.SITE_DIR
        ? { siteDir: process.env.SITE_DIR }
        : {}),
    ...(process.env.SITE_CONFIG ? { siteConfigFile: process.env.SITE_CONFIG } : {}),
  });
  console.log(`Database: ${describeDatabase()}`);
  console.log(`Anon key: ${server.keys.anonKey}`);
  if (server.mail.mode === 'mailbox') console.log(`Mailbox: ${server.url}/_mail`);
  console.log(`Supabase-local ready at ${server.url}/`);
  exitOnSignal('finishing open requests, then closing the database', () => server.close());
}

/** SIGINT or SIGTERM: say what happens, run `close` once, exit 0 (1 if it failed). */
function exitOnSignal(doing: string, close: () => Promise<void>) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: ${doing}…`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function confirmReset(): Promise<boolean> {
  if (values.yes) return true;
  if (!process.stdin.isTTY) {
    console.error('reset deletes every row: pass --yes to confirm when not running in a terminal.');
    return false;
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(
    `This deletes ALL data in ${describeDatabase()}. Type "yes" to continue: `,
  );
  rl.close();
  return answer.trim().toLowerCase() === 'yes';
}

async function reset() {
  if (!(await confirmReset())) {
    console.log('Reset cancelled.');
    process.exitCode = 1;
    return;
  }
  if (databaseUrl) {
    await withDatabase(async (db) => {
      // Every schema but the system ones; roles are cluster-wide and stay.
      const schemas = await db.query<{ name: string }>(
        `select nspname as name from pg_namespace
          where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
      );
      await db.transaction(async (tx) => {
        for (const { name } of schemas.rows)
          await tx.exec(`drop schema "${name.replace(/"/g, '""')}" cascade`);
        await tx.exec('create schema public; grant usage, create on schema public to public');
        await tx.exec('drop publication if exists supabase_realtime');
      });
    });
  } else {
    const dir = pgliteDirOf(dataDirOf(dbOptions));
    const lock = `${dir}.lock`;
    if (existsSync(lock)) {
      const owner = Number(readFileSync(lock, 'utf8'));
      let alive = false;
      try {
        process.kill(owner, 0);
        alive = true;
      } catch {}
      if (alive && owner !== process.pid)
        throw new Error(`The database is in use by process ${owner}; stop it first.`);
    }
    await rm(dir, { recursive: true, force: true });
    await rm(lock, { force: true });
  }
  await withDatabase(async (db) => {
    const report = await prepareDatabase(db, prepareOptions);
    console.log(`Reset done: ${report.applied.length} migrations applied${report.seeded ? ', seeded' : ''}.`);
  });
}

async function migrate() {
  await withDatabase(async (db) => {
    const report = await prepareDatabase(db, prepareOptions);
    console.log(
      `${report.applied.length} migration(s) applied, ${report.alreadyApplied.length} already applied${report.seeded ? ', seeded' : ''}.`,
    );
  });
}

async function createAdminCommand() {
  if (!values.email) throw new Error('create-admin needs --email');
  const email = values.email;
  await withDatabase(async (db) => {
    await prepareDatabase(db, prepareOptions);
    // The project's password rules (supabase/config.toml), as for any sign-up.
    const { auth } = await loadProjectConfig(defaultConfigFile);
    const result = await createAdmin(
      db,
      { email, ...(values.password ? { password: values.password } : {}) },
      auth,
    );
    console.log(`${result.created ? 'Created' : 'Updated'} user ${email} (${result.userId}).`);
    if (result.generatedPassword) console.log(`Generated password: ${result.generatedPassword}`);
    if (!result.roleGranted) {
      console.log(
        'Note: public.user_roles does not exist yet, so no admin role was recorded. Run this again once the migration creating it is applied.',
      );
    }
  });
}

async function status() {
  const url = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  let running = false;
  try {
    running = (await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {}
  console.log(`Database: ${describeDatabase()}`);
  console.log(`URL: ${url}/ (${running ? 'running' : 'not running'})`);
  try {
    await withDatabase(async (db) => {
      const migrations = await appliedMigrations(db);
      console.log(`Applied migrations: ${migrations.length}`);
      for (const m of migrations) console.log(`  ${m.version}_${m.name}  ${m.appliedAt}`);
    });
  } catch (error) {
    console.log(`Migrations: unavailable (${(error as Error).message})`);
  }
}

async function sendMails() {
  const smtpUrl = values['smtp-url'] ?? process.env.SMTP_URL;
  const from = values.from ?? process.env.SMTP_FROM;
  if (!databaseUrl || !smtpUrl || !from)
    throw new Error(
      'send-mails needs --database-url, --smtp-url and --from (or DATABASE_URL, SMTP_URL, SMTP_FROM)',
    );
  const sender = await startMailSenderProcess({
    databaseUrl,
    smtpUrl,
    from,
    log: (line) => console.log(line),
  });
  const smtpHost = new URL(smtpUrl);
  console.log(
    `Sending booking mails from ${describeDatabase()} through ${smtpHost.protocol}//${smtpHost.host}`,
  );
  exitOnSignal('finishing the mail in hand', () => sender.stop());
  // The sender's timer does not hold the process open; this does, until a signal.
  setInterval(() => {}, 1 << 30);
}

const commands: Record<string, () => Promise<void>> = {
  start,
  migrate,
  reset,
  'create-admin': createAdminCommand,
  status,
  'send-mails': sendMails,
};

const command = positionals[0];
const run = command ? commands[command] : undefined;
if (values.help || !run) {
  console.log(USAGE);
  process.exitCode = values.help ? 0 : 1;
} else {
  run().catch((error: unknown) => {
    console.error(`supabase-local ${command}: ${(error as Error).message}`);
    process.exitCode = 1;
  });
}
