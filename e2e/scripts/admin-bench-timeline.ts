// The admin benchmark's browser side (admin-bench.ts): what a first visit to /admin did and when,
// read from the page's resource timings and two milestones noted by an init script.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The names of the built scripts (of every app) whose code holds `marker`. */
export async function filesHolding(repo: string, marker: string): Promise<string[]> {
  const found: string[] = [];
  for (const app of ['shell', 'public-site', 'admin-app']) {
    const dir = join(repo, app, 'dist', 'assets');
    for (const file of await readdir(dir)) {
      if (file.endsWith('.js') && (await readFile(join(dir, file), 'utf8')).includes(marker))
        found.push(file);
    }
  }
  return found;
}

export interface Span {
  readonly start: number;
  readonly end: number;
}

/** The first visit's milestones, ms from navigation start (the page's own clock). */
export interface Timeline {
  readonly shellEntry?: Span;
  /** `/config.json`, which names the backend and the admin's address. */
  readonly config?: Span;
  /** Every script of the visit: the first sent → the last answered. */
  readonly scripts?: Span;
  readonly adminEntry?: Span;
  /** The admin's largest script (antd's chunk). */
  readonly adminChunk?: Span;
  readonly supabaseJs?: Span;
  /** From the first role request sent to the last answered (the guard's and the auth store's). */
  readonly roleCheck?: Span;
  readonly firstBookingsRead?: Span;
  readonly countRpc?: Span;
  readonly summaryRpc?: Span;
  /** The first row in the DOM (start) and the frame that paints it (end). */
  readonly rows?: Span;
  /** The live channel's tag reading 'Live'. */
  readonly subscribed?: Span;
  /** Every `/rest/v1/bookings` request of the visit, the first page's and any refetch. */
  readonly bookingReads: number;
  /** Every `/rest/v1/user_roles` request of the visit (decision 221: one). */
  readonly roleReads: number;
}

export const TIMELINE_ROWS: readonly (readonly [string, (timeline: Timeline) => Span | undefined])[] = [
  ["shell's first module", (t) => t.shellEntry],
  ['`/config.json`', (t) => t.config],
  ['every script, first sent → last answered', (t) => t.scripts],
  ["admin's remoteEntry.js", (t) => t.adminEntry],
  ["admin's largest script (antd's chunk)", (t) => t.adminChunk],
  ['supabase-js', (t) => t.supabaseJs],
  ['role check (`user_roles`), first sent → last answered', (t) => t.roleCheck],
  ['first bookings page (`/rest/v1/bookings`)', (t) => t.firstBookingsRead],
  ['its count (`admin_count_bookings`)', (t) => t.countRpc],
  ['summary (`admin_booking_summary`)', (t) => t.summaryRpc],
  ['first row in the DOM → the frame that paints it', (t) => t.rows],
  ["live channel 'Subscribed' (tag reads Live)", (t) => t.subscribed],
];

/** Init script: notes when the first booking row and the Live tag appear (page clock). */
export function watchMilestones() {
  performance.setResourceTimingBufferSize(2000);
  const marks: Record<string, { start: number; end: number }> = {};
  (window as unknown as { __benchMarks: typeof marks }).__benchMarks = marks;
  const watch = (name: string, selector: string) => {
    const seen = () => {
      if (marks[name] || !document.querySelector(selector)) return false;
      const start = performance.now();
      marks[name] = { start, end: start };
      requestAnimationFrame(() => {
        marks[name] = { start, end: performance.now() };
      });
      return true;
    };
    const observer = new MutationObserver(() => {
      if (seen()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  };
  watch('rows', '.ant-table-tbody tr.ant-table-row');
  watch('subscribed', '[data-live="subscribed"]');
}

/** In the page: the milestones and the resource timings of the visit. */
export function readTimeline(supabaseFiles: readonly string[]): Timeline {
  const marks = (window as unknown as { __benchMarks: Record<string, Span> }).__benchMarks;
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const span = (entry: PerformanceResourceTiming | undefined) =>
    entry ? { start: entry.startTime, end: entry.responseEnd } : undefined;
  const matching = (test: (url: URL) => boolean) => entries.filter((entry) => test(new URL(entry.name)));
  const first = (test: (url: URL) => boolean) => span(matching(test)[0]);
  const scripts = matching((url) => url.pathname.endsWith('.js'));
  const adminScripts = scripts.filter((entry) =>
    new URL(entry.name).pathname.startsWith('/remotes/admin-app/'),
  );
  const largest = [...adminScripts].sort((a, b) => b.encodedBodySize - a.encodedBodySize)[0];
  const roles = matching((url) => url.pathname === '/rest/v1/user_roles');
  const bookings = matching((url) => url.pathname === '/rest/v1/bookings');
  return {
    shellEntry: span(scripts[0]),
    config: first((url) => url.pathname === '/config.json'),
    scripts: scripts.length
      ? {
          start: Math.min(...scripts.map((entry) => entry.startTime)),
          end: Math.max(...scripts.map((entry) => entry.responseEnd)),
        }
      : undefined,
    adminEntry: first(
      (url) => url.pathname.startsWith('/remotes/admin-app/') && url.pathname.endsWith('/remoteEntry.js'),
    ),
    adminChunk: span(largest),
    // supabase-js, from whichever app's build the shared client module took it.
    supabaseJs: span(scripts.find((entry) => supabaseFiles.some((file) => entry.name.endsWith(`/${file}`)))),
    roleCheck: roles.length
      ? {
          start: Math.min(...roles.map((entry) => entry.startTime)),
          end: Math.max(...roles.map((entry) => entry.responseEnd)),
        }
      : undefined,
    firstBookingsRead: span(bookings[0]),
    countRpc: first((url) => url.pathname === '/rest/v1/rpc/admin_count_bookings'),
    summaryRpc: first((url) => url.pathname === '/rest/v1/rpc/admin_booking_summary'),
    rows: marks.rows,
    subscribed: marks.subscribed,
    bookingReads: bookings.length,
    roleReads: roles.length,
  };
}
