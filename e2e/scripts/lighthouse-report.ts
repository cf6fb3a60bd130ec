// The pure half of `pnpm bench:lighthouse`: what one Lighthouse run says, which run stands for a
// route, and the Markdown that goes into docs/performance.md. No browser, no files: tested beside.

export const SECTION_START = '<!-- lighthouse:start -->';
export const SECTION_END = '<!-- lighthouse:end -->';
export const SECTION_HEADING = '## Lighthouse (mobile, simulated throttling, median of 3)';

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
  /** Something to fix in the route itself (an HTTP error status) or in the measurement. */
  problems: string[];
}

/** Folds a route's runs into the figures reported for it. */
export function routeResult(route: string, runs: readonly RunSummary[], problems: string[]): RouteResult {
  const median = medianBy(runs, (r) => r.performance);
  const accessibilityMedian = medianBy(runs, (r) => r.accessibility);
  return {
    route,
    ...(median ? { median } : {}),
    ...(accessibilityMedian ? { accessibilityMedian } : {}),
    bestPractices: medianBy(runs, (r) => r.bestPractices)?.bestPractices ?? null,
    seo: medianBy(runs, (r) => r.seo)?.seo ?? null,
    runs: runs.length,
    problems,
  };
}

const dash = '—';
const seconds = (ms: number | null) => (ms === null ? dash : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number | null) => (ms === null ? dash : `${Math.round(ms)} ms`);
const plain = (value: number | null) => (value === null ? dash : String(value));

const HEADER = [
  'route',
  'performance',
  'accessibility',
  'best practices',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'SI',
];

/** A Markdown table, padded so it reads as well in the source as rendered. */
export function renderTable(results: readonly RouteResult[]): string {
  const rows = results.map((r) => {
    const m = r.median;
    return [
      `\`${r.route}\``,
      plain(m?.performance ?? null),
      plain(r.accessibilityMedian?.accessibility ?? null),
      plain(r.bestPractices),
      plain(r.seo),
      seconds(m?.fcp ?? null),
      seconds(m?.lcp ?? null),
      millis(m?.tbt ?? null),
      m?.cls === null || m?.cls === undefined ? dash : m.cls.toFixed(3),
      seconds(m?.si ?? null),
    ];
  });
  const widths = HEADER.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(HEADER), rule, ...rows.map(line)].join('\n');
}

export interface Circumstances {
  date: Date;
  lighthouseVersion: string;
  /** As the browser names itself, e.g. 'HeadlessChrome/156.0.8078.79'. */
  browser: string;
  cpuModel: string;
  cpuCount: number;
  memoryBytes: number;
  loadBefore: readonly number[];
  loadAfter: readonly number[];
  /** Lighthouse's own CPU benchmark (higher is faster), median over the runs. */
  benchmarkIndex: number;
  runsPerRoute: number;
  minutes: number;
}

const load = (averages: readonly number[]) => averages.map((a) => a.toFixed(2)).join(' / ');

/** The sentence under the table: when, with what, on which machine and under what load. */
export function describeCircumstances(c: Circumstances): string {
  const chromium = /Chrome\/([\d.]+)/.exec(c.browser)?.[1] ?? c.browser;
  return (
    `Measured ${c.date.toISOString().slice(0, 16).replace('T', ' ')} UTC with Lighthouse ${c.lighthouseVersion} ` +
    `and Chromium ${chromium} (headless), ${c.runsPerRoute} run${c.runsPerRoute === 1 ? '' : 's'} per route in ${Math.round(c.minutes)} min, ` +
    `on ${c.cpuCount} × ${c.cpuModel.trim()} with ${(c.memoryBytes / 1024 ** 3).toFixed(1)} GB of memory; ` +
    `load average (1 / 5 / 15 min) ${load(c.loadBefore)} before the run and ` +
    `${load(c.loadAfter)} after; Lighthouse's CPU benchmark index ${Math.round(c.benchmarkIndex)}.`
  );
}

/** The notes under the table: every route with a problem, in the table's order. */
export function renderProblems(results: readonly RouteResult[]): string[] {
  return results.flatMap((r) => r.problems.map((problem) => `- \`${r.route}\`: ${problem}`));
}

/**
 * Puts `body` between the markers, keeping the rest of the document. Without markers the section
 * is appended; with only one of them the document is refused rather than guessed at.
 */
export function replaceSection(markdown: string, body: string): string {
  const start = markdown.indexOf(SECTION_START);
  const end = markdown.indexOf(SECTION_END);
  if (start === -1 && end === -1) {
    const intro = [
      '`pnpm bench:lighthouse` (after `pnpm build`) runs Lighthouse on every public page and on an',
      'unknown address (the not-found page) and writes the table below. Goal on every route:',
      'performance 95 or more (aiming for 100), accessibility 100. Scores are recorded, not asserted.',
    ].join('\n');
    return `${markdown.trimEnd()}\n\n${SECTION_HEADING}\n\n${intro}\n\n${SECTION_START}\n${body}\n${SECTION_END}\n`;
  }
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`the document needs both Lighthouse markers, ${SECTION_START} before ${SECTION_END}`);
  }
  return `${markdown.slice(0, start + SECTION_START.length)}\n${body}\n${markdown.slice(end)}`;
}
