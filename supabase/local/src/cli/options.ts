// The command line every `supabase-local` command shares: where the database is, how to prepare
// it, where to listen, and a clean exit on a signal.
import { parseArgs } from 'node:util';
import { type DatabaseOptions, dataDirOf, openConfiguredDatabase, pgliteDirOf } from '../boot.ts';
import type { Database } from '../contracts.ts';

export interface CommandLine {
  command: string | undefined;
  values: ReturnType<typeof parseCommandLineValues>['values'];
  databaseUrl: string | undefined;
  dbOptions: DatabaseOptions;
  prepareOptions: { migrationsDir?: string; seedFile?: string; log: (line: string) => void };
  port: number;
  host: string;
  /** The database in words, its password hidden. */
  describeDatabase(): string;
  /** Opens the database, runs `work`, closes it. */
  withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T>;
}

function parseCommandLineValues(args: string[]) {
  return parseArgs({
    args,
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
      yes: { type: 'boolean', short: 'y' },
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** `args` (without node and the script) with the environment's defaults. */
export function parseCommandLine(args: string[], env: NodeJS.ProcessEnv = process.env): CommandLine {
  const { values, positionals } = parseCommandLineValues(args);
  const databaseUrl = values['database-url'] ?? env.DATABASE_URL;
  const dataDir = values['data-dir'] ?? env.SUPABASE_LOCAL_DATA_DIR;
  const dbOptions: DatabaseOptions = {
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(dataDir ? { dataDir } : {}),
  };
  return {
    command: positionals[0],
    values,
    databaseUrl,
    dbOptions,
    prepareOptions: {
      ...(values['migrations-dir'] ? { migrationsDir: values['migrations-dir'] } : {}),
      ...(values.seed ? { seedFile: values.seed } : {}),
      log: (line: string) => console.log(line),
    },
    port: Number(values.port ?? env.PORT ?? 3000),
    host: values.host ?? env.HOST ?? '127.0.0.1',
    describeDatabase() {
      if (databaseUrl) {
        const url = new URL(databaseUrl);
        if (url.password) url.password = '***';
        return `PostgreSQL ${url.toString()}`;
      }
      return `PGlite in ${pgliteDirOf(dataDirOf(dbOptions))}`;
    },
    async withDatabase(work) {
      const db = await openConfiguredDatabase(dbOptions);
      try {
        return await work(db);
      } finally {
        await db.close();
      }
    },
  };
}

/** SIGINT or SIGTERM: say what happens, run `close` once, exit 0 (1 if it failed). */
export function exitOnSignal(doing: string, close: () => Promise<void>) {
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
