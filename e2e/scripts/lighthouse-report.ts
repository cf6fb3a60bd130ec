// The pure half of `pnpm bench:lighthouse`: what one Lighthouse run says, which run stands for a
// route, and the CPU slowdown that calibrates the machine to one phone. No browser, no files:
// tested beside. The Markdown written into docs/performance.md is in lighthouse-markdown.ts.

/**
 * The phone every table emulates, as Lighthouse's CPU benchmark index: between the DevTools
 * calibration's low tier (264) and mid tier (1,000), where travellers' Android phones are.
 */
export const TARGET_PHONE_INDEX = 600;
/** Lighthouse's own default CPU slowdown, kept as a second column for comparison with other sites. */
export const DEFAULT_CPU_SLOWDOWN = 4;
/** The score every route must reach at the calibrated setting, and how far its runs may differ. */
export const PERFORMANCE_GOAL = 95;
export const MAX_SPREAD = 5;
export const TBT_GOAL_MS = 150;
/** Largest Contentful Paint, the median run's, with simulated and with applied throttling (issue 40). */
export const LCP_GOAL_MS = 2_500;

/**
 * The CPU slowdown that makes this machine behave like a phone of `target` index: ≈×6 on a
 * machine of index 3,700, ≈×4 on one of 2,350. One decimal; never a speed-up.
 */
export function cpuSlowdownFor(benchmarkIndex: number, target = TARGET_PHONE_INDEX): number {
  if (!(benchmarkIndex > 0) || !(target > 0)) throw new Error(`no CPU slowdown for index ${benchmarkIndex}`);
  return Math.max(1, Math.round((benchmarkIndex / target) * 10) / 10);
}

/** The part of Lighthouse's result (LH.Result) this script reads. */
export interface LhrLike {
  lighthouseVersion: string;
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>;
  audits: Record<
    string,
    | {
        id: string;
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        numericValue?: number;
        details?: unknown;
      }
    | undefined
  >;
}

interface AccessibilityFailure {
  id: string;
  title: string;
  /** How many elements fail it. */
  count: number;
  selector?: string;
  snippet?: string;
}

/** One run, scores 0-100, times in ms. */
export interface RunSummary {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  si: number | null;
  accessibilityFailures: AccessibilityFailure[];
  lighthouseVersion: string;
  benchmarkIndex: number;
}

const score = (lhr: LhrLike, category: string) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const metric = (lhr: LhrLike, audit: string) => lhr.audits[audit]?.numericValue ?? null;

/** Scored audits only: 'manual', 'informative' and 'notApplicable' ones never fail. */
const SCORED = new Set(['binary', 'numeric', 'metricSavings']);

function firstNode(details: unknown): { count: number; selector?: string; snippet?: string } {
  if (typeof details !== 'object' || details === null || !('items' in details)) return { count: 0 };
  const items = (details as { items: unknown }).items;
  if (!Array.isArray(items)) return { count: 0 };
  const node = (items[0] as { node?: { selector?: string; snippet?: string } } | undefined)?.node;
  return {
    count: items.length,
    ...(node?.selector ? { selector: node.selector } : {}),
    ...(node?.snippet ? { snippet: node.snippet } : {}),
  };
}

/** A completed run's figures; throws when Lighthouse reports that the run itself failed. */
export function summariseRun(lhr: LhrLike): RunSummary {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const accessibilityFailures: AccessibilityFailure[] = [];
  for (const { id } of lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = lhr.audits[id];
    if (!audit || !SCORED.has(audit.scoreDisplayMode) || audit.score === null || audit.score >= 1) continue;
    accessibilityFailures.push({ id, title: audit.title, ...firstNode(audit.details) });
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    si: metric(lhr, 'speed-index'),
    accessibilityFailures,
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * The median item by `key`; with an even count the lower of the two middle ones (the figure we
 * record should not flatter us). Items whose key is null sort first.
 */
export function medianBy<T>(items: readonly T[], key: (item: T) => number | null): T | undefined {
  const sorted = [...items].sort((a, b) => (key(a) ?? -1) - (key(b) ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export interface RouteResult {
  route: string;
  /** The run whose performance score is the median: its metrics are the ones reported. */
  median?: RunSummary;
  /** The run whose accessibility score is the median: its failing audits are listed. */
  accessibilityMedian?: RunSummary;
  bestPractices: number | null;
  seo: number | null;
  runs: number;
  /** Highest minus lowest performance score of the runs: a bimodal first paint shows here. */
  spread: number | null;
  /** The lowest performance score of the runs (issue 40 asks for 95 in every run, not the median). */
  lowest: number | null;
  /** Median performance with Lighthouse's default ×4 slowdown, for comparison with other sites. */
  defaultPerformance: number | null;
  /** Something to fix in the route itself (an HTTP error status) or in the measurement. */
  problems: string[];
}

/** Folds a route's runs (and its runs at the default slowdown) into the figures reported for it. */
export function routeResult(
  route: string,
  runs: readonly RunSummary[],
  problems: string[],
  defaultRuns: readonly RunSummary[] = [],
): RouteResult {
  const median = medianBy(runs, (r) => r.performance);
  const scores = runs.flatMap((r) => (r.performance === null ? [] : [r.performance]));
  const accessibilityMedian = medianBy(runs, (r) => r.accessibility);
  return {
    route,
    ...(median ? { median } : {}),
    ...(accessibilityMedian ? { accessibilityMedian } : {}),
    bestPractices: medianBy(runs, (r) => r.bestPractices)?.bestPractices ?? null,
    seo: medianBy(runs, (r) => r.seo)?.seo ?? null,
    runs: runs.length,
    spread: scores.length > 0 ? Math.max(...scores) - Math.min(...scores) : null,
    lowest: scores.length > 0 ? Math.min(...scores) : null,
    defaultPerformance: medianBy(defaultRuns, (r) => r.performance)?.performance ?? null,
    problems,
  };
}
