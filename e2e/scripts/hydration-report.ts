// The pure half of `pnpm bench:hydration` (hydration-bench.ts): one visit's figures and the table.
import { medianLatency } from './inp-report.ts';

/** One visit, ms from navigation start (the page's clock). */
export interface HydrationVisit {
  /** First contentful paint; null when the browser reported none. */
  readonly fcp: number | null;
  /** When the page's code was first asked for: the first script request but the shell's first script. */
  readonly codeAsked: number;
  /** The end of the last script response of the visit. */
  readonly codeArrived: number;
  /** When React first owned the page's <main>. */
  readonly hydrated: number;
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);

/** A markdown table: per route the median of each figure, and every visit's hydration. */
export function renderHydrationTable(visits: ReadonlyMap<string, readonly HydrationVisit[]>): string {
  const rows = [...visits].map(([route, list]) => [
    `\`${route}\``,
    ms(medianLatency(list.map((v) => v.fcp))),
    ms(medianLatency(list.map((v) => v.codeAsked))),
    ms(medianLatency(list.map((v) => v.codeArrived))),
    ms(medianLatency(list.map((v) => v.hydrated))),
    list.map((v) => Math.round(v.hydrated)).join(', '),
  ]);
  const header = [
    'route',
    'first paint',
    'code asked for',
    'last script arrived',
    'hydrated',
    'hydrated, each visit',
  ];
  const numeric = (i: number) => i > 0 && i < header.length - 1;
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => (numeric(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (numeric(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
