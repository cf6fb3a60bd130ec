import { createClient, type RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';
import { exited, startCliProcess } from '../test-support/cli-process.ts';
import {
  createThrowawayDatabase,
  DATABASE_KINDS,
  serverOptionsFor,
  startTestServer,
} from '../test-support/harness.ts';
import { collect, subscribed } from './test-support.ts';

type Item = { id: number; name: string; price: number };

describe('Realtime across server processes on one PostgreSQL', () => {
  it('delivers to a subscriber of the first server a change written through a second process', async () => {
    const first = await startTestServer('postgres');
    const second = await startCliProcess({
      dataDir: first.database.dataDir,
      databaseUrl: first.database.databaseUrl ?? '',
    });
    const client = first.client();
    try {
      const items = collect<RealtimePostgresChangesPayload<Item>>();
      const channel = client
        .channel('items')
        .on<Item>('postgres_changes', { event: 'INSERT', schema: 'public', table: 'items' }, items.push);
      await subscribed(channel);
      const written = await fetch(`${second.url}/rest/v1/items`, {
        method: 'POST',
        headers: { apikey: first.keys.serviceRoleKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 77, name: 'from the second process', price: 12 }),
      });
      expect(written.status).toBe(201);
      expect((await items.next(1000)).new).toMatchObject({ id: 77, name: 'from the second process' });

      // And the other way round: the second process's own subscribers hear the first's writes.
      const other = createClient(second.url, first.keys.anonKey, {
        realtime: { transport: (await import('ws')).default as never },
        auth: { persistSession: false },
      });
      const heard = collect<RealtimePostgresChangesPayload<Item>>();
      await subscribed(
        other
          .channel('items-2')
          .on<Item>('postgres_changes', { event: 'INSERT', schema: 'public', table: 'items' }, heard.push),
      );
      await first.serviceClient().from('items').insert({ id: 78, name: 'from the first', price: 1 });
      expect((await heard.next(1000)).new).toMatchObject({ id: 78 });
      other.removeAllChannels();
    } finally {
      client.removeAllChannels();
      const stopped = exited(second);
      second.process.kill('SIGTERM');
      await stopped;
      await first.stop();
    }
  }, 120_000);
});

describe.each(DATABASE_KINDS)('Realtime after a server restart on %s', (kind) => {
  it('the client reconnects, rejoins and receives changes again', async () => {
    const database = await createThrowawayDatabase(kind);
    const options = serverOptionsFor(database);
    let server: RunningServer = await startServer(options);
    const port = server.port;
    const client = createClient(server.url, server.keys.anonKey, {
      // Retrying every 250 ms instead of supabase-js's 1, 2, 5, 10 s back-off: the test is about
      // the server taking a rejoin after a restart, not about the client's schedule.
      realtime: { transport: (await import('ws')).default as never, reconnectAfterMs: () => 250 },
      auth: { persistSession: false },
    });
    try {
      const items = collect<RealtimePostgresChangesPayload<Item>>();
      let joins = 0;
      const channel = client
        .channel('restart')
        .on<Item>('postgres_changes', { event: 'INSERT', schema: 'public', table: 'items' }, items.push);
      await new Promise<void>((resolve) =>
        channel.subscribe((status) => {
          if (status === 'SUBSCRIBED') {
            joins++;
            resolve();
          }
        }),
      );
      await server.close();
      server = await startServer({ ...options, port });
      // A PGlite boot on a busy machine takes a while.
      await expect.poll(() => joins, { timeout: 60_000, interval: 100 }).toBe(2);
      await server.db.query(`insert into public.items (id, name, price) values (5, 'after restart', 2)`);
      expect((await items.next(1000)).new).toMatchObject({ id: 5, name: 'after restart' });
    } finally {
      client.removeAllChannels();
      await server.close();
      await database.drop();
    }
  }, 120_000);
});
