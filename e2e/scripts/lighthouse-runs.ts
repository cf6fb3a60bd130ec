// The browser half of `pnpm bench:lighthouse`: the calibration that picks the CPU slowdown, and the
// rounds of Lighthouse runs over the routes, at that slowdown and at Lighthouse's default.
import lighthouse from 'lighthouse';
import {
  cpuSlowdownFor,
  DEFAULT_CPU_SLOWDOWN,
  medianBy,
  type RouteResult,
  type RunSummary,
  routeResult,
  summariseRun,
} from './lighthouse-report.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** An address no page has: the shell's not-found page. */
export const NOT_FOUND_ROUTE = '/no-such-page';
const CALIBRATION_RUNS = 3;

/**
 * How Lighthouse throttles: `simulate` (its default) loads the page at full speed and computes the
 * metrics a slow phone on slow 4G would see; `devtools` really slows the page's network (slow 4G's
 * latency and bandwidth) and CPU while it loads, so the order in which things happened is measured
 * rather than modelled (issue 40).
 */
export type ThrottlingMethod = 'simulate' | 'devtools';

/** One Lighthouse run of `url` with the CPU slowed `cpuSlowdown` times (mobile). */
async function runOnce(
  chromePort: number,
  url: string,
  cpuSlowdown: number,
  categories = CATEGORIES,
  throttlingMethod: ThrottlingMethod = 'simulate',
) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: categories,
    // Merged into Lighthouse's mobile defaults: only the CPU changes, the network stays slow 4G
    // (its simulated figures, or with `devtools` the same link applied per request).
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    throttlingMethod,
    // The not-found page answers 404 (or should): measure it rather than refuse it.
    ignoreStatusCode: true,
  });
  if (!result) throw new Error('Lighthouse returned no result');
  return summariseRun(result.lhr);
}

export interface Calibration {
  benchmarkIndex: number;
  cpuSlowdown: number;
  chosen: 'measured' | 'given';
}

/**
 * Lighthouse measures the machine's CPU (its benchmark index) at the start of every run: three
 * short runs of `url` give a median index, and the slowdown that turns this machine into the
 * target phone follows from it. `given` skips the choice (but still reports the index).
 */
export async function calibrate(chromePort: number, url: string, given?: number): Promise<Calibration> {
  const runs: RunSummary[] = [];
  for (let i = 0; i < CALIBRATION_RUNS; i += 1) {
    runs.push(await runOnce(chromePort, url, DEFAULT_CPU_SLOWDOWN, ['performance']));
  }
  const benchmarkIndex = medianBy(runs, (r) => r.benchmarkIndex)?.benchmarkIndex ?? Number.NaN;
  return given === undefined
    ? { benchmarkIndex, cpuSlowdown: cpuSlowdownFor(benchmarkIndex), chosen: 'measured' }
    : { benchmarkIndex, cpuSlowdown: given, chosen: 'given' };
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

interface Plan {
  origin: string;
  chromePort: number;
  routes: readonly string[];
  runs: number;
  cpuSlowdown: number;
  /** Also run each route at Lighthouse's default slowdown, performance only. */
  withDefault: boolean;
  throttlingMethod: ThrottlingMethod;
}

/** A run, tried twice: a failure of both is recorded as the route's problem. */
async function runTwice(
  label: string,
  attempt: () => Promise<RunSummary>,
  problems: string[],
): Promise<RunSummary | undefined> {
  for (let tries = 1; tries <= 2; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`${label}: attempt ${tries} failed: ${message}`);
      if (tries === 2) problems.push(`${label} failed twice: ${message}`);
    }
  }
  return undefined;
}

export async function measure(plan: Plan): Promise<{ results: RouteResult[]; failed: boolean }> {
  const byRoute = new Map(
    plan.routes.map((route) => [
      route,
      { runs: [] as RunSummary[], defaultRuns: [] as RunSummary[], problems: [] as string[] },
    ]),
  );
  let failed = false;
  for (const route of plan.routes) {
    const problem = statusProblem(route, await httpStatus(plan.origin + route));
    if (problem) {
      byRoute.get(route)?.problems.push(problem.text);
      failed ||= problem.error;
      console.error(`${route}: ${problem.text}`);
    }
  }
  // Round by round rather than route by route, so a burst of load elsewhere on the machine lands
  // on one run of many routes instead of every run of one route.
  for (let run = 1; run <= plan.runs; run += 1) {
    for (const route of plan.routes) {
      const entry = byRoute.get(route);
      if (!entry) continue;
      const url = plan.origin + route;
      const started = performance.now();
      const summary = await runTwice(
        `run ${run} of ${route}`,
        () => runOnce(plan.chromePort, url, plan.cpuSlowdown, CATEGORIES, plan.throttlingMethod),
        entry.problems,
      );
      if (summary) entry.runs.push(summary);
      else failed = true;
      let atDefault: RunSummary | undefined;
      if (plan.withDefault) {
        atDefault = await runTwice(
          `run ${run} of ${route} at ×${DEFAULT_CPU_SLOWDOWN}`,
          () => runOnce(plan.chromePort, url, DEFAULT_CPU_SLOWDOWN, ['performance'], plan.throttlingMethod),
          entry.problems,
        );
        if (atDefault) entry.defaultRuns.push(atDefault);
        else failed = true;
      }
      const took = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `[run ${run}/${plan.runs}] ${route}: performance ${summary?.performance ?? '—'} at ×${plan.cpuSlowdown}` +
          `${plan.withDefault ? `, ${atDefault?.performance ?? '—'} at ×${DEFAULT_CPU_SLOWDOWN}` : ''}` +
          `, accessibility ${summary?.accessibility ?? '—'} (${took} s)`,
      );
    }
  }
  const results = plan.routes.map((route) => {
    const entry = byRoute.get(route) ?? { runs: [], defaultRuns: [], problems: [] };
    return routeResult(route, entry.runs, entry.problems, entry.defaultRuns);
  });
  return { results, failed };
}
