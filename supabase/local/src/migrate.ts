import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './contracts.ts';

// Same file-name rule as the Supabase CLI: `<digits>_<name>.sql`.
const MIGRATION_FILE = /^([0-9]+)_(.*)\.sql$/;

export interface MigrationOptions {
  migrationsDir: string;
  /** Run once, on the first boot of an empty database; missing file = nothing to seed. */
  seedFile?: string | null;
  log?: (line: string) => void;
}

export interface MigrationReport {
  applied: string[];
  alreadyApplied: string[];
  seeded: boolean;
}

export interface AppliedMigration {
  version: string;
  name: string;
  checksum: string;
  appliedAt: string;
}

export class MigrationChangedError extends Error {
  constructor(readonly file: string) {
    super(
      `Migration ${file} was changed after it was applied (its checksum differs). ` +
        'Never edit an applied migration: revert the file and add a new migration, or reset the database.',
    );
    this.name = 'MigrationChangedError';
  }
}

const HISTORY_DDL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  statements text[],
  checksum text not null,
  applied_at timestamptz not null default now()
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null,
  applied_at timestamptz not null default now()
);`;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

async function readOptional(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function migrationFiles(dir: string, log: (line: string) => void) {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: { file: string; version: string; name: string }[] = [];
  for (const file of names.sort()) {
    if (!file.endsWith('.sql')) continue;
    const match = MIGRATION_FILE.exec(file);
    if (!match?.[1] || match[2] === undefined) {
      log(`Skipping ${file}: migration files are named <digits>_<name>.sql`);
      continue;
    }
    files.push({ file, version: match[1], name: match[2] });
  }
  return files;
}

export async function appliedMigrations(db: Database): Promise<AppliedMigration[]> {
  const exists = await db.query<{ ok: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as ok`,
  );
  if (!exists.rows[0]?.ok) return [];
  const result = await db.query<AppliedMigration>(
    `select version, name, checksum, applied_at::text as "appliedAt"
       from supabase_migrations.schema_migrations order by version`,
  );
  return result.rows;
}

/**
 * Applies each new migration in name order, each in its own transaction together with its
 * history row, so a failing migration leaves neither its changes nor a record behind.
 */
export async function applyMigrations(db: Database, options: MigrationOptions): Promise<MigrationReport> {
  const log = options.log ?? (() => {});
  await db.exec(HISTORY_DDL);
  const history = new Map((await appliedMigrations(db)).map((m) => [m.version, m]));
  const firstBoot =
    history.size === 0 &&
    ((await db.query<{ n: number }>('select count(*)::int as n from supabase_migrations.seed_files')).rows[0]
      ?.n ?? 0) === 0;

  const report: MigrationReport = { applied: [], alreadyApplied: [], seeded: false };
  for (const { file, version, name } of await migrationFiles(options.migrationsDir, log)) {
    const sql = await readFile(join(options.migrationsDir, file), 'utf8');
    const checksum = sha256(sql);
    const previous = history.get(version);
    if (previous) {
      if (previous.checksum !== checksum) throw new MigrationChangedError(file);
      report.alreadyApplied.push(file);
      continue;
    }
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          `insert into supabase_migrations.schema_migrations (version, name, statements, checksum)
           values ($1, $2, array[$3::text], $4)`,
          [version, name, sql, checksum],
        );
      });
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    log(`Applied migration ${file}`);
    report.applied.push(file);
  }

  if (firstBoot && options.seedFile) {
    const seed = await readOptional(options.seedFile);
    await db.transaction(async (tx) => {
      if (seed !== null) await tx.exec(seed);
      // Recorded even when there is no seed file: the database is no longer "empty".
      await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
        options.seedFile,
        seed === null ? '' : sha256(seed),
      ]);
    });
    if (seed !== null) {
      log(`Seeded from ${options.seedFile}`);
      report.seeded = true;
    }
  }
  return report;
}
