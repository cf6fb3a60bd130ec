import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { pgliteDirOf, prepareDatabase } from '../boot.ts';
import { openDatabase } from '../db/index.ts';
import { applyMigrations } from '../migrate.ts';
import { platformDir } from '../paths.ts';
import { bootPlatform } from '../platform.ts';

// Migrated templates for the test harness (decision 164). Running the product's migrations on a
// fresh PGlite folder takes many seconds, and most test files start several servers over them.
// The first time a test process needs a database migrated from a folder, it migrates one
// template (keyed by the migration files' names and contents) and every throwaway database after
// that is a copy; the server's own migrate step then finds each migration applied and still
// compares its checksum. A changed migration changes the key, so a new template is built.

// Below every template lies an empty cluster: what PGlite makes when it opens an empty folder
// (its initdb, about 4.5 s on the two-core machine against 0.6 s to copy and open the result).
// It is made once per installed PGlite and copied under every template and every throwaway PGlite
// database the harness creates empty; the server's own first boot on an empty folder is still
// run by CI's start check and the `migrate` and `durability` tests. The e2e server and the
// measuring scripts' servers start from the migrated template too (e2e/support/fresh-data.ts,
// decision 223).
//
// Over the empty cluster lies a platform cluster: the same with the platform SQL applied
// (src/platform, keyed by its files and the PGlite build), what a server started without
// migrations finds on its copy, and what every migrated template is built over (decision 224).
// A server still applies the platform SQL on each boot, as in production; over this copy it only
// finds it done. Clusters are copied with `cp -R`: Node's recursive copy of a cluster's
// thousand-odd files took 0.48-0.62 CPU-s on the two-core machine, `cp` 0.39.

/** Where PGlite templates live, one closed data folder per key; shared by parallel workers. */
export const PGLITE_TEMPLATES = join(tmpdir(), 'supabase-local-templates');
const TEMPLATE_PREFIX = 'tpl_';

