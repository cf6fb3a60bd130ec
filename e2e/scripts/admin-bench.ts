// The admin dashboard at scale: 100,000 bookings in PostgreSQL, or in the embedded PGlite that
// `pnpm start` runs on (`bench:admin pglite`, or BENCH_DATABASE=pglite), timed in the database
// (EXPLAIN ANALYZE under the admin's RLS), through the REST API (supabase-js, as the app calls it)
// and in Chromium (navigation to the first rows painted, a search round trip). Not a test: run
// `pnpm build && pnpm --filter @safari/e2e bench:admin [pglite]` (BENCH_RUNS=3 for issue 26's
// median of 3); results go to docs/benchmarks.md, the first-rows figure and its timeline to
// docs/performance.md. The browser's CPU is slowed so that every machine emulates the same staff
// computer, one of Lighthouse's benchmark index ≈ 1,500 (BENCH_STAFF_INDEX; BENCH_CPU_SLOWDOWN=X
// fixes the multiplier, 1 for none); the index, the multiplier and the load average are printed
// beside the figures, so two runs are compared only under like conditions.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { builtSite } from '@safari/site-server';
import { startServer } from '@safari/supabase-local';
import { createThrowawayDatabase } from '@safari/supabase-local/test-support';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { CHROMIUM_ARGS_NO_BROWSER_UI } from '../support/chromium.ts';
import { databaseFigures, GENERATE, median } from './admin-bench-data.ts';
import {
  filesHolding,
  readTimeline,
  TIMELINE_ROWS,
  type Timeline,
  watchMilestones,
} from './admin-bench-timeline.ts';
import { benchmarkIndex } from './benchmark-index.ts';
import { cpuSlowdownFor } from './lighthouse-report.ts';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PROFILE = process.env.BENCH_PROFILE;
/** BENCH_TRACE=<file>: a Chrome trace (DevTools' Performance panel) of the first measured visit. */
const TRACE = process.env.BENCH_TRACE;
const SEARCH = 'mwangi';
/** The staff computer every machine emulates: an office laptop a few years old (decision 172). */
const STAFF_INDEX = Number(process.env.BENCH_STAFF_INDEX ?? 1500);
const GIVEN_SLOWDOWN =
  process.env.BENCH_CPU_SLOWDOWN === undefined ? undefined : Number(process.env.BENCH_CPU_SLOWDOWN);
if (GIVEN_SLOWDOWN !== undefined && !(GIVEN_SLOWDOWN >= 1 && GIVEN_SLOWDOWN <= 30))
  throw new Error(`BENCH_CPU_SLOWDOWN needs a number from 1 to 30, not ${process.env.BENCH_CPU_SLOWDOWN}`);
const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** BENCH_SITE_DIR: another checkout's build (its shell, public-site and admin-app dist), to compare. */
const SITE_DIR = process.env.BENCH_SITE_DIR ?? REPO;
/** Which database serves the site: PostgreSQL on 127.0.0.1:5432, or PGlite in a throwaway folder. */
const DATABASE = process.env.BENCH_DATABASE ?? (process.argv.includes('pglite') ? 'pglite' : 'postgres');
if (DATABASE !== 'pglite' && DATABASE !== 'postgres')
  throw new Error(`BENCH_DATABASE is pglite or postgres, not ${DATABASE}`);
const ADMIN = { email: 'bench.admin@example.com', password: 'bench-admin-Passw0rd' };

const ms = (value: number) => value.toFixed(1);

