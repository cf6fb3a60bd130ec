import { describe, expect, it } from 'vitest';
import type { Database, ServerContext } from '../contracts.ts';
import { createRestHandler } from './index.ts';

/** A database that answers every catalog read with no rows and counts what it was asked. */
function countingDatabase() {
  const asked: string[] = [];
  const db = {
    kind: 'pglite',
    query: async (sql: string) => {
      asked.push(sql);
      return { rows: [], fields: [] };
    },
    exec: async () => {},
    transaction: async () => {
      throw new Error('not used');
    },
    listen: async () => async () => {},
    close: async () => {},
  } as unknown as Database;
  return { db, asked };
}

describe('the schema cache', () => {
  it('is read when the server starts (warm), once, not by the first request', async () => {
    const { db, asked } = countingDatabase();
    const context = { db, keys: {}, siteUrl: '', log: () => {} } as unknown as ServerContext;
    const rest = createRestHandler(context);
    expect(asked).toEqual([]);
    await rest.warm();
    const reads = asked.length;
    expect(reads).toBeGreaterThan(0);
    expect(asked.every((sql) => /pg_|information_schema/.test(sql))).toBe(true);
    await rest.warm();
    expect(asked.length).toBe(reads);
  });

  it('leaves a failed read to the first request, logged', async () => {
    const { db } = countingDatabase();
    const failing = { ...db, query: async () => Promise.reject(new Error('database down')) } as Database;
    const logged: string[] = [];
    const rest = createRestHandler({
      db: failing,
      keys: {},
      siteUrl: '',
      log: (line: string) => logged.push(line),
    } as unknown as ServerContext);
    await rest.warm();
    expect(logged).toEqual(['[rest] schema cache: Error: database down']);
  });
});
