// The admin dashboard at scale: 100,000 bookings in PostgreSQL, timed in the database (EXPLAIN
// ANALYZE under the admin's RLS), through the REST API (supabase-js, as the app calls it) and in
// Chromium (navigation to the first rows painted, a search round trip). Not a test: run
// `pnpm build && pnpm --filter @safari/e2e bench:admin` (BENCH_RUNS=3 for issue 26's median of
// 3); results go to docs/benchmarks.md, the first-rows figure and its timeline to
// docs/performance.md. The machine is shared: Lighthouse's CPU benchmark index and the load
// average are printed beside the figures, so two runs are compared only under like conditions.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { builtSite } from '@safari/site-server';
import { startServer } from '@safari/supabase-local';
import { createThrowawayDatabase } from '@safari/supabase-local/test-support';
import { createClient } from '@supabase/supabase-js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import WebSocket from 'ws';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PROFILE = process.env.BENCH_PROFILE;
const SEARCH = 'mwangi';
const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** BENCH_SITE_DIR: another checkout's build (its shell, public-site and admin-app dist), to compare. */
const SITE_DIR = process.env.BENCH_SITE_DIR ?? REPO;
const ADMIN = { email: 'bench.admin@example.com', password: 'bench-admin-Passw0rd' };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number) => value.toFixed(1);

// Names and places a Tanzanian operator's bookings would carry; a fixed mix so the search term
// matches a known share of rows (1 surname in 12 → about 8 %).
const GENERATE = `
insert into public.bookings (
  reference, customer_name, customer_email, customer_phone, tour_name, tour_slug, tour_date,
  end_date, adults, youths, number_of_guests, amount, status, special_requirements, created_at,
  updated_at)
select
  'TZ-' || (select string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ((i / (32 ^ k)::bigint) % 32)::int + 1, 1), '' order by k)
            from generate_series(0, 5) as k),
  (array['Amina','Baraka','Neema','Juma','Imani','Rehema','Sarah','John','Emma','Lucas','Aisha','Peter'])[i % 12 + 1]
    || ' ' ||
  (array['Mwangi','Kimaro','Mushi','Smith','Müller','Dubois','Rossi','Okafor','Hansen','Lema','Massawe','Tanaka'])[(i / 12) % 12 + 1],
  'traveller' || i || '@example.com',
  '+255 7' || lpad((i % 100000000)::text, 8, '0'),
  t.title, t.slug,
  current_date + (i % 730) - 365,
  current_date + (i % 730) - 365 + t.days - 1,
  1 + i % 4, i % 3, 1 + i % 4 + i % 3,
  (1 + i % 4) * t.adult + (i % 3) * t.youth,
  (array['pending','confirmed','cancelled'])[i % 3 + 1]::public.booking_status,
  case when i % 5 = 0 then 'Vegetarian meals, please' end,
  now() - make_interval(mins => i * 7),
  now() - make_interval(mins => i * 7)
from generate_series(1, $1::int) as i
cross join lateral (
  select * from (values
    ('serengeti-migration', '8 Day Explore Serengeti Great Wildebeests Migration Tour', 8, 2970, 1485),
    ('living-among-lions', '5 Day Living Among Lions - High-End', 5, 4470, 3350),
    ('tarangire-safari', '3 Day Luxury Safari - Tarangire NP & Ngorongoro Crater', 3, 1100, 950),
    ('manyara-safari', '4 Day Manyara, Serengeti and Ngorongoro Mid-Range Safari', 4, 1834, 1500),
    ('kilimanjaro-safari', '6-Day Kilimanjaro Hike, Safari and Tanzania Recovery', 6, 2068, 1654)
  ) as v(slug, title, days, adult, youth)
  offset i % 5 limit 1
) as t
`;

