import { join } from 'node:path';
import type { Database } from './contracts.ts';
import { openDatabase } from './db/index.ts';
import { applyMigrations, type MigrationReport } from './migrate.ts';
import { defaultDataDir, defaultMigrationsDir, defaultSeedFile } from './paths.ts';
import { bootPlatform } from './platform.ts';

export interface DatabaseOptions {
  /** The data folder (default `<repo>/.data`): PGlite lives in `<dataDir>/pglite`, the JWT secret beside it. */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
}

export interface PrepareOptions {
  /** `null` skips migrations (and the seed). */
  migrationsDir?: string | null;
  seedFile?: string | null;
  log?: (line: string) => void;
}

export function dataDirOf(options: DatabaseOptions): string {
  return options.dataDir ?? defaultDataDir;
}

export function pgliteDirOf(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** `log` hears when PGlite stops a statement past its time limit and reopens its folder. */
export function openConfiguredDatabase(
  options: DatabaseOptions,
  log?: (line: string) => void,
): Promise<Database> {
  return options.databaseUrl
    ? openDatabase({ databaseUrl: options.databaseUrl })
    : openDatabase({ dataDir: pgliteDirOf(dataDirOf(options)) }, log);
}

/** Platform SQL (every boot), then new migrations, then the seed on a fresh database. */
export async function prepareDatabase(db: Database, options: PrepareOptions = {}): Promise<MigrationReport> {
  await bootPlatform(db);
  if (options.migrationsDir === null) return { applied: [], alreadyApplied: [], seeded: false };
  return applyMigrations(db, {
    migrationsDir: options.migrationsDir ?? defaultMigrationsDir,
    seedFile: options.seedFile === undefined ? defaultSeedFile : options.seedFile,
    ...(options.log ? { log: options.log } : {}),
  });
}
