import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MigrationChangedError } from '../migrate.ts';
import { startServer } from '../server.ts';
import {
  createThrowawayDatabase,
  DATABASE_KINDS,
  POSTGRES_ADMIN_URL,
  serverOptionsFor,
  startTestServer,
} from './harness.ts';
import { buildOnce, migrationsKey, PGLITE_TEMPLATES, withAdmin } from './template.ts';

// The migrated template behind startTestServer: a server over a copy still checks every
// migration's checksum, and a changed migration gets a template of its own.
// Each case boots one to three servers: PGlite alone took tens of seconds on the loaded machine.
describe.each(DATABASE_KINDS)('migrated templates on %s', { timeout: 180_000 }, (kind) => {
  let dir: string;
  const keys: string[] = [];
  const migration = (table: string) =>
    // A marker of this run, so the template is built here and not found from an earlier run.
    `-- ${randomUUID()}\ncreate table public.${table} (id int primary key);`;
  const file = () => join(dir, '20260101000000_notes.sql');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'template-migrations-'));
  });
  afterAll(async () => {
    // A PGlite template's folder is named by its key and the platform cluster's.
    const folders = await readdir(PGLITE_TEMPLATES).catch(() => []);
    for (const key of keys) {
      for (const folder of folders.filter((name) => name.startsWith(`${key}-`))) {
        await rm(join(PGLITE_TEMPLATES, folder), { recursive: true, force: true });
      }
      if (kind === 'postgres') {
        await withAdmin(POSTGRES_ADMIN_URL, (admin) => admin.query(`drop database if exists "tpl_${key}"`));
      }
    }
    await rm(dir, { recursive: true, force: true });
  });

  it('starts a server from a copy that has every migration applied', async () => {
    await writeFile(file(), migration('notes'));
    keys.push(await migrationsKey(dir));
    for (const _ of [1, 2]) {
      const server = await startTestServer(kind, { migrationsDir: dir });
      try {
        expect(server.migrations).toEqual({
          applied: [],
          alreadyApplied: ['20260101000000_notes.sql'],
          seeded: false,
        });
        expect((await server.db.query('select count(*)::int as n from public.notes')).rows).toEqual([
          { n: 0 },
        ]);
      } finally {
        await server.stop();
      }
    }
  });

  it('still refuses a copy whose migration was changed after it was applied', async () => {
    await writeFile(file(), migration('notes'));
    keys.push(await migrationsKey(dir));
    const database = await createThrowawayDatabase(kind, dir);
    try {
      await writeFile(file(), migration('edited_notes'));
      await expect(startServer({ ...serverOptionsFor(database), migrationsDir: dir })).rejects.toThrow(
        MigrationChangedError,
      );
    } finally {
      await database.drop();
    }
  });

  it('builds a new template when a migration changes', async () => {
    await writeFile(file(), migration('first_notes'));
    keys.push(await migrationsKey(dir));
    const first = await startTestServer(kind, { migrationsDir: dir });
    await first.stop();
    await writeFile(file(), migration('second_notes'));
    keys.push(await migrationsKey(dir));
    const second = await startTestServer(kind, { migrationsDir: dir });
    try {
      expect(second.migrations.alreadyApplied).toEqual(['20260101000000_notes.sql']);
      const tables = await second.db.query<{ name: string }>(
        `select table_name as name from information_schema.tables
          where table_schema = 'public' and table_name like '%notes' order by 1`,
      );
      expect(tables.rows).toEqual([{ name: 'second_notes' }]);
    } finally {
      await second.stop();
    }
  });

  it('migrates from empty when a test asks for a first boot', async () => {
    await writeFile(file(), migration('notes'));
    const server = await startTestServer(kind, { migrationsDir: dir, migratedTemplate: false });
    try {
      expect(server.migrations.applied).toEqual(['20260101000000_notes.sql']);
    } finally {
      await server.stop();
    }
  });
});

// Two Vitest workers on a fresh machine may both find a saved cluster missing and build it at
// once: each builds in a folder of its own, the first rename wins, and the loser's copy is thrown
// away, so neither ever opens a half-built folder.
describe('a saved cluster built by two workers at once', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'build-once-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is built whole by one of them, used by both, and leaves no half-built folder', async () => {
    let started = 0;
    let bothStarted = () => {};
    const barrier = new Promise<void>((resolve) => {
      bothStarted = resolve;
    });
    const build = (builder: string) =>
      buildOnce(join(root, 'fresh'), 'cluster', async (folder) => {
        await mkdir(folder);
        await writeFile(join(folder, 'part-1'), builder);
        // Both are mid-build before either renames.
        started += 1;
        if (started === 2) bothStarted();
        await barrier;
        await writeFile(join(folder, 'part-2'), builder);
      });
    const [first, second] = await Promise.all([build('a'), build('b')]);
    expect(second).toBe(first);
    expect(await readdir(join(root, 'fresh'))).toEqual(['cluster']);
    const parts = await Promise.all(['part-1', 'part-2'].map((part) => readFile(join(first, part), 'utf8')));
    // One builder's folder, not a mix of the two.
    expect(parts[0] === 'a' || parts[0] === 'b').toBe(true);
    expect(parts[1]).toBe(parts[0]);
    // A later worker finds it and builds nothing.
    const later = await buildOnce(join(root, 'fresh'), 'cluster', () => {
      throw new Error('built again');
    });
    expect(later).toBe(first);
  });
});
