// The pure half of `pnpm bench:inp`: from the browser's Event Timing entries to one interaction's
// latency, the median of the runs, and the Markdown table for docs/performance.md. Tested beside.

/** What the page hands back of a PerformanceEventTiming entry. */
export interface EventEntry {
  name: string;
  interactionId: number;
  duration: number;
}

/**
 * One tap's latency as INP counts it: the longest event of the interaction (pointerdown,
 * pointerup and click share an interactionId), input delay + processing + the next paint.
 * Null when the browser saw no interaction at all (the tap missed, or nothing was measured).
 */
export function interactionLatency(entries: readonly EventEntry[]): number | null {
  const byInteraction = new Map<number, number>();
  for (const entry of entries) {
    if (entry.interactionId <= 0) continue;
    byInteraction.set(
      entry.interactionId,
      Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration),
    );
  }
  return byInteraction.size === 0 ? null : Math.max(...byInteraction.values());
}

/** The median of the measured runs (the higher middle of an even count: never flattering). */
export function medianLatency(runs: readonly (number | null)[]): number | null {
  const measured = runs.filter((r): r is number => r !== null).sort((a, b) => a - b);
  return measured.length === 0 ? null : (measured[Math.floor(measured.length / 2)] ?? null);
}

const INP_GOAL_MS = 200;

export interface InteractionResult {
  name: string;
  route: string;
  runs: (number | null)[];
}

const cell = (ms: number | null) => (ms === null ? '—' : `${Math.round(ms)} ms`);

/** A Markdown table: each interaction's median and its runs, and whether it meets the goal. */
export function renderInpTable(results: readonly InteractionResult[]): string {
  const rows = results.map((r) => {
    const median = medianLatency(r.runs);
    return [
      r.name,
      `\`${r.route}\``,
      cell(median),
      r.runs.map(cell).join(', '),
      median === null ? 'not measured' : median <= INP_GOAL_MS ? 'yes' : 'no',
    ];
  });
  const header = ['interaction', 'route', 'median', 'runs', `≤ ${INP_GOAL_MS} ms`];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (i === 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 2 ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
