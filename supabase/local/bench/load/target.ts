// What each load of `bench/one-client-load.ts` is given: the server under test (in its own
// process, bench/load-server.ts) and a way to read its memory and Realtime counts.

export type Keys = { anonKey: string; serviceRoleKey: string };
export type Usage = { rss: number; heapUsed: number };

export interface LoadTarget {
  url: string;
  port: number;
  keys: Keys;
  /** The server process's memory and its Realtime counts, now. */
  memory(): Promise<{ usage: Usage; counts: Record<string, number> }>;
}

/** One load: its name (what `bench:load … <name>` picks) and a run that says what it did. */
export interface Load {
  name: string;
  run(target: LoadTarget): Promise<string>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** "3× 200, 2× 429": how many answers had each status. */
export function statusCounts(statuses: ReadonlyMap<number, number>): string {
  return [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
}
