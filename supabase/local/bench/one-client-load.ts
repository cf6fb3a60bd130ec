// Issue 25: what one client's load costs everybody else. The server runs in a child process
// (bench/load-server.ts); a bystander on a worker thread of this process asks it for one row over
// REST every 25 ms and times each answer, while this thread drives each load in turn. Printed per
// load: the bystander's slowest and 99th-percentile answer, and the server's peak resident memory
// and JavaScript heap (sampled every 100 ms). Not a test (timings depend on the machine):
// `pnpm --filter @safari/supabase-local bench:load [pglite|postgres] [load …]`.
import { type ChildProcess, fork } from 'node:child_process';
import { connect } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import WebSocket from 'ws';
import { openPhoenixSocket } from '../src/realtime/test-support.ts';

type Keys = { anonKey: string; serviceRoleKey: string };
type Usage = { rss: number; heapUsed: number };

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

// The bystander: one request at a time, on its own thread so this thread's work does not delay it.
const bystanderCode = `
const { parentPort, workerData } = require('node:worker_threads');
let times = [];
let running = true;
parentPort.on('message', (m) => {
  if (m === 'take') { parentPort.postMessage(times); times = []; }
  if (m === 'stop') running = false;
});
(async () => {
  while (running) {
    const started = performance.now();
    try {
      const res = await fetch(workerData.url + '/rest/v1/items?select=id,name&id=eq.1', {
        headers: { apikey: workerData.anonKey },
        signal: AbortSignal.timeout(60000),
      });
      await res.text();
      times.push(res.status === 200 ? performance.now() - started : -1);
    } catch { times.push(-1); }
    await new Promise((r) => setTimeout(r, 25));
  }
})();
`;
const bystander = new Worker(bystanderCode, { eval: true, workerData: { url, anonKey: keys.anonKey } });
const takeTimes = () =>
  new Promise<number[]>((resolve) => {
    bystander.once('message', resolve);
    bystander.postMessage('take');
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  await takeTimes();
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
  const times = await takeTimes();
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

const openSocket = () => openPhoenixSocket(url, keys.anonKey);

/** A 4 kB ILIKE filter, different per tag, that scans a long row and fails at its end. */
const longIlike = (tag: string) => `name=ilike.%${tag}%${'a_'.repeat(256)}%${'x'.repeat(3500)}q`;

const service = { apikey: keys.anonKey, Authorization: `Bearer ${keys.serviceRoleKey}` };
const insertItem = (id: number, name: string) =>
  fetch(`${url}/rest/v1/items`, {
    method: 'POST',
    headers: { ...service, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ id, name, price: 1 }),
  });

console.log(
  `database ${kind}; load average at start ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}`,
);
// The first request loads the schema cache: not what is measured.
await (await fetch(`${url}/rest/v1/items?select=id&id=eq.1`, { headers: { apikey: keys.anonKey } })).text();
await measure('idle', async () => {
  await sleep(3000);
  return 'no load, 3 s';
});

await measure('realtime-sockets', async () => {
  // Issue 25: 1,100 sockets with 100 subscriptions each from one address, 4 kB ILIKE filters.
  const sockets: Awaited<ReturnType<typeof openSocket>>[] = [];
  let joined = 0;
  for (let batch = 0; batch < 1100; batch += 50) {
    const opened = await Promise.all(Array.from({ length: 50 }, () => openSocket()));
    sockets.push(...opened);
    const statuses = await Promise.all(
      opened.map((socket, i) =>
        socket.join(
          `s${batch + i}`,
          Array.from({ length: 100 }, (_, k) => ({
            event: '*',
            schema: 'public',
            table: 'items',
            filter: longIlike(`${batch + i}-${k}`),
          })),
        ),
      ),
    );
    joined += statuses.filter((reply) => reply.status === 'ok').length;
  }
  const { counts } = await memory();
  const open = sockets.filter((socket) => socket.ws.readyState === WebSocket.OPEN).length;
  for (const socket of sockets) socket.ws.terminate();
  return `1,100 sockets × 100 subscriptions asked: ${open} stayed open, ${joined} joins accepted, ${counts.subscriptions} subscriptions held`;
});

await measure('realtime-ilike', async () => {
  // 10 sockets × 99 different 4 kB ILIKE filters (the address's cap is 1,000), then five
  // 5,000-character rows inserted.
  const sockets = await Promise.all(Array.from({ length: 10 }, () => openSocket()));
  await Promise.all(
    sockets.map((socket, s) =>
      socket.join(
        `ilike-${s}`,
        Array.from({ length: 99 }, (_, i) => ({
          event: 'INSERT',
          schema: 'public',
          table: 'items',
          filter: longIlike(`${s}-${i}`),
        })),
      ),
    ),
  );
  await sleep(300);
  for (let i = 0; i < 5; i++) {
    const res = await insertItem(100 + i, `${'a'.repeat(2500)}needle${i}${'b'.repeat(2493)}`);
    if (res.status !== 201) throw new Error(`insert answered ${res.status}`);
  }
  await sleep(1000);
  for (const socket of sockets) socket.ws.terminate();
  return '990 subscriptions, five 5,000-character rows';
});

await measure('rest-regex', async () => {
  const hostile = Array.from({ length: 180 }, (_, i) => `name.match."(\\w{1,100}){1,99}x${i}"`).join(',');
  // The heaviest set the weight allows: 8 patterns of total weight 256 against a 5,000-character row.
  const heavy = Array.from({ length: 8 }, (_, i) => `name.match."(\\w{1,4}){1,7}y${i}"`).join(',');
  const statuses = new Map<number, number>();
  for (let round = 0; round < 10; round++) {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        fetch(`${url}/rest/v1/items?select=id&or=(${encodeURIComponent(i % 2 === 0 ? hostile : heavy)})`, {
          headers: { apikey: keys.anonKey },
        }),
      ),
    );
    for (const res of answers) {
      await res.text();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  }
  return `50 requests (180 costly patterns, or 8 of the accepted worst weight): ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')}`;
});

