import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './boot.ts';
import type { Database } from './contracts.ts';
import { openDatabase } from './db/index.ts';
import { appliedMigrations, applyMigrations, MigrationChangedError } from './migrate.ts';
import { createThrowawayDatabase, DATABASE_KINDS, type ThrowawayDatabase } from './test-support/harness.ts';

describe.each(DATABASE_KINDS)('migrations and platform on %s', (kind) => {
  let throwaway: ThrowawayDatabase;
  let db: Database;
  let dir: string;
  let seed: string;

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(kind);
    db = await openDatabase(
      throwaway.databaseUrl
        ? { databaseUrl: throwaway.databaseUrl }
        : { dataDir: join(throwaway.dataDir, 'pglite') },
    );
    dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    seed = join(dir, 'seed.sql');
  });
  afterAll(async () => {
    await db?.close();
    await throwaway?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('boots the platform idempotently: roles, auth functions, publication', async () => {
    await prepareDatabase(db, { migrationsDir: null });
    await prepareDatabase(db, { migrationsDir: null });
    const roles = await db.query<{ rolname: string; rolbypassrls: boolean }>(
      `select rolname, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by 1`,
    );
    expect(roles.rows).toEqual([
      { rolname: 'anon', rolbypassrls: false },
      { rolname: 'authenticated', rolbypassrls: false },
      { rolname: 'service_role', rolbypassrls: true },
    ]);
    const claims = await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({
          sub: '11111111-1111-4111-8111-111111111111',
          role: 'authenticated',
          email: 'a@b.c',
        }),
      ]);
      return (
        await tx.query(
          'select auth.uid()::text as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt',
        )
      ).rows[0];
    });
    expect(claims).toMatchObject({
      uid: '11111111-1111-4111-8111-111111111111',
      role: 'authenticated',
      email: 'a@b.c',
    });
    // After the transaction the setting is '' (not NULL): the functions must not raise.
    expect((await db.query('select auth.uid() as uid, auth.jwt() as jwt')).rows[0]).toEqual({
      uid: null,
      jwt: null,
    });
    const publication = await db.query(`select 1 from pg_publication where pubname = 'supabase_realtime'`);
    expect(publication.rows).toHaveLength(1);
  });

  it('applies migrations in name order, once each, then seeds only the first time', async () => {
    // 2 depends on 1: applying in the wrong order would fail.
    await writeFile(
      join(dir, '20260102000000_add_column.sql'),
      'alter table public.m_things add column size int;',
    );
    await writeFile(
      join(dir, '20260101000000_create.sql'),
      'create table public.m_things (id int primary key);',
    );
    await writeFile(join(dir, 'README.md'), 'not a migration');
    await writeFile(seed, 'insert into public.m_things (id, size) values (1, 10);');
    const first = await applyMigrations(db, { migrationsDir: dir, seedFile: seed });
    expect(first.applied).toEqual(['20260101000000_create.sql', '20260102000000_add_column.sql']);
    expect(first.seeded).toBe(true);

    await writeFile(join(dir, '20260103000000_more.sql'), 'insert into public.m_things (id) values (2);');
    const second = await applyMigrations(db, { migrationsDir: dir, seedFile: seed });
    expect(second.applied).toEqual(['20260103000000_more.sql']);
    expect(second.alreadyApplied).toHaveLength(2);
    expect(second.seeded).toBe(false);
    const third = await applyMigrations(db, { migrationsDir: dir, seedFile: seed });
    expect(third.applied).toEqual([]);
    expect((await db.query('select id from public.m_things order by id')).rows).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
    const history = await appliedMigrations(db);
    expect(history.map((m) => m.version)).toEqual(['20260101000000', '20260102000000', '20260103000000']);
    expect(history[0]?.checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a changed migration with an error naming the file', async () => {
    await writeFile(
      join(dir, '20260101000000_create.sql'),
      'create table public.m_things (id bigint primary key);',
    );
    const run = applyMigrations(db, { migrationsDir: dir });
    await expect(run).rejects.toBeInstanceOf(MigrationChangedError);
    await expect(applyMigrations(db, { migrationsDir: dir })).rejects.toThrow(/20260101000000_create\.sql/);
    await writeFile(
      join(dir, '20260101000000_create.sql'),
      'create table public.m_things (id int primary key);',
    );
  });

  it('a failing migration leaves neither its changes nor a history row', async () => {
    await writeFile(
      join(dir, '20260104000000_broken.sql'),
      'create table public.m_half (id int); select * from public.does_not_exist;',
    );
    await expect(applyMigrations(db, { migrationsDir: dir })).rejects.toThrow(/20260104000000_broken\.sql/);
    expect((await db.query(`select to_regclass('public.m_half') is null as gone`)).rows[0]).toEqual({
      gone: true,
    });
    expect((await appliedMigrations(db)).map((m) => m.version)).not.toContain('20260104000000');
    await rm(join(dir, '20260104000000_broken.sql'));
  });

  it('serialises concurrent transactions (each sees its own settings) and rolls back on error', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction(async (tx) => {
          await tx.query(`select set_config('app.n', $1, true)`, [String(i)]);
          await new Promise((r) => setTimeout(r, 1));
          return (await tx.query<{ n: string }>(`select current_setting('app.n') as n`)).rows[0]?.n;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into public.m_things (id) values (50)');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await db.query('select 1 from public.m_things where id = 50')).rows).toHaveLength(0);
  });
});
