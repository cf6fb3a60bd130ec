// `pnpm bench:inp`: how fast the built site answers five taps on a phone (issue 26), as INP counts
// them (Event Timing: from the tap to the next paint). Chromium at 390 × 844 with the CPU slowed
// as `bench:lighthouse` slows it (this machine's benchmark index ÷ 600, so every machine emulates
// the same phone), a fresh browser context per run, the page hydrated before the tap. Not a test:
// the table is printed for docs/performance.md. Options: --runs N (default 5), --cpu-slowdown X.
// INP_BENCH_PORT (default 3293) is where the site is served.
import { cpus, loadavg } from 'node:os';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../support/chromium.ts';
import { untilHydrated } from '../support/test.ts';
import { phoneBenchOptions } from './bench-options.ts';
import { phoneSlowdown } from './benchmark-index.ts';
import { startBuiltSite } from './built-site.ts';
import { type EventEntry, type InteractionResult, interactionLatency, renderInpTable } from './inp-report.ts';

const { runs, givenSlowdown: given } = phoneBenchOptions(process.argv.slice(2), 5);
const port = Number(process.env.INP_BENCH_PORT ?? 3293);

interface Interaction {
  name: string;
  route: string;
  /** Brings the control into view (not an interaction), or nothing. */
  prepare?: (page: Page) => Promise<void>;
  /** The tap, then what a traveller sees when it has been answered. */
  tap: (page: Page) => Promise<void>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'open the phone menu',
    route: '/',
    tap: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Close menu' }).waitFor();
    },
  },
  {
    name: 'open the date picker',
    route: '/',
    prepare: (page) => page.getByRole('button', { name: /Travel dates/ }).scrollIntoViewIfNeeded(),
    tap: async (page) => {
      await page.getByRole('button', { name: /Travel dates/ }).click();
      await page.getByRole('grid').first().waitFor();
    },
  },
  {
    name: 'change the party size',
    route: '/tour/serengeti-migration',
    prepare: (page) => page.getByRole('button', { name: 'More adults' }).first().scrollIntoViewIfNeeded(),
    tap: async (page) => {
      const more = page.getByRole('button', { name: 'More adults' }).first();
      await more.click();
      await page
        .getByText(/\b2 adults\b/i)
        .first()
        .waitFor();
    },
  },
  {
    name: 'choose a filter chip',
    route: '/tours',
    prepare: (page) =>
      page.getByRole('button', { name: /^Serengeti National Park \(\d+\)$/ }).scrollIntoViewIfNeeded(),
    tap: async (page) => {
      const chip = page.getByRole('button', { name: /^Serengeti National Park \(\d+\)$/ });
      await chip.click();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('button[aria-pressed="true"]')].some((b) =>
          b.textContent?.startsWith('Serengeti National Park'),
        ),
      );
    },
  },
  {
    name: 'submit a form with an error',
    route: '/contact',
    prepare: (page) => page.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded(),
    tap: async (page) => {
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.locator('#email-error').waitFor();
    },
  },
];

async function measureOnce(browser: Browser, origin: string, it: Interaction, slowdown: number) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(origin + it.route);
    await untilHydrated(page);
    await page.waitForLoadState('networkidle');
    await it.prepare?.(page);
    await page.evaluate(() => {
      const seen: { name: string; interactionId: number; duration: number }[] = [];
      (window as unknown as { __inp: typeof seen }).__inp = seen;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceEventTiming[]) {
          seen.push({ name: e.name, interactionId: e.interactionId, duration: e.duration });
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    });
    await it.tap(page);
    // Event Timing reports after the next paint; two frames and a pause let the entry arrive.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.waitForTimeout(300);
    const entries = await page.evaluate(() => (window as unknown as { __inp: EventEntry[] }).__inp);
    return interactionLatency(entries);
  } finally {
    await context.close();
  }
}

async function main() {
  const loadBefore = loadavg();
  const site = await startBuiltSite(port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
  });
  try {
    const { index, slowdown } = await phoneSlowdown(browser, given);
    const results: InteractionResult[] = INTERACTIONS.map((it) => ({
      name: it.name,
      route: it.route,
      runs: [],
    }));
    for (let run = 1; run <= runs; run += 1) {
      for (const [i, it] of INTERACTIONS.entries()) {
        const latency = await measureOnce(browser, site.origin, it, slowdown);
        results[i]?.runs.push(latency);
        console.log(
          `[run ${run}/${runs}] ${it.name}: ${latency === null ? 'nothing measured' : `${latency} ms`}`,
        );
      }
    }
    const load = (a: number[]) => a.map((x) => x.toFixed(2)).join(' / ');
    console.log(`\n${renderInpTable(results)}\n`);
    console.log(
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${runs} run${runs === 1 ? '' : 's'} each, Chromium at ` +
        `390 × 844 with the CPU slowed ×${slowdown} (benchmark index ${Math.round(index)}` +
        `${given ? ', slowdown given' : ' ÷ 600'}, a phone of index ≈ ${Math.round(index / slowdown)}), on ` +
        `${cpus().length} × ${cpus()[0]?.model.trim()}; load average ${load(loadBefore)} before and ${load(loadavg())} after.`,
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}

await main();
