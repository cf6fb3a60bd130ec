// Issue 25: what one client's load costs everybody else. The server runs in a child process
// (bench/load-server.ts); a bystander on a worker thread of this process asks it for one row over
// REST every 25 ms and times each answer, while this thread drives each load in turn. Printed per
// load: the bystander's slowest and 99th-percentile answer, and the server's peak resident memory
// and JavaScript heap (sampled every 100 ms). Not a test (timings depend on the machine):
// `pnpm --filter @safari/supabase-local bench:load [pglite|postgres] [load …]`.
//
// The loads are in bench/load/, one file per family; this file runs them in turn and measures.
import { type ChildProcess, fork } from 'node:child_process';
import { loadavg, setPriority } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBystander } from './load/bystander.ts';
import { connectionLoads } from './load/connection-loads.ts';
import { realtimeLoads } from './load/realtime-loads.ts';
import { requestLoads } from './load/request-loads.ts';
import { type Keys, type Load, type LoadTarget, sleep, type Usage } from './load/target.ts';

const here = dirname(fileURLToPath(import.meta.url));
const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const only = process.argv.slice(3);

const child: ChildProcess = fork(join(here, 'load-server.ts'), [kind], { execArgv: ['--import', 'tsx'] });
const ready = await new Promise<{ url: string; keys: Keys }>((resolve) =>
  child.on('message', (message: { type: string; url: string; keys: Keys }) => {
    if (message.type === 'ready') resolve(message);
  }),
);
const { url, keys } = ready;
const port = Number(new URL(url).port);

function memory(): Promise<{ usage: Usage; counts: Record<string, number> }> {
  return new Promise((resolve) => {
    const listener = (message: { type: string; usage: Usage; counts: Record<string, number> }) => {
      if (message.type !== 'memory') return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
    child.send({ type: 'memory' });
  });
}
const target: LoadTarget = { url, port, keys, memory };

const bystander = startBystander(url, keys.anonKey);

// The attacking clients share this machine's cores with the server, which a remote attacker's
// would not. BENCH_ATTACKER_NICE lowers this thread's priority only (on Linux a nice value is
// per thread): the server's process and the bystander's thread, made before, keep theirs.
const attackerNice = Number(process.env.BENCH_ATTACKER_NICE ?? 0);
if (attackerNice > 0) setPriority(attackerNice);

interface Row {
  load: string;
  detail: string;
  requests: number;
  failed: number;
  p99: number;
  worst: number;
  rssMb: number;
  heapMb: number;
}
const rows: Row[] = [];

async function measure(load: string, run: () => Promise<string>): Promise<void> {
  if (only.length > 0 && !only.includes(load)) return;
  await sleep(500);
  await bystander.takeTimes();
  let peak = { rss: 0, heapUsed: 0 };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { usage } = await memory();
      peak = { rss: Math.max(peak.rss, usage.rss), heapUsed: Math.max(peak.heapUsed, usage.heapUsed) };
      await sleep(100);
    }
  })();
  const detail = await run();
  await sleep(500);
  sampling = false;
  await sampler;
  const times = await bystander.takeTimes();
  const ok = times.filter((t) => t >= 0).sort((a, b) => a - b);
  const row: Row = {
    load,
    detail,
    requests: times.length,
    failed: times.length - ok.length,
    p99: ok[Math.min(ok.length - 1, Math.floor(ok.length * 0.99))] ?? Number.NaN,
    worst: ok.at(-1) ?? Number.NaN,
    rssMb: peak.rss / 1024 / 1024,
    heapMb: peak.heapUsed / 1024 / 1024,
  };
  rows.push(row);
  console.log(
    `${load}: ${detail}; bystander ${row.requests} requests (${row.failed} failed), p99 ${row.p99.toFixed(0)} ms, worst ${row.worst.toFixed(0)} ms; server peak rss ${row.rssMb.toFixed(0)} MB, heap ${row.heapMb.toFixed(0)} MB`,
  );
}

const idle: Load = {
  name: 'idle',
  async run() {
    await sleep(3000);
    return 'no load, 3 s';
  },
};

console.log(
  `database ${kind}; attacker nice ${attackerNice}; load average at start ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}`,
);
// The first request loads the schema cache: not what is measured.
await (await fetch(`${url}/rest/v1/items?select=id&id=eq.1`, { headers: { apikey: keys.anonKey } })).text();
for (const load of [idle, ...realtimeLoads, ...requestLoads, ...connectionLoads]) {
  await measure(load.name, () => load.run(target));
}

await bystander.stop();
child.send({ type: 'stop' });
console.log(
  `\n| load | what | bystander requests (failed) | p99 ms | worst ms | server peak rss MB | heap MB |\n| --- | --- | --- | --- | --- | --- | --- |\n${rows
    .map(
      (r) =>
        `| ${r.load} | ${r.detail} | ${r.requests} (${r.failed}) | ${r.p99.toFixed(0)} | ${r.worst.toFixed(0)} | ${r.rssMb.toFixed(0)} | ${r.heapMb.toFixed(0)} |`,
    )
    .join('\n')}`,
);
console.log(
  `load average at end ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}`,
);
