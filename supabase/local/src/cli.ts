#!/usr/bin/env -S node --import tsx
import { createAdminCommand, migrate, status } from './cli/database.ts';
import { type CommandLine, parseCommandLine } from './cli/options.ts';
import { reset } from './cli/reset.ts';
import { sendMails } from './cli/send-mails.ts';
import { startCommand } from './cli/start.ts';

const USAGE = `Usage: supabase-local <command> [options]

Commands:
  start                     Start the server (REST, Auth, Realtime, Functions, mail) and print its URL
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

The built site beside the API on the same port: \`pnpm serve\` at the workspace root (site-server).
`;

const commands: Record<string, (cli: CommandLine) => Promise<unknown>> = {
  start: (cli) => startCommand(cli),
  migrate,
  reset,
  'create-admin': createAdminCommand,
  status,
  'send-mails': sendMails,
};

const cli = parseCommandLine(process.argv.slice(2));
const run = cli.command ? commands[cli.command] : undefined;
if (cli.values.help || !run) {
  console.log(USAGE);
  process.exitCode = cli.values.help ? 0 : 1;
} else {
  run(cli).catch((error: unknown) => {
    console.error(`supabase-local ${cli.command}: ${(error as Error).message}`);
    process.exitCode = 1;
  });
}
