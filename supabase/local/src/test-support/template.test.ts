import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
import { migrationsKey, withAdmin } from './template.ts';

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
    for (const key of keys) {
      await rm(join(tmpdir(), 'supabase-local-templates', key), { recursive: true, force: true });
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
