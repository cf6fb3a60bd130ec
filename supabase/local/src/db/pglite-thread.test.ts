import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../contracts.ts';
import { errorOf, startTestServer, type TestServer } from '../test-support/harness.ts';
import { copyEmptyPglite } from '../test-support/template.ts';
import { openPglite } from './pglite.ts';

// PGlite in a folder runs on a worker thread that is stopped when a statement outlives its
// statement_timeout (decision 142). These tests run a statement that would take minutes.
const RUNAWAY = 'select count(*) from generate_series(1, 2000000000)';
/** What a busy two-core machine adds to a time limit before the answer is sent. */
const MARGIN_MS = 1000;

/** Settles `promise` to when (ms after `since`) and how it ended. */
function timed<T>(promise: Promise<T>, since: number) {
  return promise.then(
    (value) => ({ value, error: null, at: performance.now() - since }),
    (error: unknown) => ({
      value: null,
      error: error as { code?: string; message?: string },
      at: performance.now() - since,
    }),
  );
}

describe('PGlite in a folder, on its own thread', () => {
  let folder: string;
  let db: Database;
  const lines: string[] = [];
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'pglite-thread-'));
    // A copy of an initialised cluster: these tests are about the thread, not PGlite's initdb.
    await copyEmptyPglite(folder);
    db = await openPglite(join(folder, 'pglite'), { log: (line) => lines.push(line) });
    await db.exec('create table acknowledged (id int primary key)');
  });
  afterAll(async () => {
    await db?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('stops a statement past its statement_timeout with 57014, then runs the work queued meanwhile', async () => {
    await db.query('insert into acknowledged values ($1)', [1]);
    const heard: string[] = [];
    let reconnects = 0;
    const unlisten = await db.listen(
      'thread_test',
      (payload) => heard.push(payload),
      () => {
        reconnects += 1;
      },
    );

    const started = performance.now();
    const runaway = timed(
      db.transaction(async (tx) => {
        await tx.query(`select set_config('statement_timeout', '1s', true)`);
        await tx.query(RUNAWAY);
      }),
      started,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const queued = timed(db.query<{ id: number }>('select id from acknowledged order by id'), started);

    const stopped = await runaway;
    expect(stopped.error).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    expect(stopped.at).toBeLessThan(1000 + MARGIN_MS);
    // The read made meanwhile waited for the folder to reopen, then saw the acknowledged row.
    const read = await queued;
    expect(read.error).toBeNull();
    expect(read.value?.rows).toEqual([{ id: 1 }]);
    expect(read.at).toBeGreaterThan(stopped.at);
    expect(lines.some((line) => line.includes('restarting PGlite'))).toBe(true);

    // The listener was registered again and told, so Realtime can catch up.
    expect(reconnects).toBe(1);
    await db.query(`select pg_notify('thread_test', 'after the restart')`);
    expect(heard).toEqual(['after the restart']);
    await unlisten();
    await db.query(`select pg_notify('thread_test', 'not heard')`);
    expect(heard).toEqual(['after the restart']);
  }, 120_000);

  it('keeps the limit to the transaction that set it, and the statements of a stopped one refused', async () => {
    // statement_timeout set with is_local ends with its transaction, as in PostgreSQL.
    await db.transaction(async (tx) => {
      await tx.query(`select set_config('statement_timeout', '200ms', true)`);
    });
    const unlimited = await db.query<{ x: number }>('select 1 as x from pg_sleep(0.5)');
    expect(unlimited.rows).toEqual([{ x: 1 }]);

    // A transaction that swallows its cancelled statement cannot commit the rest.
    let next: unknown = null;
    const swallowed = timed(
      db.transaction(async (tx) => {
        await tx.query('insert into acknowledged values (2)');
        await tx.query(`select set_config('statement_timeout', '300ms', true)`);
        await tx.query(RUNAWAY).catch(() => undefined);
        next = await tx.query('select 1').catch((error: unknown) => error);
      }),
      performance.now(),
    );
    expect((await swallowed).error?.code).toBe('57P01');
    expect(next).toMatchObject({ code: '25P02' });
    const rows = await db.query<{ id: number }>('select id from acknowledged order by id');
    expect(rows.rows).toEqual([{ id: 1 }]);
  }, 120_000);

  it('keeps every acknowledged write when the folder is opened again', async () => {
    await db.query('insert into acknowledged values (3)');
    await db.close();
    db = await openPglite(join(folder, 'pglite'));
    const rows = await db.query<{ id: number }>('select id from acknowledged order by id');
    expect(rows.rows).toEqual([{ id: 1 }, { id: 3 }]);
  }, 120_000);
});

describe('a runaway request on PGlite', () => {
  let server: TestServer;
  /** The server's log lines and when each came (ms on this process's clock). */
  const logged: { line: string; at: number }[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      rest: { statementTimeouts: { anon: '1s' } },
      log: (line) => logged.push({ line, at: performance.now() }),
    });
  });
  afterAll(() => server?.stop());

  it('answers 503 57014 at its time limit and the request made meanwhile right after the restart', async () => {
    const staff = { apikey: server.keys.serviceRoleKey, 'Content-Type': 'application/json' };
    const insert = await server.api('/rest/v1/categories', {
      method: 'POST',
      headers: staff,
      body: JSON.stringify({ id: 7001, name: 'before the runaway' }),
    });
    expect(insert.status).toBe(201);

    const started = performance.now();
    const runaway = timed(
      server.api('/rest/v1/rpc/slow', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ seconds: 600 }),
      }),
      started,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const bystander = timed(server.api('/rest/v1/categories?id=eq.7001&select=name'), started);

    const cancelled = await runaway;
    expect(cancelled.value?.status).toBe(503);
    expect(await errorOf(cancelled.value as Response)).toMatchObject({
      code: '57014',
      message: 'The query was cancelled: it ran longer than the time allowed for this role',
    });
    expect(cancelled.at).toBeLessThan(1000 + MARGIN_MS);
    const read = await bystander;
    expect(read.value?.status).toBe(200);
    expect(await (read.value as Response).json()).toEqual([{ name: 'before the runaway' }]);
    // It waited for the folder to reopen, and no longer.
    const reopened = logged.find(({ line }) => line.startsWith('[db] PGlite reopened in'));
    expect(reopened).toBeDefined();
    expect(started + read.at - (reopened?.at ?? 0)).toBeLessThan(MARGIN_MS);
  }, 120_000);
});
