// How many prerendered pages the local server composes and sends per second: every public
// route in turn, gzip as a phone asks, first one at a time (latency) and then from 16 clients at
// once (throughput). Not a test: run `pnpm build && pnpm --filter @safari/e2e bench:pages`;
// results go to docs/benchmarks.md. PAGES_BENCH_PORT (default 3292), PAGES_BENCH_SECONDS (5).
import { cpus, loadavg } from 'node:os';
import { PUBLIC_ROUTES } from '../support/routes.ts';
import { startBuiltSite } from './built-site.ts';

const port = Number(process.env.PAGES_BENCH_PORT ?? 3292);
const seconds = Number(process.env.PAGES_BENCH_SECONDS ?? 5);

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;

async function fetchPage(origin: string, route: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}${route}`, { headers: { 'Accept-Encoding': 'gzip' } });
  const html = await response.text();
  if (response.status !== 200 || !html.includes('<h1')) {
    throw new Error(`${route} answered ${response.status} without its heading`);
  }
  return performance.now() - started;
}

/** `clients` loops asking for the routes in turn until the time is up. */
async function run(origin: string, clients: number) {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const route = PUBLIC_ROUTES[next++ % PUBLIC_ROUTES.length] ?? '/';
        times.push(await fetchPage(origin, route));
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    clients,
    'pages/s': Math.round(times.length / seconds),
    'p50 ms': percentile(times, 0.5).toFixed(1),
    'p95 ms': percentile(times, 0.95).toFixed(1),
  };
}

const site = await startBuiltSite(port);
try {
  // Compression of the scripts warms in the background after a start; let it finish first.
  for (const route of PUBLIC_ROUTES) await fetchPage(site.origin, route);
  await new Promise((r) => setTimeout(r, 3000));
  const load = loadavg()[0]?.toFixed(2);
  const rows = [await run(site.origin, 1), await run(site.origin, 16)];
  console.log(`${PUBLIC_ROUTES.length} routes, ${seconds} s each, ${cpus().length} cores, load ${load}`);
  console.table(rows);
} finally {
  await site.stop();
}