async function main() {
  const database = await createThrowawayDatabase('postgres');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl as string,
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
    const claims = JSON.stringify({ sub: adminId, role: 'authenticated' });
    const explain = async (sql: string) => {
      const times: number[] = [];
      let plan = '';
      for (let run = 0; run <= RUNS; run++) {
        const result = await server.db.transaction(async (tx) => {
          await tx.query(
            `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
            [claims],
          );
          return tx.query<{ 'QUERY PLAN': unknown }>(`explain (analyze, format json) ${sql}`);
        });
        const [root] = (result.rows[0]?.['QUERY PLAN'] ?? []) as {
          'Execution Time': number;
          Plan: Record<string, unknown>;
        }[];
        if (!root) throw new Error(`No plan for ${sql}`);
        if (run > 0) times.push(root['Execution Time']); // the first run warms the cache
        plan = planSummary(root.Plan);
      }
      return { ms: median(times), plan };
    };
    const page20 = `select * from public.bookings order by created_at desc, id desc limit 20`;
    const searchWhere = `customer_name ilike '%${SEARCH}%' or customer_email ilike '%${SEARCH}%' or tour_name ilike '%${SEARCH}%'`;
    const dbRows = [
      ['first page (20 rows, newest first)', await explain(page20)],
      ['exact count of all bookings under RLS', await explain('select count(*) from public.bookings')],
      [
        `search "${SEARCH}": first page`,
        await explain(
          `select * from public.bookings where ${searchWhere} order by created_at desc, id desc limit 20`,
        ),
      ],
      [
        `search "${SEARCH}": exact count under RLS (before the count RPC)`,
        await explain(`select count(*) from public.bookings where ${searchWhere}`),
      ],
      ['count RPC, no filter (admin_count_bookings)', await explain('select public.admin_count_bookings()')],
      [`count RPC, search "${SEARCH}"`, await explain(`select public.admin_count_bookings('%${SEARCH}%')`)],
      [
        'status = pending, from 30 days ago: first page',
        await explain(
          `select * from public.bookings where status = 'pending' and tour_date >= current_date - 30 order by created_at desc, id desc limit 20`,
        ),
      ],
      ['summary RPC (admin_booking_summary)', await explain('select * from public.admin_booking_summary()')],
    ] as const;

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
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const supabaseFiles = await filesHolding(SITE_DIR, 'GoTrueClient');
    const loadBefore = loadavg();
    const indexBefore = await benchmarkIndex(browser);
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
      const page = await context.newPage();
      // BENCH_PROFILE=<file>: a CPU profile of the first measured fresh visit, for DevTools.
      const profiler = PROFILE && run === 1 ? await context.newCDPSession(page) : null;
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
      let t = performance.now();
      await page.goto(`${server.url}/admin`);
      const [cold, coldSummary] = await Promise.all([timed(rows, t), timed(total, t)]);
      // What the first visit did on its way, read once the channel has joined and its refetch
      // (if any) has had time to go out.
      await page.locator('[data-live="subscribed"]').waitFor();
      await page.waitForTimeout(1500);
      const timeline = await page.evaluate(readTimeline, supabaseFiles);
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
      if (run > 0) {
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
      `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, PostgreSQL (127.0.0.1:5432); median of ${RUNS} runs after one warm-up; ${BOOKINGS} bookings.`,
    );
    console.log(
      `Chromium: Lighthouse's CPU benchmark index ${Math.round(indexBefore)} before and ${Math.round(indexAfter)} after; load average ${load(loadBefore)} before and ${load(loadAfter)} after (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC); the build in ${SITE_DIR}.\n`,
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
  } finally {
    await server.close();
    await database.drop();
  }
}

/** The names of the built scripts (of every app) whose code holds `marker`. */
async function filesHolding(repo: string, marker: string): Promise<string[]> {
  const found: string[] = [];
  for (const app of ['shell', 'public-site', 'admin-app']) {
    const dir = join(repo, app, 'dist', 'assets');
    for (const file of await readdir(dir)) {
      if (file.endsWith('.js') && (await readFile(join(dir, file), 'utf8')).includes(marker))
        found.push(file);
    }
  }
  return found;
}

/** Lighthouse's own CPU benchmark, run in a page (higher is faster): the median of three. */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  const found: number[] = [];
  for (let i = 0; i < 3; i += 1) found.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  await page.close();
  return median(found);
}

interface Span {
  readonly start: number;
  readonly end: number;
}

/** The first visit's milestones, ms from navigation start (the page's own clock). */
interface Timeline {
  readonly shellEntry?: Span;
  readonly adminEntry?: Span;
  /** The admin's largest script (antd's chunk). */
  readonly adminChunk?: Span;
  readonly supabaseJs?: Span;
  /** From the first role request sent to the last answered (the guard's and the auth store's). */
  readonly roleCheck?: Span;
  readonly firstBookingsRead?: Span;
  readonly countRpc?: Span;
  readonly summaryRpc?: Span;
  /** The first row in the DOM (start) and the frame that paints it (end). */
  readonly rows?: Span;
  /** The live channel's tag reading 'Live'. */
  readonly subscribed?: Span;
  /** Every `/rest/v1/bookings` request of the visit, the first page's and any refetch. */
  readonly bookingReads: number;
}

const TIMELINE_ROWS: readonly (readonly [string, (timeline: Timeline) => Span | undefined])[] = [
  ["shell's first module", (t) => t.shellEntry],
  ["admin's remoteEntry.js", (t) => t.adminEntry],
  ["admin's largest script (antd's chunk)", (t) => t.adminChunk],
  ['supabase-js', (t) => t.supabaseJs],
  ['role check (`user_roles`), first sent → last answered', (t) => t.roleCheck],
  ['first bookings page (`/rest/v1/bookings`)', (t) => t.firstBookingsRead],
  ['its count (`admin_count_bookings`)', (t) => t.countRpc],
  ['summary (`admin_booking_summary`)', (t) => t.summaryRpc],
  ['first row in the DOM → the frame that paints it', (t) => t.rows],
  ["live channel 'Subscribed' (tag reads Live)", (t) => t.subscribed],
];

/** Init script: notes when the first booking row and the Live tag appear (page clock). */
function watchMilestones() {
  performance.setResourceTimingBufferSize(2000);
  const marks: Record<string, { start: number; end: number }> = {};
  (window as unknown as { __benchMarks: typeof marks }).__benchMarks = marks;
  const watch = (name: string, selector: string) => {
    const seen = () => {
      if (marks[name] || !document.querySelector(selector)) return false;
      const start = performance.now();
      marks[name] = { start, end: start };
      requestAnimationFrame(() => {
        marks[name] = { start, end: performance.now() };
      });
      return true;
    };
    const observer = new MutationObserver(() => {
      if (seen()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  };
  watch('rows', '.ant-table-tbody tr.ant-table-row');
  watch('subscribed', '[data-live="subscribed"]');
}

/** In the page: the milestones and the resource timings of the visit. */
function readTimeline(supabaseFiles: readonly string[]): Timeline {
  const marks = (window as unknown as { __benchMarks: Record<string, Span> }).__benchMarks;
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const span = (entry: PerformanceResourceTiming | undefined) =>
    entry ? { start: entry.startTime, end: entry.responseEnd } : undefined;
  const matching = (test: (url: URL) => boolean) => entries.filter((entry) => test(new URL(entry.name)));
  const first = (test: (url: URL) => boolean) => span(matching(test)[0]);
  const scripts = matching((url) => url.pathname.endsWith('.js'));
  const adminScripts = scripts.filter((entry) =>
    new URL(entry.name).pathname.startsWith('/remotes/admin-app/'),
  );
  const largest = [...adminScripts].sort((a, b) => b.encodedBodySize - a.encodedBodySize)[0];
  const roles = matching((url) => url.pathname === '/rest/v1/user_roles');
  const bookings = matching((url) => url.pathname === '/rest/v1/bookings');
  return {
    shellEntry: span(scripts[0]),
    adminEntry: first(
      (url) => url.pathname.startsWith('/remotes/admin-app/') && url.pathname.endsWith('/remoteEntry.js'),
    ),
    adminChunk: span(largest),
    // supabase-js, from whichever app's build the shared client module took it.
    supabaseJs: span(scripts.find((entry) => supabaseFiles.some((file) => entry.name.endsWith(`/${file}`)))),
    roleCheck: roles.length
      ? {
          start: Math.min(...roles.map((entry) => entry.startTime)),
          end: Math.max(...roles.map((entry) => entry.responseEnd)),
        }
      : undefined,
    firstBookingsRead: span(bookings[0]),
    countRpc: first((url) => url.pathname === '/rest/v1/rpc/admin_count_bookings'),
    summaryRpc: first((url) => url.pathname === '/rest/v1/rpc/admin_booking_summary'),
    rows: marks.rows,
    subscribed: marks.subscribed,
    bookingReads: bookings.length,
  };
}

/** 'Limit → Index Scan using bookings_created_at_idx' */
function planSummary(node: Record<string, unknown>, depth = 0): string {
  const name = `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`;
  const children = (node.Plans as Record<string, unknown>[] | undefined) ?? [];
  if (depth >= 3 || children.length === 0) return name;
  return `${name} → ${children.map((child) => planSummary(child, depth + 1)).join(' + ')}`;
}

await main();
