// Realtime delivery with RLS on: N subscribers (each its own user and token) listen to
// public.notes; rows are inserted with plain SQL and every subscriber must receive each one
// (public notes, so the RLS check runs per subscriber and passes). Reports delivery latency
// p50/p95/p99 at a steady rate, then the change rate the server sustains when flooded.
// Not a test: `pnpm --filter @safari/supabase-local bench:realtime` (BENCH_KINDS=postgres,pglite;
// BENCH_SUBSCRIBERS=100,500).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signJwt } from '../src/jwt.ts';
import { startServer } from '../src/server.ts';
import {
  createThrowawayDatabase,
  type DatabaseKind,
  serverOptionsFor,
  TEST_JWT_SECRET,
} from '../src/test-support/harness.ts';

const KINDS = (process.env.BENCH_KINDS ?? 'postgres,pglite').split(',') as DatabaseKind[];
const SIZES = (process.env.BENCH_SUBSCRIBERS ?? '100,500').split(',').map(Number);
const STEADY_RATE = Number(process.env.BENCH_RATE ?? 10); // changes per second
const STEADY_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 200); // changes inserted at once

const now = () => performance.timeOrigin + performance.now();

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function run(kind: DatabaseKind, subscribers: number) {
  const database = await createThrowawayDatabase(kind);
  const server = await startServer(serverOptionsFor(database));
  const clients: SupabaseClient[] = [];
  const latencies: number[] = [];
  let delivered = 0;
  let onDelivered: (() => void) | null = null;
  try {
    await Promise.all(
      Array.from({ length: subscribers }, async (_, i) => {
        const sub = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
        const token = await signJwt({ sub, role: 'authenticated', aud: 'authenticated' }, TEST_JWT_SECRET, {
          expiresIn: 3600,
        });
        const client = createClient(server.url, server.keys.anonKey, {
          auth: { persistSession: false, autoRefreshToken: false },
          realtime: { transport: WebSocket as never, params: {} },
        });
        await client.realtime.setAuth(token);
        clients.push(client);
        await new Promise<void>((resolve, reject) => {
          client
            .channel(`bench-${i}`)
            .on<{ body: string }>(
              'postgres_changes',
              { event: 'INSERT', schema: 'public', table: 'notes' },
              (event) => {
                latencies.push(now() - Number((event.new as { body: string }).body));
                delivered++;
                onDelivered?.();
              },
            )
            .subscribe((status) => {
              if (status === 'SUBSCRIBED') resolve();
              else if (status !== 'CLOSED') reject(new Error(status));
            });
        });
      }),
    );
    const insert = () =>
      server.db.query(`insert into public.notes (owner, body, is_public) values ($1, $2, true)`, [
        '00000000-0000-4000-8000-ffffffffffff',
        String(now()),
      ]);
    const waitFor = (count: number, timeoutMs: number) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        const check = () => {
          if (delivered >= count) {
            clearTimeout(timer);
            onDelivered = null;
            resolve(true);
          }
        };
        onDelivered = check;
        check();
      });

    // Steady rate: latency.
    const changes = STEADY_RATE * STEADY_SECONDS;
    for (let i = 0; i < changes; i++) {
      const started = now();
      await insert();
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, 1000 / STEADY_RATE - (now() - started))),
      );
    }
    const complete = await waitFor(changes * subscribers, 30_000);
    const sorted = [...latencies].sort((a, b) => a - b);
    const steady = {
      received: `${delivered}/${changes * subscribers}${complete ? '' : ' (timed out)'}`,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
    };

    // Flood: how many changes per second reach every subscriber.
    const before = delivered;
    const started = now();
    await Promise.all(Array.from({ length: FLOOD }, () => insert()));
    const flooded = await waitFor(before + FLOOD * subscribers, 120_000);
    const seconds = (now() - started) / 1000;
    console.log(
      `| ${kind} | ${subscribers} | ${STEADY_RATE}/s × ${STEADY_SECONDS} s | ${steady.p50.toFixed(0)} | ${steady.p95.toFixed(0)} | ${steady.p99.toFixed(0)} | ${steady.received} | ${(FLOOD / seconds).toFixed(0)} changes/s = ${((FLOOD * subscribers) / seconds).toFixed(0)} messages/s${flooded ? '' : ' (timed out)'} |`,
    );
  } finally {
    for (const client of clients) await client.removeAllChannels();
    await server.close();
    await database.drop();
  }
}

console.log(
  `| Database | Subscribers | Steady load | p50 ms | p95 ms | p99 ms | Delivered | Flood of ${FLOOD} |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const kind of KINDS) for (const size of SIZES) await run(kind, size);
