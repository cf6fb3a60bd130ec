// `start`: the server with the options of the command line and the environment, until SIGINT or
// SIGTERM. Exported (`@safari/supabase-local/cli`) so a composition serving a site beside the API
// starts it the same way, with the same options.
import { DEFAULT_RATE_LIMITS } from '../auth/rate-limit.ts';
import { parseRequestLimits } from '../product-settings.ts';
import { type RunningServer, type ServerOptions, type SiteFactory, startServer } from '../server.ts';
import { type CommandLine, exitOnSignal, parseCommandLine } from './options.ts';

/** What the environment adds to the command line (README: Environment). */
function serverOptionsFromEnvironment(cli: CommandLine, env: NodeJS.ProcessEnv): ServerOptions {
  return {
    ...cli.dbOptions,
    ...cli.prepareOptions,
    port: cli.port,
    host: cli.host,
    ...(env.JWT_SECRET ? { jwtSecret: env.JWT_SECRET } : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.SMTP_FROM ? { mailFrom: env.SMTP_FROM } : {}),
    ...(env.REQUEST_LIMITS ? { requestLimits: parseRequestLimits(env.REQUEST_LIMITS) } : {}),
    ...(env.STATUS_MAIL_HOLD_SECONDS ? { statusMailHoldSeconds: Number(env.STATUS_MAIL_HOLD_SECONDS) } : {}),
    ...(env.PAYMENT_REMINDER_CLOCK_FILE || env.PAYMENT_REMINDER_INTERVAL_MS
      ? {
          paymentReminders: {
            ...(env.PAYMENT_REMINDER_CLOCK_FILE ? { clockFile: env.PAYMENT_REMINDER_CLOCK_FILE } : {}),
            ...(env.PAYMENT_REMINDER_INTERVAL_MS
              ? { intervalMs: Number(env.PAYMENT_REMINDER_INTERVAL_MS) }
              : {}),
          },
        }
      : {}),
    // Password sign-ins and sign-ups per IP per 5 minutes over config.toml's (the end-to-end run,
    // where every spec signs in from 127.0.0.1, raises it as it raises REQUEST_LIMITS).
    ...(env.AUTH_SIGN_IN_LIMIT
      ? {
          auth: {
            rateLimits: {
              ...DEFAULT_RATE_LIMITS,
              signInSignUpsPer5Min: Number(env.AUTH_SIGN_IN_LIMIT),
            },
          },
        }
      : {}),
  };
}

export async function startCommand(
  cli: CommandLine,
  site?: SiteFactory,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningServer> {
  const server = await startServer({ ...serverOptionsFromEnvironment(cli, env), ...(site ? { site } : {}) });
  console.log(`Database: ${cli.describeDatabase()}`);
  console.log(`Anon key: ${server.keys.anonKey}`);
  if (server.mail.mode === 'mailbox') console.log(`Mailbox: ${server.url}/_mail`);
  console.log(`Supabase-local ready at ${server.url}/`);
  exitOnSignal('finishing open requests, then closing the database', () => server.close());
  return server;
}

/** `supabase-local start`'s options in `args`, with `site` served beside the API. */
export function startFromCommandLine(args: string[], site: SiteFactory): Promise<RunningServer> {
  return startCommand(parseCommandLine(args), site);
}
