// Auth tests' view of the package's one test server (src/test-support/harness.ts): the whole
// platform, no migrations, and a capture mailer so tests read each link straight from memory.
import type { Database } from '../contracts.ts';
import { type DatabaseKind, startTestServer, TEST_JWT_SECRET } from '../test-support/harness.ts';
import type { AuthOptions } from './index.ts';
import { type CaptureMailer, createCaptureMailer } from './mailer.ts';

export type { DatabaseKind } from '../test-support/harness.ts';

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
  const mailer = createCaptureMailer();
  const server = await startTestServer(kind, {
    migrationsDir: null,
    auth: { mailer, rateLimits: false, ...options },
  });
  return {
    url: server.url,
    anonKey: server.keys.anonKey,
    serviceRoleKey: server.keys.serviceRoleKey,
    jwtSecret: TEST_JWT_SECRET,
    db: server.db,
    mailer,
    logs: server.logs,
    close: () => server.stop(),
  };
}
