// Test-only harness: a throwaway database (PGlite in memory, or a fresh PostgreSQL database) with
// a minimal platform, 20-auth.sql, and the Auth handler mounted at /auth/v1 on a random port.
// The real server and platform boot (owned elsewhere in this package) will replace it.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database, QueryResult, SqlExecutor } from '../contracts.ts';
import { type AuthOptions, createAuthHandler } from './index.ts';
import { signHs256 } from './jwt.ts';
import { type CaptureMailer, createCaptureMailer } from './mailer.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export const TEST_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const ADMIN_URL = process.env.AUTH_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** PGlite has one connection: every statement and transaction waits its turn. */
class Lock {
  private tail: Promise<void> = Promise.resolve();
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

async function openPglite(): Promise<Database> {
  const db = await PGlite.create();
  const lock = new Lock();
  const executor = (target: Pick<PGlite, 'query' | 'exec'>): SqlExecutor => ({
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  const direct = executor(db);
  return {
    kind: 'pglite',
    query: (sql, params) => lock.run(() => direct.query(sql, params)),
    exec: (sql) => lock.run(() => direct.exec(sql)),
    transaction: (work) => lock.run(() => db.transaction((tx) => work(executor(tx)))),
    close: () => lock.run(() => db.close()),
  };
}

async function openPostgres(): Promise<Database> {
  const name = `auth_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
  const executor = (client: pg.Pool | pg.PoolClient): SqlExecutor => ({
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(sql, params);
      return {
        rows: result.rows as Row[],
        affectedRows: result.rowCount ?? undefined,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  const direct = executor(pool);
  return {
    kind: 'postgres',
    query: direct.query,
    exec: direct.exec,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(executor(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  const db = kind === 'pglite' ? await openPglite() : await openPostgres();
  const here = new URL('.', import.meta.url);
  await db.exec(await readFile(new URL('test-platform/00-minimal-platform.sql', here), 'utf8'));
  const authSql = await readFile(new URL('../platform/20-auth.sql', here), 'utf8');
  await db.exec(authSql);
  // Applied twice on purpose: the server re-runs platform files on every boot.
  await db.exec(authSql);
  return db;
}

export interface AuthHarness {
  /** Base URL for createClient (the server root; Auth lives under /auth/v1). */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  db: Database;
  mailer: CaptureMailer;
  logs: string[];
  close(): Promise<void>;
}

export async function startAuthHarness(kind: DatabaseKind, options: AuthOptions = {}): Promise<AuthHarness> {
  const db = await openTestDatabase(kind);
  const exp = 1983812996;
  const anonKey = await signHs256({ iss: 'supabase-demo', role: 'anon', exp }, TEST_JWT_SECRET);
  const serviceRoleKey = await signHs256(
    { iss: 'supabase-demo', role: 'service_role', exp },
    TEST_JWT_SECRET,
  );
  const mailer = createCaptureMailer();
  const logs: string[] = [];

  let handler: ReturnType<typeof createAuthHandler> | undefined;
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
      });
      res.end();
      return;
    }
    const path = req.url ?? '/';
    if (handler && (path === '/auth/v1' || path.startsWith('/auth/v1/') || path.startsWith('/auth/v1?'))) {
      // Like the real server: the path after the prefix, without the query string.
      void handler(req, res, path.slice('/auth/v1'.length).split('?')[0] || '/');
      return;
    }
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end('{"message":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handler = createAuthHandler(
    {
      db,
      keys: { jwtSecret: TEST_JWT_SECRET, anonKey, serviceRoleKey },
      siteUrl: url,
      log: (line) => {
        logs.push(line);
        // Set AUTH_TEST_LOG=1 to watch the server log (mails, unexpected failures) while debugging.
        if (process.env.AUTH_TEST_LOG) console.error(line);
      },
    },
    { mailer, rateLimits: false, ...options },
  );

  return {
    url,
    anonKey,
    serviceRoleKey,
    jwtSecret: TEST_JWT_SECRET,
    db,
    mailer,
    logs,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
