// `pnpm bench:hydration`: how soon a prerendered page works on a phone on a slow link (issue 26).
// Chromium at 390 × 844 with the CPU slowed as `bench:lighthouse` slows it (benchmark index ÷ 600,
// the same phone on every machine) and the network throttled to Lighthouse's slow 4G figures
// (150 ms per request, 1.6 Mbit/s down, 750 kbit/s up; request-level, as DevTools throttles), a
// fresh browser context per visit. For each route: the first contentful paint, when the last
// script of the visit had arrived, and when React owned the page (hydrated: the <main> element
// carries React's props). Not a test: the table is printed for docs/performance.md.
// Options: --runs N (default 3), --cpu-slowdown X. HYDRATION_BENCH_PORT (default 3294) is where the
// site is served; SITE_DIR serves another checkout's build with the same script, to compare.
// HYDRATION_TRACE=<file> saves a Chrome trace (DevTools' Performance panel) of the first visit of
// the first route: its paint events and every request, to see the page painted before its code
// was asked for (decision 220).
import { cpus, loadavg } from 'node:os';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../support/chromium.ts';
import { phoneBenchOptions } from './bench-options.ts';
import { phoneSlowdown } from './benchmark-index.ts';
import { startBuiltSite } from './built-site.ts';
import { type HydrationVisit, renderHydrationTable } from './hydration-report.ts';

const { runs, givenSlowdown: given } = phoneBenchOptions(process.argv.slice(2), 3);
const port = Number(process.env.HYDRATION_BENCH_PORT ?? 3294);

const ROUTES = ['/', '/tours', '/tour/serengeti-migration', '/contact'];
const TRACE = process.env.HYDRATION_TRACE;

/** Lighthouse's "slow 4G" (its mobile default), applied per request by DevTools' throttling. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1_600 * 1_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};

/** Init script: notes (page clock) when React first owns the page's <main>. */
function watchHydration() {
  const timer = setInterval(() => {
    const main = document.querySelector('main');
    if (main && Object.keys(main).some((key) => key.startsWith('__reactProps$'))) {
      (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
      clearInterval(timer);
    }
  }, 10);
}

async function visit(
  browser: Browser,
  url: string,
  slowdown: number,
  trace?: string,
): Promise<HydrationVisit> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(watchHydration);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    if (trace) await browser.startTracing(page, { path: trace, screenshots: true });
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __hydratedAt?: number }).__hydratedAt, null, {
      timeout: 60_000,
    });
    if (trace) {
      await browser.stopTracing();
      console.log(`Trace of the first visit: ${trace}`);
    }
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => new URL(entry.name).pathname.endsWith('.js'),
      );
      const first = document.querySelector<HTMLScriptElement>('script[data-paint-first]')?.src;
      const code = scripts.filter((entry) => entry.name !== first);
      return {
        fcp: paint ? paint.startTime : null,
        codeAsked: Math.min(...code.map((entry) => entry.startTime)),
        codeArrived: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
        hydrated: (window as unknown as { __hydratedAt: number }).__hydratedAt,
      };
    });
  } finally {
    await context.close();
  }
}

async function main() {
  const loadBefore = loadavg();
  // The server inherits this environment, SITE_DIR included.
  const site = await startBuiltSite(port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
  });
  try {
    const { index, slowdown } = await phoneSlowdown(browser, given);
    const visits = new Map<string, HydrationVisit[]>(ROUTES.map((route) => [route, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const route of ROUTES) {
        const first = run === 1 && route === ROUTES[0];
        const result = await visit(browser, site.origin + route, slowdown, first ? TRACE : undefined);
        visits.get(route)?.push(result);
        console.log(
          `[run ${run}/${runs}] ${route}: painted ${Math.round(result.fcp ?? -1)} ms, code asked for at ${Math.round(result.codeAsked)} ms, code in ${Math.round(result.codeArrived)} ms, hydrated ${Math.round(result.hydrated)} ms`,
        );
      }
    }
    const load = (a: number[]) => a.map((x) => x.toFixed(2)).join(' / ');
    console.log(`\n${renderHydrationTable(visits)}\n`);
    console.log(
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${runs} visit${runs === 1 ? '' : 's'} per route, ` +
        `Chromium at 390 × 844, slow 4G (150 ms, 1.6 / 0.75 Mbit/s, request-level), CPU slowed ×${slowdown} ` +
        `(benchmark index ${Math.round(index)}${given ? ', slowdown given' : ' ÷ 600'}, a phone of index ≈ ${Math.round(index / slowdown)}), ` +
        `on ${cpus().length} × ${cpus()[0]?.model.trim()}; load average ${load(loadBefore)} before and ${load(loadavg())} after` +
        `${process.env.SITE_DIR ? `; the build in ${process.env.SITE_DIR}` : ''}.`,
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}

await main();
