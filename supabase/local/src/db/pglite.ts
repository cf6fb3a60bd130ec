import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import type { Database, QueryResult, SqlExecutor } from '../contracts.ts';
import { openPgliteThread } from './pglite-thread.ts';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function executor(target: Queryable): SqlExecutor {
  return {
    async query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params as unknown[]);
      return {
        rows: result.rows,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        ...(result.affectedRows === undefined ? {} : { affectedRows: result.affectedRows }),
      };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two processes writing one data folder corrupt it. A pid file beside
 * the folder turns that mistake (e.g. `migrate` while `start` runs) into a clear error; a stale
 * one left by a killed process is taken over.
 */
function acquireFolderLock(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  mkdirSync(dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsAlive(owner)) {
        throw new Error(`The PGlite data folder ${dataDir} is in use by process ${owner}; stop it first.`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the PGlite data folder ${dataDir}`);
}

export interface PgliteOptions {
  /** Where a stopped statement and the reopening are reported. */
  log?: (line: string) => void;
}

/**
 * PGlite in a folder runs on a worker thread (`pglite-thread.ts`), so a statement past its
 * statement_timeout is stopped and the folder reopened. A `memory://` database stays in this
 * thread without that limit: stopping its thread would lose all its data.
 */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<Database> {
  if (dataDir.startsWith('memory://')) return openPgliteHere(dataDir);
  const release = acquireFolderLock(dataDir);
  try {
    mkdirSync(dataDir, { recursive: true });
    const db = await openPgliteThread(dataDir, options);
    let released = false;
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          if (!released) release();
          released = true;
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite has exactly one connection. Every statement and transaction goes through one FIFO
 * queue so that a request's transaction never interleaves with another request's statements.
 */
async function openPgliteHere(dataDir: string): Promise<Database> {
  const pg = await PGlite.create({ dataDir, extensions: { pgcrypto, uuid_ossp } });

  let tail: Promise<unknown> = Promise.resolve();
  function enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  }
  const direct = executor(pg);
  let closed = false;

  return {
    kind: 'pglite',
    query: (sql, params) => enqueue(() => direct.query(sql, params)),
    exec: (sql) => enqueue(() => direct.exec(sql)),
    transaction: (work) => enqueue(() => pg.transaction((tx) => work(executor(tx)))),
    async listen(channel, onNotify) {
      const unlisten = await enqueue(() => pg.listen(channel, onNotify));
      return () => (closed ? Promise.resolve() : enqueue(() => unlisten()));
    },
    async close() {
      if (closed) return;
      closed = true;
      await enqueue(() => pg.close());
    },
  };
}
