// The Markdown half of `pnpm bench:lighthouse`: the table, the sentence under it and the section of
// docs/performance.md it replaces. Pure: tested beside.
import {
  DEFAULT_CPU_SLOWDOWN,
  LCP_GOAL_MS,
  MAX_SPREAD,
  PERFORMANCE_GOAL,
  type RouteResult,
  TARGET_PHONE_INDEX,
  TBT_GOAL_MS,
} from './lighthouse-report.ts';

export const SECTION_START = '<!-- lighthouse:start -->';
export const SECTION_END = '<!-- lighthouse:end -->';
export const SECTION_HEADING =
  '## Lighthouse (mobile, simulated throttling calibrated to one phone, median of 3)';

const dash = '—';
const seconds = (ms: number | null) => (ms === null ? dash : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number | null) => (ms === null ? dash : `${Math.round(ms)} ms`);
const plain = (value: number | null) => (value === null ? dash : String(value));

const HEADER = [
  'route',
  'performance',
  'spread',
  `at ×${DEFAULT_CPU_SLOWDOWN}`,
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
      plain(r.spread),
      plain(r.defaultPerformance),
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
  /** The calibration before the runs: the index it measured and the slowdown it chose. */
  calibration: { benchmarkIndex: number; cpuSlowdown: number; chosen: 'measured' | 'given' };
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
    `${load(c.loadAfter)} after; Lighthouse's CPU benchmark index ${Math.round(c.benchmarkIndex)}. ` +
    calibrationSentence(c.calibration)
  );
}

function calibrationSentence({ benchmarkIndex, cpuSlowdown, chosen }: Circumstances['calibration']): string {
  const phone = Math.round(benchmarkIndex / cpuSlowdown);
  const how =
    chosen === 'measured'
      ? `calibrated: index ${Math.round(benchmarkIndex)} before the runs ÷ ${TARGET_PHONE_INDEX}`
      : `given with --cpu-slowdown; index ${Math.round(benchmarkIndex)} before the runs`;
  return (
    `CPU slowed ×${cpuSlowdown} (${how}), a phone of index ≈ ${phone}; ` +
    `the "at ×${DEFAULT_CPU_SLOWDOWN}" column is Lighthouse's default slowdown on the same machine.`
  );
}

/** The routes that miss a goal at the calibrated setting, one line per goal missed. */
export function renderShortfalls(results: readonly RouteResult[]): string[] {
  const list = (routes: RouteResult[], say: (r: RouteResult) => string) =>
    routes.map((r) => `\`${r.route}\` ${say(r)}`).join(', ');
  const low = results.filter((r) => r.median?.performance != null && r.median.performance < PERFORMANCE_GOAL);
  const wide = results.filter((r) => r.spread !== null && r.spread > MAX_SPREAD);
  const slow = results.filter((r) => r.median?.tbt != null && r.median.tbt > TBT_GOAL_MS);
  const lowRun = results.filter((r) => !low.includes(r) && r.lowest !== null && r.lowest < PERFORMANCE_GOAL);
  const late = results.filter((r) => r.median?.lcp != null && r.median.lcp > LCP_GOAL_MS);
  return [
    ...(low.length > 0
      ? [`- Below ${PERFORMANCE_GOAL}: ${list(low, (r) => String(r.median?.performance))}.`]
      : []),
    ...(lowRun.length > 0
      ? [`- A run below ${PERFORMANCE_GOAL}: ${list(lowRun, (r) => String(r.lowest))}.`]
      : []),
    ...(wide.length > 0
      ? [`- Runs more than ${MAX_SPREAD} points apart: ${list(wide, (r) => `(${r.spread})`)}.`]
      : []),
    ...(slow.length > 0
      ? [`- TBT over ${TBT_GOAL_MS} ms: ${list(slow, (r) => millis(r.median?.tbt ?? null))}.`]
      : []),
    ...(late.length > 0
      ? [`- LCP over ${LCP_GOAL_MS / 1000} s: ${list(late, (r) => seconds(r.median?.lcp ?? null))}.`]
      : []),
  ];
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
