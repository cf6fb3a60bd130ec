// Issue 25: the memory Realtime holds at its caps. Opens the most connections the server allows
// and fills them with the most subscriptions it allows, each with a different 4 kB ILIKE filter
// (the worst the parser accepts), and reports the heap before and after. Not a test:
// `pnpm --filter @safari/supabase-local bench:realtime-memory`.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import WebSocket from 'ws';
import { DEFAULT_REALTIME_LIMITS } from '../src/realtime/quota.ts';
import { startServer } from '../src/server.ts';
import { createThrowawayDatabase, serverOptionsFor } from '../src/test-support/harness.ts';

const limits = DEFAULT_REALTIME_LIMITS;
// A full collection before each reading, without a command-line flag.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

const database = await createThrowawayDatabase('pglite');
// Every connection here comes from 127.0.0.1: the address caps are lifted to reach the totals.
const server = await startServer({
  ...serverOptionsFor(database),
  realtime: {
    limits: {
      connectionsPerAddress: limits.connections,
      subscriptionsPerAddress: limits.subscriptions,
    },
  },
});
const before = heapMb();
const perConnection = Math.ceil(limits.subscriptions / limits.connections);
const url = `${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${server.keys.anonKey}&vsn=1.0.0`;
const sockets: WebSocket[] = [];
for (let c = 0; c < limits.connections; c++) {
  const ws = new WebSocket(url);
  await new Promise((resolve) => ws.once('open', resolve));
  sockets.push(ws);
  const entries = Array.from({ length: perConnection }, (_, i) => ({
    event: '*',
    schema: 'public',
    table: 'items',
    filter: `name=ilike.%${`${c}-${i}-`}${'a_'.repeat(250)}%${String.fromCharCode(...Array.from({ length: 3500 }, (_, k) => 0x4e00 + ((k * 7919 + c * 31 + i) % 20000)))}%`,
  }));
  await new Promise<void>((resolve) => {
    ws.on('message', (data) => {
      if (String(data).includes('phx_reply')) resolve();
    });
    ws.send(
      JSON.stringify({
        topic: `realtime:m${c}`,
        event: 'phx_join',
        ref: '1',
        join_ref: '1',
        payload: { config: { postgres_changes: entries } },
      }),
    );
  });
}
const counts = server.realtime.counts();
const after = heapMb();
console.log(
  `${counts.connections} connections, ${counts.subscriptions} subscriptions (${counts.filters} distinct 4 kB ILIKE filters): heap ${before.toFixed(0)} → ${after.toFixed(0)} MB (+${(after - before).toFixed(0)} MB, ${(((after - before) * 1024) / counts.subscriptions).toFixed(1)} kB per subscription); rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`,
);
for (const ws of sockets) ws.close();
await server.close();
await database.drop();
