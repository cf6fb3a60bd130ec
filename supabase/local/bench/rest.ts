// REST throughput with RLS on: single-row select and insert, 50 concurrent clients, on PGlite
// and on PostgreSQL. Not a test: `pnpm --filter @safari/supabase-local bench`.
// Also times the same transactions straight on the database (no HTTP) to show where time goes.
import { signJwt } from '../src/jwt.ts';
import { startServer } from '../src/server.ts';
import {
  createThrowawayDatabase,
  type DatabaseKind,
  serverOptionsFor,
  TEST_JWT_SECRET,
} from '../src/test-support/harness.ts';

const CLIENTS = 50;
const PHASE_MS = Number(process.env.BENCH_PHASE_MS ?? 5000);
const USER = '0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b';
const SEEDED = 1000;

interface Result {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
}

async function load(work: () => Promise<boolean>): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + PHASE_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const ok = await work().catch(() => false);
        latencies.push(performance.now() - t);
        if (!ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50: pick(0.5),
    p95: pick(0.95),
  };
}

function line(kind: string, what: string, r: Result) {
  console.log(
    `| ${kind} | ${what} | ${Math.round(r.perSecond)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.errors} |`,
  );
}

async function benchmark(kind: DatabaseKind) {
  const database = await createThrowawayDatabase(kind);
  const server = await startServer(serverOptionsFor(database));
  try {
    await server.db.query(
      `insert into public.notes (owner, body) select $1::uuid, 'note ' || g from generate_series(1, ${SEEDED}) g`,
      [USER],
    );
    const token = await signJwt({ sub: USER, role: 'authenticated', aud: 'authenticated' }, TEST_JWT_SECRET, {
      expiresIn: 3600,
    });
    const headers = { apikey: server.keys.anonKey, Authorization: `Bearer ${token}` };
    const claims = JSON.stringify({ sub: USER, role: 'authenticated' });
    const randomId = () => 1 + Math.floor(Math.random() * SEEDED);

    line(
      kind,
      'REST select 1 row',
      await load(async () => {
        const res = await fetch(`${server.url}/rest/v1/notes?id=eq.${randomId()}&select=*`, { headers });
        const rows = (await res.json()) as unknown[];
        return res.status === 200 && rows.length === 1;
      }),
    );
    line(
      kind,
      'REST insert 1 row',
      await load(async () => {
        const res = await fetch(`${server.url}/rest/v1/notes`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ body: 'bench' }),
        });
        await res.arrayBuffer();
        return res.status === 201;
      }),
    );
    // The same work without HTTP, JWT or parsing: the database's share of a request.
    const setup = `select set_config('search_path', 'public, extensions', true), set_config('request.jwt.claims', $1, true),
      set_config('request.method', 'GET', true), set_config('role', 'authenticated', true)`;
    line(
      kind,
      'DB only: select tx',
      await load(() =>
        server.db.transaction(async (tx) => {
          await tx.query(setup, [claims]);
          const r = await tx.query(
            `select coalesce(json_agg(_r), '[]')::text as body from (select * from public.notes where id = $1::bigint) _r`,
            [randomId()],
          );
          return r.rows.length === 1;
        }),
      ),
    );
    line(
      kind,
      'DB only: insert tx',
      await load(() =>
        server.db.transaction(async (tx) => {
          await tx.query(setup, [claims]);
          await tx.query(
            `with _m as (insert into public.notes (body) select body from json_populate_recordset(null::public.notes, $1::json) returning 1) select count(*) from _m`,
            ['[{"body":"bench"}]'],
          );
          return true;
        }),
      ),
    );
  } finally {
    await server.close();
    await database.drop();
  }
}

console.log(
  `${CLIENTS} concurrent clients, ${PHASE_MS / 1000}s per phase, RLS on (policies with auth.uid())\n`,
);
console.log('| database | what | requests/s | p50 ms | p95 ms | errors |');
console.log('|---|---|---|---|---|---|');
const kinds = (process.env.BENCH_DATABASES?.split(',') as DatabaseKind[] | undefined) ?? [
  'pglite',
  'postgres',
];
for (const kind of kinds) await benchmark(kind);
