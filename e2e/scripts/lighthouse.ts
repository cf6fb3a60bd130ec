// `pnpm bench:lighthouse`: Lighthouse (mobile, simulated throttling) on every public page and on
// the not-found page of the BUILT site, median of 3 runs, table → docs/performance.md.
// Scores are recorded, not asserted: the exit code is non-zero only when something broke (a run
// that failed twice, a page answering an HTTP error). Options:
//   --routes /,/tours   only these paths (the docs are then not written)
//   --runs N            runs per route, default 3 (the docs are written only with 3)
//   --no-write          print, do not touch docs/performance.md
//   --photos [--grain G] the pages the operator's photographs change (/ and a tour), built with
//                       generated photographs (grain 0-1, default 1: a worst case for their weight)
//                       into a temporary folder; printed only (issue 17, decision 114)
// LIGHTHOUSE_PORT (default 3290) is where the site is served; CHROME_PATH picks the browser.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../support/chromium.ts';
import { buildSiteWithPhotographs, writePhotograph } from '../support/photographs.ts';
import { PUBLIC_ROUTES } from '../support/routes.ts';
import { assertBuilt, type BuiltSite, REPO, startBuiltSite } from './built-site.ts';
import {
  describeCircumstances,
  medianBy,
  type RouteResult,
  type RunSummary,
  renderProblems,
  renderTable,
  replaceSection,
  routeResult,
  summariseRun,
} from './lighthouse-report.ts';

/** An address no page has: the shell's not-found page. */
const NOT_FOUND_ROUTE = '/no-such-page';
const DEFAULT_RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
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
  },
});
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
// A partial table, or one of another build, would replace the full one and make the document untrue.
const complete = !values.routes && !values.photos && runs === DEFAULT_RUNS;
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

async function httpStatus(url: string): Promise<number> {
  const response = await fetch(url);
  await response.body?.cancel();
  return response.status;
}

function statusProblem(route: string, status: number): { text: string; error: boolean } | undefined {
  if (route === NOT_FOUND_ROUTE) {
    if (status === 404) return undefined;
    return {
      text: `an unknown address answers HTTP ${status}, not 404 (the not-found page is measured all the same)`,
      error: status >= 400,
    };
  }
  return status >= 400 ? { text: `answers HTTP ${status}`, error: true } : undefined;
}

async function measure(site: BuiltSite, chromePort: number) {
  const once = async (url: string) => {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: CATEGORIES,
      // The not-found page answers 404 (or should): measure it rather than refuse it.
      ignoreStatusCode: true,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return summariseRun(result.lhr);
  };

  const byRoute = new Map(
    routes.map((route) => [route, { runs: [] as RunSummary[], problems: [] as string[] }]),
  );
  let failed = false;
  for (const route of routes) {
    const problem = statusProblem(route, await httpStatus(site.origin + route));
    if (problem) {
      byRoute.get(route)?.problems.push(problem.text);
      failed ||= problem.error;
      console.error(`${route}: ${problem.text}`);
    }
  }
  // Round by round rather than route by route, so a burst of load elsewhere on the machine lands
  // on one run of many routes instead of every run of one route.
  for (let run = 1; run <= runs; run += 1) {
    for (const route of routes) {
      const entry = byRoute.get(route);
      if (!entry) continue;
      const started = performance.now();
      let summary: RunSummary | undefined;
      for (let attempt = 1; attempt <= 2 && !summary; attempt += 1) {
        try {
          summary = await once(site.origin + route);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          console.error(`[run ${run}/${runs}] ${route}: attempt ${attempt} failed: ${message}`);
          if (attempt === 2) {
            entry.problems.push(`run ${run} failed twice: ${message}`);
            failed = true;
          }
        }
      }
      if (!summary) continue;
      entry.runs.push(summary);
      const took = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `[run ${run}/${runs}] ${route}: performance ${summary.performance}, accessibility ${summary.accessibility} (${took} s)`,
      );
    }
  }
  const results = routes.map((route) => {
    const entry = byRoute.get(route) ?? { runs: [], problems: [] };
    return routeResult(route, entry.runs, entry.problems);
  });
  return { results, failed };
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
  console.log(`Serving the build on port ${port} (a fresh database applies its migrations first)…`);
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
  console.log(`Lighthouse on ${routes.length} routes, ${runs} run${runs === 1 ? '' : 's'} each.`);

  const { results, failed } = await measure(site, chrome.port);
  await cleanUp();

  const measured = results.flatMap((r) => (r.median ? [r.median] : []));
  const sample = measured[0];
  const table = renderTable(results);
  const problems = renderProblems(results);
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
        runsPerRoute: runs,
        minutes: (Date.now() - started) / 60_000,
      })
    : 'No run completed.';
  const body = [table, '', circumstances, ...(problems.length > 0 ? ['', ...problems] : [])].join('\n');
  console.log(`\n${body}`);
  printAccessibilityFailures(results);

  if (values['no-write']) console.log('\n--no-write: docs/performance.md left as it was.');
  else if (values.photos) console.log('\n--photos: printed only, docs/performance.md left as it was.');
  else if (!complete)
    console.log(`\nNot every route with ${DEFAULT_RUNS} runs: docs/performance.md left as it was.`);
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
