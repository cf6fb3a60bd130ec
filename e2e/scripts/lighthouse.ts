// `pnpm bench:lighthouse`: Lighthouse (mobile, simulated throttling) on every public page and on
// the not-found page of the BUILT site, median of 3 runs, table → docs/performance.md.
// The CPU slowdown is calibrated first (Lighthouse's benchmark index of this machine ÷ 600), so
// the table describes the same phone on a fast machine and a slow one; each route is also run at
// Lighthouse's default ×4 for comparison with other sites. Scores are recorded, not asserted: the
// exit code is non-zero only when something broke (a run that failed twice, an HTTP error). Options:
//   --routes /,/tours   only these paths (the docs are then not written)
//   --runs N            runs per route, default 3 (the docs are written only with 3)
//   --no-write          print, do not touch docs/performance.md
//   --cpu-slowdown X    use ×X instead of calibrating (the docs are then not written)
//   --no-default        skip the runs at Lighthouse's default ×4 (the docs are then not written)
//   --throttling-method devtools
//                       slow the page's network (slow 4G) and CPU for real while it loads, instead
//                       of Lighthouse's simulation (same CPU multiplier; printed only, issue 40)
//   --photos [--grain G] the pages the operator's photographs change (/ and a tour), built with
//                       generated photographs (grain 0-1, default 1: a worst case for their weight)
//                       into a temporary folder; printed only (issue 17, decision 114)
// LIGHTHOUSE_PORT (default 3290) is where the site is served; CHROME_PATH picks the browser.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../support/chromium.ts';
import { buildSiteWithPhotographs, writePhotograph } from '../support/photographs.ts';
import { PUBLIC_ROUTES } from '../support/routes.ts';
import { assertBuilt, REPO, startBuiltSite } from './built-site.ts';
import {
  describeCircumstances,
  renderProblems,
  renderShortfalls,
  renderTable,
  replaceSection,
} from './lighthouse-markdown.ts';
import { DEFAULT_CPU_SLOWDOWN, medianBy, type RouteResult } from './lighthouse-report.ts';
import { calibrate, measure, NOT_FOUND_ROUTE, type ThrottlingMethod } from './lighthouse-runs.ts';

const DEFAULT_RUNS = 3;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const DOC = join(REPO, 'docs', 'performance.md');

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    routes: { type: 'string' },
    runs: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    photos: { type: 'boolean', default: false },
    grain: { type: 'string' },
    'cpu-slowdown': { type: 'string' },
    'no-default': { type: 'boolean', default: false },
    'throttling-method': { type: 'string', default: 'simulate' },
  },
});
const method = values['throttling-method'];
if (method !== 'simulate' && method !== 'devtools')
  throw new Error(`--throttling-method is simulate or devtools, not ${method}`);
