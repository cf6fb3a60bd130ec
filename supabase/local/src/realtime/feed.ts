// The change feed: hears the ids the capture trigger NOTIFYs (platform/31-realtime-capture.sql),
// reads those changes, and hands each to the subscriptions that match it and may see the row under
// row level security with their own claims (supabase/local/docs/protocol.md §4.4, §4.6).
import type { Database } from '../contracts.ts';
import type { Change, Subscription } from './feed-types.ts';
import type { RowFilter } from './filter-types.ts';
import { parseFilter } from './filters.ts';
import { routeChange } from './route-change.ts';
import { TableCatalog } from './table-catalog.ts';

const CHANGE_CHANNEL = 'supabase_local_realtime';
const PARALLEL_CHANGES = 4;

export interface ChangeFeedOptions {
  /** How long captured changes stay in realtime.changes. Default 300 s. */
  retentionSeconds?: number;
  log: (line: string) => void;
}

export class ChangeFeed {
  private readonly subscriptions = new Set<Subscription>();
  /** Compiled filters shared by every subscription with the same text, and how many hold each. */
  private readonly filters = new Map<string, { filter: RowFilter; holders: number }>();
  private pending: number[] = [];
  private lastSeen = 0;
  private work: Promise<void> = Promise.resolve();
  private scheduled = false;
  private stopListening: (() => Promise<void>) | null = null;
  private cleanup: NodeJS.Timeout | null = null;
  private readonly catalog: TableCatalog;

  constructor(
    private readonly db: Database,
    private readonly options: ChangeFeedOptions,
  ) {
    this.catalog = new TableCatalog(db);
  }

  async start(): Promise<void> {
    // Tables published by migrations applied before this boot get their capture trigger.
    await this.db.query('select realtime.sync_capture()');
    const [latest] = (
      await this.db.query<{ id: string | null }>('select max(id)::text as id from realtime.changes')
    ).rows;
    this.lastSeen = Number(latest?.id ?? 0);
    this.stopListening = await this.db.listen(
      CHANGE_CHANNEL,
      (payload) => this.heard(Number(payload)),
      () => this.catchUp(),
    );
    const retention = this.options.retentionSeconds ?? 300;
    this.cleanup = setInterval(
      () => {
        this.db
          .query(`delete from realtime.changes where committed_at < now() - make_interval(secs => $1)`, [
            retention,
          ])
          .catch((error: unknown) => this.options.log(`[realtime] cleanup failed: ${String(error)}`));
      },
      Math.min(retention * 1000, 60_000),
    );
    this.cleanup.unref();
  }

  async stop(): Promise<void> {
    if (this.cleanup) clearInterval(this.cleanup);
    await this.stopListening?.();
    this.stopListening = null;
    await this.work;
  }
  /** Whether `role` is one an API token may take (the roles granted to `authenticator`). */
  roleAllowed(role: string): Promise<boolean> {
    return this.catalog.roleAllowed(role);
  }

  /** Whether schema.table is in publication supabase_realtime. */
  isPublished(schema: string, table: string): Promise<boolean> {
    return this.catalog.isPublished(schema, table);
  }

  /** The compiled filter for `text` (null for none), shared with others that wrote the same. */
  compileFilter(text: unknown): RowFilter | null {
    if (typeof text === 'string' && text !== '') {
      const shared = this.filters.get(text);
      if (shared) return shared.filter;
    }
    return parseFilter(text);
  }

  add(subscription: Subscription): void {
    if (this.subscriptions.has(subscription)) return;
    this.subscriptions.add(subscription);
    const filter = subscription.filter;
    if (!filter) return;
    const shared = this.filters.get(filter.key);
    if (shared) shared.holders += 1;
    else this.filters.set(filter.key, { filter, holders: 1 });
  }

  remove(subscription: Subscription): void {
    if (!this.subscriptions.delete(subscription)) return;
    const filter = subscription.filter;
    const shared = filter ? this.filters.get(filter.key) : undefined;
    if (filter && shared && --shared.holders === 0) this.filters.delete(filter.key);
  }

  /** Subscriptions held now, and distinct compiled filters among them (for tests and figures). */
  counts(): { subscriptions: number; filters: number } {
    return { subscriptions: this.subscriptions.size, filters: this.filters.size };
  }

  private heard(id: number) {
    if (!Number.isFinite(id)) return;
    if (id > this.lastSeen) this.lastSeen = id;
    if (this.subscriptions.size === 0) return;
    this.pending.push(id);
    this.schedule();
  }

  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    // Changes are handled one batch at a time, in id order, so a subscriber sees them in order.
    this.work = this.work.then(async () => {
      this.scheduled = false;
      const ids = this.pending;
      this.pending = [];
      if (ids.length > 0) await this.process(ids).catch((error: unknown) => this.failed(error));
    });
  }

  /** After the LISTEN connection came back: whatever was captured meanwhile. */
  private catchUp() {
    const since = this.lastSeen;
    this.work = this.work
      .then(async () => {
        const { rows } = await this.db.query<{ id: string }>(
          'select id::text as id from realtime.changes where id > $1 order by id',
          [since],
        );
        for (const { id } of rows) this.heard(Number(id));
      })
      .catch((error: unknown) => this.failed(error));
  }

  private failed(error: unknown) {
    this.options.log(`[realtime] delivering changes failed: ${(error as Error)?.stack ?? String(error)}`);
  }

  private async process(ids: number[]) {
    const { rows } = await this.db.query<Change>(
      `select id::int8::float8 as id, schema_name, table_name, action, record, old_record,
              to_char(committed_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp
         from realtime.changes where id = any($1::bigint[]) order by id`,
      [ids],
    );
    // Visibility of a few changes is worked out at once (on PostgreSQL, on several connections);
    // deliveries still leave in change order.
    for (let i = 0; i < rows.length; i += PARALLEL_CHANGES) {
      const routed = await Promise.all(
        rows
          .slice(i, i + PARALLEL_CHANGES)
          .map((change) =>
            routeChange(change, { db: this.db, catalog: this.catalog, subscriptions: this.subscriptions }),
          ),
      );
      for (const deliveries of routed) {
        for (const { subscriber, ids, dataJson } of deliveries) subscriber.deliver(ids, dataJson);
      }
    }
  }

  /** Subscribers connected now (for logs and tests). */
  subscriberCount(): number {
    return new Set([...this.subscriptions].map((s) => s.subscriber)).size;
  }
}
