// The seams inside supabase/local. REST, Auth (and later Realtime, Functions and mail) are
// separate modules that meet only through these types, so each can be built and tested alone.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  /** Rows changed by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows?: number;
  /** Column names and Postgres type OIDs of the result, in order. */
  fields: { name: string; dataTypeID: number }[];
}

/** Anything that runs SQL with $1-style parameters: the database, or one open transaction. */
export interface SqlExecutor {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements without parameters (migrations, bootstrap files). */
  exec(sql: string): Promise<void>;
}

/** PGlite in a folder (default) or a PostgreSQL server (DATABASE_URL). */
export interface Database extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * LISTEN on `channel`: `onNotify` gets each payload after its transaction commits. With
   * PostgreSQL the listener has its own connection and reconnects by itself; `onReconnect` then
   * runs, so the caller can catch up on what it missed. Resolves to a function that stops it.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ProjectKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

/** The claims of a verified Supabase JWT (anon key, service key, or a user's access token). */
export interface JwtClaims {
  role: 'anon' | 'authenticated' | 'service_role' | string;
  sub?: string;
  email?: string;
  exp?: number;
  iat?: number;
  aud?: string | string[];
  session_id?: string;
  [claim: string]: unknown;
}

export interface ServerContext {
  db: Database;
  keys: ProjectKeys;
  /** Public URL of this server, e.g. http://127.0.0.1:3000 (used in mail links and redirects). */
  siteUrl: string;
  log: (line: string) => void;
  /** The server's data folder (database, Storage's files): a site keeps its own files in a folder there. */
  dataDir: string;
}

/**
 * A service mounted under a prefix (/rest/v1, /auth/v1, …). `path` is the part after the
 * prefix, starting with '/'. The server has already answered CORS preflight requests.
 */
export type ServiceHandler = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;