/** A throwaway database of the kind asked for; PGlite is made by the server's own first start. */
async function throwawayDatabase(): Promise<{
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}> {
  if (DATABASE === 'postgres') return createThrowawayDatabase('postgres');
  const dataDir = await mkdtemp(join(tmpdir(), 'safari-admin-bench-'));
  return { dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
}

async function main() {
  const database = await throwawayDatabase();
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: database.dataDir,
    ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {}),
    jwtSecret: 'bench-only-jwt-secret-with-at-least-32-characters',
    site: builtSite({ siteDir: SITE_DIR }),
    log: () => {},
  });
  const options = {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  };
  try {
    const service = createClient(server.url, server.keys.serviceRoleKey, options);
    const { data: created, error } = await service.auth.admin.createUser({ ...ADMIN, email_confirm: true });
    if (error) throw error;
    const adminId = created.user.id;
    await service.from('user_roles').upsert({ user_id: adminId, role: 'admin' }, { onConflict: 'user_id' });

    const started = performance.now();
    await server.db.transaction(async (tx) => {
      // A bulk load: skip the pricing and realtime triggers (the figures are made right here).
      await tx.query('set local session_replication_role = replica');
      await tx.query(GENERATE, [BOOKINGS]);
    });
    await server.db.query('vacuum analyze public.bookings');
    const loadSeconds = (performance.now() - started) / 1000;
    const matching = (
      await server.db.query<{ n: string }>(
        `select count(*)::text as n from public.bookings where customer_name ilike $1 or customer_email ilike $1 or tour_name ilike $1`,
        [`%${SEARCH}%`],
      )
    ).rows[0]?.n;
    console.log(
      `Loaded ${BOOKINGS} bookings in ${loadSeconds.toFixed(1)} s; "${SEARCH}" matches ${matching}.`,
    );

    // 1. In the database, as the admin under RLS (what PostgREST runs, minus HTTP).
    const dbRows = await databaseFigures(server.db, adminId, SEARCH, RUNS);

    // 2. Through the REST API with supabase-js, the calls the dashboard makes.
    const admin = createClient(server.url, server.keys.anonKey, options);
    const { data: signIn, error: signInError } = await admin.auth.signInWithPassword(ADMIN);
    if (signInError || !signIn.session) throw signInError ?? new Error('No session');
    const timeRest = async (call: () => PromiseLike<{ error: unknown }>) => {
      const times: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        const t = performance.now();
        const { error: callError } = await call();
        if (callError) throw callError;
        if (run > 0) times.push(performance.now() - t);
      }
      return median(times);
    };
    const pattern = `"%${SEARCH}%"`;
    // The dashboard asks for the page (under RLS) and the count (the admin count RPC) at once.
    const pageAndCount = (search: boolean) => async () => {
      let page = admin.from('bookings').select('*');
      if (search) {
        page = page.or(
          `customer_name.ilike.${pattern},customer_email.ilike.${pattern},tour_name.ilike.${pattern}`,
        );
      }
      const [rows, count] = await Promise.all([
        page.order('created_at', { ascending: false }).order('id', { ascending: false }).range(0, 19),
        admin.rpc('admin_count_bookings', search ? { search_pattern: `%${SEARCH}%` } : {}),
      ]);
      return { error: rows.error ?? count.error };
    };
    const restRows = [
      ['first page + exact count', await timeRest(pageAndCount(false))],
      [`search "${SEARCH}" page + exact count`, await timeRest(pageAndCount(true))],
      ['summary RPC', await timeRest(() => admin.rpc('admin_booking_summary'))],
    ] as const;

    // 3. In Chromium: the built, composed site served by the same server.
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Each run is a new window; a person's window is open before they type the address, so its
      // own pages (the address bar's popups) are not loaded during the visit measured
      // (BENCH_BROWSER_UI=1 loads them, as the figures before 26 November 2026 18:40 UTC did).
      args: process.env.BENCH_BROWSER_UI
        ? ['--no-sandbox', '--disable-gpu']
        : [...CHROMIUM_ARGS_NO_BROWSER_UI],
    });
    const supabaseFiles = await filesHolding(SITE_DIR, 'GoTrueClient');
    const loadBefore = loadavg();
    const indexBefore = await benchmarkIndex(browser);
    // Measured again before every visit: this machine's speed drifts between visits.
    const slowdowns: number[] = [];
    const indices: number[] = [];
    const storageKey = `sb-${new URL(server.url).hostname.split('.')[0]}-auth-token`;
    const timelines: Timeline[] = [];
    const firstRows: number[] = [];
    const warmFirstRows: number[] = [];
    const summaryShown: number[] = [];
    const warmSummaryShown: number[] = [];
    const searchTrips: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      // A fresh browser signed in as staff: its own empty cache, the session already stored.
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        storageKey,
        JSON.stringify(signIn.session),
      ] as const);
      // tsx names inner functions with an `__name` helper the page does not have.
      await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
      await context.addInitScript(watchMilestones);
      const index = run === 0 ? indexBefore : await benchmarkIndex(browser);
      const slowdown = GIVEN_SLOWDOWN ?? cpuSlowdownFor(index, STAFF_INDEX);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      // BENCH_PROFILE=<file>: a CPU profile of the first measured fresh visit, for DevTools.
      const profiler = PROFILE && run === 1 ? cdp : null;
      if (profiler) {
        await profiler.send('Profiler.enable');
        await profiler.send('Profiler.setSamplingInterval', { interval: 500 });
        await profiler.send('Profiler.start');
      }
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      // The five figures, from the summary RPC: shown once the total reads 100,000.
      const total = page.getByTestId('summary-totalBookings').getByText(BOOKINGS.toLocaleString('en-US'));
      const timed = async (locator: typeof rows, since: number) => {
        await locator.first().waitFor();
        return performance.now() - since;
      };
      const tracing = TRACE && run === 1;
      if (tracing) await browser.startTracing(page, { path: TRACE, screenshots: false });
      let t = performance.now();
      await page.goto(`${server.url}/admin`);
      const [cold, coldSummary] = await Promise.all([timed(rows, t), timed(total, t)]);
      // What the first visit did on its way, read once the channel has joined and its refetch
      // (if any) has had time to go out.
      await page.locator('[data-live="subscribed"]').waitFor();
      await page.waitForTimeout(1500);
      const timeline = await page.evaluate(readTimeline, supabaseFiles);
      if (tracing) {
        await browser.stopTracing();
        console.log(`Trace of a fresh visit: ${TRACE}`);
      }
      if (profiler) {
        const { profile } = await profiler.send('Profiler.stop');
        await writeFile(PROFILE as string, JSON.stringify(profile));
        // Beside it, every request of the visit (page clock, ms), to read the waterfall.
        const requests = await page.evaluate(() =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
            url: entry.name,
            start: Math.round(entry.startTime),
            responseStart: Math.round(entry.responseStart),
            end: Math.round(entry.responseEnd),
            bytes: entry.encodedBodySize,
          })),
        );
        await writeFile(`${PROFILE}.requests.json`, JSON.stringify(requests, null, 1));
        console.log(`CPU profile of a fresh visit: ${PROFILE} (its requests: ${PROFILE}.requests.json)`);
      }
      t = performance.now();
      await page.reload();
      const [warm, warmSummary] = await Promise.all([timed(rows, t), timed(total, t)]);
      const search = page.getByLabel('Search bookings');
      await search.fill(SEARCH);
      t = performance.now();
      await search.press('Enter');
      await page
        .locator('.ant-pagination-total-text', {
          hasText: `of ${Number(matching).toLocaleString('en-US').replace(/,/g, '')} bookings`,
        })
        .waitFor();
      const trip = performance.now() - t;
      console.log(
        `${run === 0 ? 'warm-up' : `visit ${run}`}: index ${Math.round(index)}, CPU slowed ×${slowdown}, first row painted at ${timeline.rows ? ms(timeline.rows.end) : '–'} ms`,
      );
      if (run > 0) {
        slowdowns.push(slowdown);
        indices.push(index);
        timelines.push(timeline);
        firstRows.push(cold);
        warmFirstRows.push(warm);
        summaryShown.push(coldSummary);
        warmSummaryShown.push(warmSummary);
        searchTrips.push(trip);
      }
      await context.close();
    }
    const indexAfter = await benchmarkIndex(browser);
    const loadAfter = loadavg();
    await browser.close();

    const load = (a: number[]) => a.map((x) => x.toFixed(2)).join(' / ');
    console.log(
      `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${DATABASE === 'postgres' ? 'PostgreSQL (127.0.0.1:5432)' : 'PGlite (embedded, on its worker thread)'}; median of ${RUNS} runs after one warm-up; ${BOOKINGS} bookings.`,
    );
    const emulated =
      GIVEN_SLOWDOWN === undefined
        ? `×${Math.min(...slowdowns)}-${Math.max(...slowdowns)} (the index measured before each visit ÷ ${STAFF_INDEX}), a computer of index ≈ ${STAFF_INDEX}`
        : `×${GIVEN_SLOWDOWN} (given), a computer of index ≈ ${Math.round(median(indices) / GIVEN_SLOWDOWN)} (the visits' median index ÷ ${GIVEN_SLOWDOWN})`;
    console.log(
      `Chromium: CPU slowed ${emulated}; Lighthouse's CPU benchmark index ${Math.round(indexBefore)} before and ${Math.round(indexAfter)} after; load average ${load(loadBefore)} before and ${load(loadAfter)} after (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC); the build in ${SITE_DIR}.\n`,
    );
    console.log('| in the database (EXPLAIN ANALYZE, admin under RLS) | ms | plan |');
    console.log('| --- | --- | --- |');
    for (const [what, r] of dbRows) console.log(`| ${what} | ${ms(r.ms)} | ${r.plan} |`);
    console.log('\n| through REST (supabase-js in Node) | ms |');
    console.log('| --- | --- |');
    for (const [what, r] of restRows) console.log(`| ${what} | ${ms(r)} |`);
    console.log('\n| in Chromium | ms |');
    console.log('| --- | --- |');
    console.log(
      `| navigation to first rows painted, fresh context (nothing cached) | ${ms(median(firstRows))} |`,
    );
    console.log(`| reload to first rows painted (HTTP cache warm) | ${ms(median(warmFirstRows))} |`);
    console.log(`| navigation to the summary figures shown, fresh context | ${ms(median(summaryShown))} |`);
    console.log(
      `| reload to the summary figures shown (HTTP cache warm) | ${ms(median(warmSummaryShown))} |`,
    );
    console.log(`| search round trip (Enter → filtered total shown) | ${ms(median(searchTrips))} |`);
    console.log(
      `\n| fresh context: the first visit's timeline, ms from navigation start (median of ${timelines.length}) | start | end |`,
    );
    console.log('| --- | --- | --- |');
    for (const [what, pick] of TIMELINE_ROWS) {
      const spans = timelines.map(pick);
      const at = (key: 'start' | 'end') => {
        const values = spans.map((span) => span?.[key]).filter((v): v is number => v !== undefined);
        return values.length === spans.length ? ms(median(values)) : '–';
      };
      console.log(`| ${what} | ${at('start')} | ${at('end')} |`);
    }
    console.log(
      `| bookings page reads (\`/rest/v1/bookings\`) per visit | ${timelines.map((tl) => tl.bookingReads).join(', ')} | |`,
    );
    console.log(
      `| role reads (\`/rest/v1/user_roles\`) per visit | ${timelines.map((tl) => tl.roleReads).join(', ')} | |`,
    );
  } finally {
    await server.close();
    await database.drop();
  }
}

await main();