const wrongSignIns = async (n: number, addresses: number) => {
  const statuses = new Map<number, number>();
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: keys.anonKey,
          'Content-Type': 'application/json',
          // Each burst from addresses of its own, so one burst's allowance is not the next one's.
          'X-Forwarded-For': `10.${n % 256}.${Math.floor((i % addresses) / 250)}.${(i % addresses) % 250}`,
        },
        body: JSON.stringify({ email: `guess-${n}-${i}@example.com`, password: `wrong-${i}` }),
      }),
    ),
  );
  for (const res of answers) {
    await res.text();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  return `${n} wrong sign-ins at once from ${addresses} address(es): ${[...statuses].map(([s, k]) => `${k}× ${s}`).join(', ')}`;
};
await measure('signins-30', () => wrongSignIns(30, 1));
await measure('signins-200', () => wrongSignIns(200, 200));

await measure('function-100mb', async () => {
  // A 100 MB body to an edge function with a staff (service role) token, sent as fast as it goes.
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (data) => {
    answer += data.toString('latin1');
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    `POST /functions/v1/echo HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${keys.serviceRoleKey}\r\napikey: ${keys.anonKey}\r\nContent-Type: application/json\r\nContent-Length: 100000000\r\n\r\n`,
  );
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  let sent = 0;
  while (sent < 100 && !socket.destroyed && !answer) {
    if (!socket.write(chunk))
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
    sent += 1;
  }
  await Promise.race([closed, sleep(5000)]);
  socket.destroy();
  return `100 MB announced, ${sent} MB written before the answer: ${answer.split('\r\n')[0] || 'no answer'}`;
});

await measure('trickle', async () => {
  // 50 connections sending a body one byte every 5 s; how long until the server closes them.
  const started = performance.now();
  const closings = Array.from({ length: 50 }, () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      `POST /rest/v1/items HTTP/1.1\r\nHost: localhost\r\napikey: ${keys.anonKey}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`,
    );
    const timer = setInterval(() => socket.write('a'), 5000);
    // The server's answer (408) or its end of the connection, whichever the client sees first.
    return new Promise<number>((resolve) => {
      const done = () => {
        clearInterval(timer);
        resolve(performance.now() - started);
      };
      socket.once('data', done);
      socket.once('end', done);
      socket.once('close', done);
    });
  });
  const times = await Promise.race([Promise.all(closings), sleep(120_000).then(() => [] as number[])]);
  return times.length > 0
    ? `50 connections trickling 1 byte per 5 s: all closed by the server after ${(Math.max(...times) / 1000).toFixed(1)} s`
    : '50 connections trickling: still open after 120 s';
});

bystander.postMessage('stop');
await bystander.terminate();
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
