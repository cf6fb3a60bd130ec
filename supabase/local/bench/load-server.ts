// The server under test for bench/one-client-load.ts, in a process of its own so that its memory
// and its event loop are its alone. Started with `fork`; tells the parent its URL and keys, then
// answers `memory` with process.memoryUsage() until it is told to `stop`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../src/server.ts';
import { createThrowawayDatabase, type DatabaseKind, serverOptionsFor } from '../src/test-support/harness.ts';

const kind = (process.argv[2] ?? 'pglite') as DatabaseKind;
const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'test-fixtures', 'functions');

const database = await createThrowawayDatabase(kind);
const server = await startServer({
  ...serverOptionsFor(database),
  functionsDir: fixtures,
  configFile: join(fixtures, 'config.toml'),
  // The 200 wrong sign-ins come "from 200 addresses": the bench says which in X-Forwarded-For.
  auth: { trustProxy: true },
});
await server.db.exec(`insert into public.items (id, name, price) values (1, 'Ngorongoro tent', 10)`);

process.on('message', async (message: { type: string }) => {
  if (message.type === 'memory') {
    process.send?.({ type: 'memory', usage: process.memoryUsage(), counts: server.realtime.counts() });
  } else if (message.type === 'stop') {
    await server.close();
    await database.drop();
    process.exit(0);
  }
});
process.send?.({ type: 'ready', url: server.url, keys: server.keys });