const throttlingMethod: ThrottlingMethod = method;
const grain = Number(values.grain ?? 1);
if (!(grain >= 0 && grain <= 1)) throw new Error(`--grain needs a number from 0 to 1, not ${values.grain}`);
/** What `--photos` photographs: the home page's heroes and every picture of one tour. */
const PHOTOGRAPHED_TOUR = 'serengeti-migration';
const PHOTOGRAPHED = [
  'site/home-hero',
  'site/custom-safari',
  `tours/${PHOTOGRAPHED_TOUR}/hero`,
  ...[1, 2, 3].map((n) => `tours/${PHOTOGRAPHED_TOUR}/gallery-${n}`),
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `tours/${PHOTOGRAPHED_TOUR}/day-${n}`),
];
const runs = Number(values.runs ?? DEFAULT_RUNS);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs needs a whole number of 1 or more, not ${values.runs}`);
const allRoutes = [...PUBLIC_ROUTES, NOT_FOUND_ROUTE];
const routes = values.routes
  ? values.routes
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean)
  : values.photos
    ? ['/', `/tour/${PHOTOGRAPHED_TOUR}`]
    : allRoutes;
const givenSlowdown = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
if (givenSlowdown !== undefined && !(givenSlowdown >= 1 && givenSlowdown <= 30))
  throw new Error(`--cpu-slowdown needs a number from 1 to 30, not ${values['cpu-slowdown']}`);
// A partial table, or one of another build or setting, would replace the full one and make the
// document untrue.
const complete =
  !values.routes &&
  !values.photos &&
  runs === DEFAULT_RUNS &&
  givenSlowdown === undefined &&
  !values['no-default'] &&
  throttlingMethod === 'simulate';
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3290);

// What must be stopped however the script ends, the latest first.
const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp() {
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      console.error('cleaning up:', error);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the site server…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

function printAccessibilityFailures(results: readonly RouteResult[]) {
  const failing = results.filter((r) => (r.accessibilityMedian?.accessibilityFailures.length ?? 0) > 0);
  if (failing.length === 0) {
    console.log('\nNo accessibility audit fails.');
    return;
  }
  console.log('\nFailing accessibility audits (from the median accessibility run of each route):');
  for (const r of failing) {
    console.log(`\n${r.route} (accessibility ${r.accessibilityMedian?.accessibility})`);
    for (const audit of r.accessibilityMedian?.accessibilityFailures ?? []) {
      console.log(`  ${audit.id}: ${audit.title} (${audit.count} element${audit.count === 1 ? '' : 's'})`);
      if (audit.selector) console.log(`    first: ${audit.selector}`);
      if (audit.snippet) console.log(`           ${audit.snippet}`);
    }
  }
}

async function main(): Promise<number> {
  assertBuilt();
  const loadBefore = loadavg();
  const started = Date.now();
  const siteEnv: Record<string, string> = {};
  if (values.photos) {
    const work = await mkdtemp(join(tmpdir(), 'safari-lighthouse-photos-'));
    cleanups.push(() => rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }));
    console.log(
      `Making ${PHOTOGRAPHED.length} photographs (3000×2000, grain ${grain}) and building the public-site with them…`,
    );
    for (const id of PHOTOGRAPHED) await writePhotograph(join(work, 'photos'), id, 3000, 2000, { grain });
    await buildSiteWithPhotographs(join(work, 'photos'), join(work, 'site'));
    siteEnv.SITE_DIR = join(work, 'site');
  }
  console.log(`Serving the build on port ${port} (over a copy of the migrated database)…`);
  const site = await startBuiltSite(port, undefined, siteEnv);
  cleanups.push(() => site.stop());
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    // Ctrl-C is ours to handle: the server has to stop too.
    handleSIGINT: false,
  });
  cleanups.push(() => chrome.kill());
  // The user agent says 156.0.0.0 these days; the DevTools endpoint still gives the full version.
  const { Browser: browser } = (await (
    await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
  ).json()) as {
    Browser: string;
  };
  console.log('Calibrating: three short runs of / for the CPU benchmark index…');
  const calibration = await calibrate(chrome.port, `${site.origin}/`, givenSlowdown);
  console.log(
    `Benchmark index ${Math.round(calibration.benchmarkIndex)}: CPU slowed ×${calibration.cpuSlowdown} (${calibration.chosen}).`,
  );
  console.log(
    `Lighthouse on ${routes.length} routes, ${runs} run${runs === 1 ? '' : 's'} each, ${throttlingMethod === 'devtools' ? 'throttled for real (devtools: slow 4G applied per request, CPU slowed)' : 'simulated throttling'}.`,
  );

  const { results, failed } = await measure({
    origin: site.origin,
    chromePort: chrome.port,
    routes,
    runs,
    cpuSlowdown: calibration.cpuSlowdown,
    withDefault: !values['no-default'],
    throttlingMethod,
  });
  await cleanUp();

  const measured = results.flatMap((r) => (r.median ? [r.median] : []));
  const sample = measured[0];
  const table = renderTable(results);
  const problems = [...renderShortfalls(results), ...renderProblems(results)];
  const circumstances = sample
    ? describeCircumstances({
        date: new Date(started),
        lighthouseVersion: sample.lighthouseVersion,
        browser,
        cpuModel: cpus()[0]?.model ?? 'unknown CPU',
        cpuCount: cpus().length,
        memoryBytes: totalmem(),
        loadBefore,
        loadAfter: loadavg(),
        benchmarkIndex: medianBy(measured, (m) => m.benchmarkIndex)?.benchmarkIndex ?? Number.NaN,
        calibration,
        runsPerRoute: runs,
        minutes: (Date.now() - started) / 60_000,
      })
    : 'No run completed.';
  const how =
    throttlingMethod === 'devtools'
      ? 'Throttling applied while the page loaded (`--throttling-method devtools`): slow 4G per request (562.5 ms latency, 1,475 / 675 kbit/s), CPU as below.'
      : '';
  const body = [
    table,
    '',
    ...(how ? [how, ''] : []),
    circumstances,
    ...(problems.length > 0 ? ['', ...problems] : []),
  ].join('\n');
  console.log(`\n${body}`);
  printAccessibilityFailures(results);

  if (values['no-write']) console.log('\n--no-write: docs/performance.md left as it was.');
  else if (values.photos) console.log('\n--photos: printed only, docs/performance.md left as it was.');
  else if (!complete)
    console.log(
      `\nNot the full simulated run (every route, ${DEFAULT_RUNS} runs, calibrated, with ×${DEFAULT_CPU_SLOWDOWN}): docs/performance.md left as it was.`,
    );
  else if (!sample) console.log('\nNothing measured: docs/performance.md left as it was.');
  else {
    await writeFile(DOC, replaceSection(await readFile(DOC, 'utf8'), body));
    console.log('\nWritten to docs/performance.md.');
  }
  return failed ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