/** A hash of the migration files' names and contents (the history's own input). */
export async function migrationsKey(migrationsDir: string): Promise<string> {
  const hash = createHash('sha256');
  const names = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  for (const name of names) {
    hash.update(`${name}\0`);
    hash.update(await readFile(join(migrationsDir, name)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

async function exists(path: string): Promise<boolean> {
  try {
    await readdir(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

async function migrateInto(location: { databaseUrl: string }, migrationsDir: string) {
  const db = await openDatabase(location);
  try {
    await prepareDatabase(db, { migrationsDir, seedFile: null });
  } finally {
    await db.close();
  }
}

/** Copies the closed cluster `from` to `to` (which must not exist yet), making `to`'s parent. */
async function copyCluster(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await promisify(execFile)('cp', ['-R', from, to]);
}

/**
 * The PGlite data folder of a template migrated from `migrationsDir`, over the platform cluster.
 * Only the migrations run here: the platform SQL is in the copy, and each server applies it again.
 */
async function pgliteTemplate(migrationsDir: string, key: string): Promise<string> {
  const platform = await platformCluster();
  return buildOnce(PGLITE_TEMPLATES, `${key}-${await platformKey()}`, async (folder) => {
    await copyCluster(platform, folder);
    const db = await openDatabase({ dataDir: folder });
    try {
      await applyMigrations(db, { migrationsDir, seedFile: null });
    } finally {
      await db.close();
    }
  });
}

/**
 * Names the PGlite build a cluster was made by (its resolved entry, whose path carries the
 * installed version): a cluster made by one version is not copied under another.
 */
function pgliteBuildKey(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return createHash('sha256').update(entry).digest('hex').slice(0, 16);
}

/** The folder of an initialised, empty PGlite cluster, made the first time it is asked for. */
function emptyCluster(): Promise<string> {
  return once('pglite:empty', () =>
    buildOnce(PGLITE_TEMPLATES, `empty-${pgliteBuildKey()}`, async (folder) => {
      const db = await openDatabase({ dataDir: folder });
      await db.close();
    }),
  );
}

/** A hash of the platform SQL files' names and contents and of the PGlite build. */
async function platformKey(): Promise<string> {
  const hash = createHash('sha256').update(`${pgliteBuildKey()}\0`);
  for (const name of (await readdir(platformDir)).sort()) {
    hash.update(`${name}\0`);
    hash.update(await readFile(join(platformDir, name)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The folder of an empty cluster with the platform SQL applied, made the first time it is asked for. */
function platformCluster(): Promise<string> {
  return once('pglite:platform', async () => {
    const empty = await emptyCluster();
    return buildOnce(PGLITE_TEMPLATES, `platform-${await platformKey()}`, async (folder) => {
      await copyCluster(empty, folder);
      const db = await openDatabase({ dataDir: folder });
      try {
        await bootPlatform(db);
      } finally {
        await db.close();
      }
    });
  });
}

/** Copies an empty, initialised PGlite cluster into `<dataDir>/pglite`. */
export async function copyEmptyPglite(dataDir: string): Promise<void> {
  await copyCluster(await emptyCluster(), pgliteDirOf(dataDir));
}

/**
 * Copies into `<dataDir>/pglite` a cluster with the platform SQL applied and no migrations: what a
 * server started without migrations would make of an empty folder on its first boot.
 */
export async function copyPlatformPglite(dataDir: string): Promise<void> {
  await copyCluster(await platformCluster(), pgliteDirOf(dataDir));
}

/**
 * The folder `<root>/<name>`, made by `make` in a folder of its own and renamed into place, so a
 * worker never sees a half-made one; when two workers make the same name at once, the first
 * rename wins and the other discards its copy. Exported for its test.
 */
export async function buildOnce(
  root: string,
  name: string,
  make: (folder: string) => Promise<void>,
): Promise<string> {
  const target = join(root, name);
  if (await exists(target)) return target;
  await mkdir(root, { recursive: true });
  const building = await mkdtemp(join(root, `building-${name}-`));
  try {
    await make(join(building, 'pglite'));
    try {
      await rename(join(building, 'pglite'), target);
    } catch (error) {
      // Another worker renamed the same folder into place first: made the same way, so use it.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return target;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The name of a template database migrated from `migrationsDir` on the PostgreSQL server. Built
 * under a name of its own and renamed; a rename that loses to another worker's drops its copy.
 */
async function postgresTemplate(adminUrl: string, migrationsDir: string, key: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${key}`;
  const found = await withAdmin(adminUrl, (admin) =>
    admin.query('select 1 from pg_database where datname = $1', [name]),
  );
  if (found.rowCount) return name;
  const building = `${TEMPLATE_PREFIX}building_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${building}"`));
  try {
    await migrateInto({ databaseUrl: withDatabase(adminUrl, building) }, migrationsDir);
    await withAdmin(adminUrl, async (admin) => {
      // A closed pool's backends may still be exiting; renaming needs the database unused.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        building,
      ]);
      try {
        await admin.query(`alter database "${building}" rename to "${name}"`);
      } catch (error) {
        // 42P04 duplicate_database: another worker's template of the same migrations is in place.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    });
  } finally {
    await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${building}" with (force)`));
  }
  return name;
}

const built = new Map<string, Promise<string>>();

function once(id: string, build: () => Promise<string>): Promise<string> {
  let template = built.get(id);
  if (!template) {
    template = build();
    built.set(id, template);
    // A failed build is not remembered: the next server tries again and reports its own error.
    template.catch(() => built.delete(id));
  }
  return template;
}

/** Copies the migrated PGlite template into `<dataDir>/pglite`. */
export async function copyPgliteTemplate(dataDir: string, migrationsDir: string): Promise<void> {
  const key = await migrationsKey(migrationsDir);
  const template = await once(`pglite:${key}`, () => pgliteTemplate(migrationsDir, key));
  await copyCluster(template, pgliteDirOf(dataDir));
}

/** Creates database `name` as a copy of the migrated template on the PostgreSQL server. */
export async function createFromPostgresTemplate(
  adminUrl: string,
  name: string,
  migrationsDir: string,
): Promise<void> {
  const key = await migrationsKey(migrationsDir);
  const template = await once(`postgres:${adminUrl}:${key}`, () =>
    postgresTemplate(adminUrl, migrationsDir, key),
  );
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}" template "${template}"`));
}
