import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { JwtClaims } from '../contracts.ts';
import { signJwt } from '../jwt.ts';
import { type RunningServer, type ServerOptions, startServer } from '../server.ts';
import {
  copyEmptyPglite,
  copyPgliteTemplate,
  copyPlatformPglite,
  createFromPostgresTemplate,
  withAdmin,
  withDatabase,
} from './template.ts';

// Test harness for supabase/local: a real server on a random port over a throwaway database,
// PGlite in a temporary folder or a fresh database on the local PostgreSQL server.

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];

/** Fixed only in tests, so tokens can be minted without reading anything from the server. */
export const TEST_JWT_SECRET = 'test-only-jwt-secret-with-at-least-32-characters';
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const FIXTURE_MIGRATIONS = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'test-fixtures',
  'migrations',
);

export interface ThrowawayDatabase {
  kind: DatabaseKind;
  /** For PGlite: the data folder (PGlite in `<dataDir>/pglite`); for PostgreSQL: a scratch folder. */
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

/**
 * A PGlite folder, or `test_<random>` on the PostgreSQL server (dropped by `drop()`): empty (for
 * PGlite, an initialised cluster with nothing in it), or, given `migratedFrom`, a copy of a
 * template already migrated from that folder (template.ts). `migratedFrom: null` (a server
 * without migrations) gives PGlite a cluster with the platform SQL already applied, which the
 * server then finds done; PostgreSQL starts empty, where the platform SQL is quick.
 */
export async function createThrowawayDatabase(
  kind: DatabaseKind,
  migratedFrom?: string | null,
): Promise<ThrowawayDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'supabase-local-test-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    if (migratedFrom) await copyPgliteTemplate(dataDir, migratedFrom);
    else if (migratedFrom === null) await copyPlatformPglite(dataDir);
    else await copyEmptyPglite(dataDir);
    return { kind, dataDir, drop: removeDataDir };
  }
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  if (migratedFrom) await createFromPostgresTemplate(POSTGRES_ADMIN_URL, name, migratedFrom);
  else await withAdmin(POSTGRES_ADMIN_URL, (admin) => admin.query(`create database "${name}"`));
  return {
    kind,
    dataDir,
    databaseUrl: withDatabase(POSTGRES_ADMIN_URL, name),
    async drop() {
      await withAdmin(POSTGRES_ADMIN_URL, (admin) =>
        admin.query(`drop database if exists "${name}" with (force)`),
      );
      await removeDataDir();
    },
  };
}

/** Server options over a throwaway database: fixture migrations, no seed, test secret. */
export function serverOptionsFor(
  database: ThrowawayDatabase,
  log: (line: string) => void = () => {},
): ServerOptions {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: database.dataDir,
    ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {}),
    jwtSecret: TEST_JWT_SECRET,
    migrationsDir: FIXTURE_MIGRATIONS,
    seedFile: null,
    // Tests state their settings; the project's config.toml is tested on its own.
    configFile: null,
    log,
  };
}

export interface TestServer extends RunningServer {
  kind: DatabaseKind;
  /** The throwaway database behind it (a second server may open it too). */
  database: ThrowawayDatabase;
  /** Lines the server logged (requests, migrations, internal errors). */
  logs: string[];
  /** supabase-js as a visitor (anon key), or as the holder of `accessToken` (REST and Realtime). */
  client(accessToken?: string): SupabaseClient;
  /** supabase-js with the service_role key. */
  serviceClient(): SupabaseClient;
  /** An access token like GoTrue's for user `sub`, signed with the test secret. */
  userToken(sub: string, claims?: Partial<JwtClaims>): Promise<string>;
  /** fetch on the server with the anon key as `apikey` unless the headers say otherwise. */
  api(path: string, init?: RequestInit): Promise<Response>;
  /** Closes the server, then drops the throwaway database. */
  stop(): Promise<void>;
}

export interface TestServerOptions extends Partial<ServerOptions> {
  /**
   * `false` migrates the throwaway database from empty, as a first boot does. By default a server
   * whose migrations run without a seed over a database of its own starts from a copy of a
   * migrated template, and its migrate step finds every migration applied (checksums compared);
   * one without migrations, from a copy with the platform SQL applied (which it applies again).
   */
  migratedTemplate?: boolean;
}

/**
 * The migrations folder to copy a template of; null for a server without migrations (a copy with
 * the platform SQL applied); undefined when the server must make its database itself.
 */
function templateFor(options: TestServerOptions): string | null | undefined {
  if (options.migratedTemplate === false || options.db || options.dataDir || options.databaseUrl)
    return undefined;
  // A seed runs only on the first boot of an empty database, so a seeded server starts empty.
  if (options.seedFile !== undefined && options.seedFile !== null) return undefined;
  return options.migrationsDir === undefined ? FIXTURE_MIGRATIONS : options.migrationsDir;
}

export async function startTestServer(
  kind: DatabaseKind,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const { migratedTemplate: _, ...serverOptions } = options;
  const database = await createThrowawayDatabase(kind, templateFor(options));
  const logs: string[] = [];
  let server: RunningServer;
  try {
    server = await startServer({
      ...serverOptionsFor(database, (line) => logs.push(line)),
      ...serverOptions,
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  type Transport = NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport'];
  const clientOptions: SupabaseClientOptions<'public'> = {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // supabase-js builds its Realtime client eagerly and, on Node 20 (no global WebSocket),
    // throws unless given a transport, even for REST-only use.
    realtime: { transport: WebSocket as unknown as Transport },
  };
  return {
    ...server,
    kind,
    database,
    logs,
    client(accessToken) {
      const client = createClient(server.url, server.keys.anonKey, {
        ...clientOptions,
        ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
      });
      // Realtime takes its token from setAuth (what a sign-in does), not from global headers.
      if (accessToken) void client.realtime.setAuth(accessToken);
      return client;
    },
    serviceClient() {
      return createClient(server.url, server.keys.serviceRoleKey, clientOptions);
    },
    userToken(sub, claims = {}) {
      return signJwt(
        {
          sub,
          role: 'authenticated',
          aud: 'authenticated',
          email: `${sub.slice(0, 8)}@example.test`,
          ...claims,
        },
        TEST_JWT_SECRET,
        { expiresIn: 3600 },
      );
    },
    api(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('apikey')) headers.set('apikey', server.keys.anonKey);
      return fetch(`${server.url}${path}`, { ...init, headers });
    },
    async stop() {
      try {
        await server.close();
      } finally {
        await database.drop();
      }
    },
  };
}

/**
 * The log lines that show a request answered 5xx (the access line is `METHOD /path STATUS N.Nms`,
 * listener.ts) or an internal error. Other lines may hold any number ("opened in 570 ms").
 */
export function serverErrorLines(logs: readonly string[]): string[] {
  return logs.filter((line) => /^\S+ \S+ 5\d\d \d+(\.\d+)?ms$/.test(line) || /internal error/i.test(line));
}

export interface ErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** The PostgREST error body of a raw response. */
export async function errorOf(res: Response): Promise<ErrorBody> {
  return (await res.json()) as ErrorBody;
}
