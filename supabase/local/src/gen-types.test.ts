import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './boot.ts';
import type { Database } from './contracts.ts';
import { openDatabase } from './db/index.ts';
import { generateDatabaseTypes } from './gen-types.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './test-support/harness.ts';

/** The generated entry of one function, whitespace collapsed. */
function entryOf(types: string, name: string): string {
  const start = types.indexOf(`${name}: {`);
  if (start === -1) throw new Error(`${name} is not in the generated types`);
  let depth = 0;
  for (let i = types.indexOf('{', start); i < types.length; i += 1) {
    if (types[i] === '{') depth += 1;
    if (types[i] === '}') depth -= 1;
    if (depth === 0) return types.slice(start, i + 1).replace(/\s+/g, ' ');
  }
  throw new Error(`${name} has no closing brace`);
}

describe('generated database types', () => {
  let throwaway: ThrowawayDatabase;
  let db: Database;

  beforeAll(async () => {
    throwaway = await createThrowawayDatabase('pglite');
    db = await openDatabase({ dataDir: join(throwaway.dataDir, 'pglite') });
    await prepareDatabase(db, { migrationsDir: null });
    await db.exec(`
      create function public.count_things(pattern text default null) returns bigint
        language sql stable set search_path = '' as $$ select 1::bigint $$;
      create function public.is_open() returns boolean
        language sql stable set search_path = '' as $$ select true $$;
      create function public.list_things() returns table (id integer, label text)
        language sql stable set search_path = '' as $$ select 1, 'a' $$;
    `);
  });
  afterAll(async () => {
    await db?.close();
    await throwaway?.drop();
  });

  it('types a scalar result by its SQL type (bigint and boolean), and table results as rows', async () => {
    const types = await generateDatabaseTypes(db);
    expect(entryOf(types, 'count_things')).toBe(
      'count_things: { Args: { pattern?: string } Returns: number }',
    );
    expect(entryOf(types, 'is_open')).toBe('is_open: { Args: never Returns: boolean }');
    expect(entryOf(types, 'list_things')).toBe(
      'list_things: { Args: never Returns: { id: number label: string }[] }',
    );
  });
});
