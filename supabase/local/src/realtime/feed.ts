// The change feed: hears the ids the capture trigger NOTIFYs (platform/31-realtime-capture.sql),
// reads those changes, and hands each to the subscriptions that match it and may see the row
// under row level security with their own claims (protocol ref 4.4, 4.7).
import type { Database, JwtClaims } from '../contracts.ts';
import { type ChangeEvent, isScanning, parseFilter, type RowFilter, RowMatcher } from './filters.ts';

const CHANGE_CHANNEL = 'supabase_local_realtime';

type Row = Record<string, unknown>;

export interface Change {
  id: number;
  schema_name: string;
  table_name: string;
  action: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Row | null;
  old_record: Row | null;
  commit_timestamp: string;
}

/** The subscriber side of a channel: who it is and how to reach it. */
export interface Subscriber {
  claims: JwtClaims;
  /** Sends one `postgres_changes` message carrying the matching subscription ids and `data` (JSON text). */
  deliver(ids: number[], dataJson: string): void;
}

export interface Subscription {
  id: number;
  event: ChangeEvent;
  /** `*` = every schema. */
  schema: string;
  /** null = every table of the schema. */
  table: string | null;
  filter: RowFilter | null;
  subscriber: Subscriber;
}

interface Column {
  name: string;
  type: string;
}

interface TableInfo {
  oid: number;
  rowSecurity: boolean;
  fullReplicaIdentity: boolean;
  primaryKey: string[];
  columns: Column[];
}

const CACHE_MS = 5000;
/** The longest one change's filter matching holds the event loop before letting others run. */
const SLICE_MS = 8;

/** Yields to other work once the caller has run for SLICE_MS since the last pause. */
class Slicer {
  private since = performance.now();
  async pause(): Promise<void> {
    if (performance.now() - this.since < SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.since = performance.now();
  }
}
const PARALLEL_CHANGES = 4;

interface Delivery {
  subscriber: Subscriber;
  ids: number[];
  dataJson: string;
}

class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  async get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = await load();
    this.entries.set(key, { value, until: Date.now() + CACHE_MS });
    return value;
  }
}

function pick(row: Row | null, names: Iterable<string>): Row {
  const picked: Row = {};
  if (!row) return picked;
  for (const name of names) if (name in row) picked[name] = row[name];
  return picked;
}

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
  private readonly tables = new TtlCache<TableInfo | null>();
  private readonly columnGrants = new TtlCache<Set<string>>();
  private readonly published = new TtlCache<boolean>();
  private readonly switchable = new TtlCache<boolean>();

  constructor(
    private readonly db: Database,
    private readonly options: ChangeFeedOptions,
  ) {}

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
    return this.switchable.get(role, async () => {
      const { rows } = await this.db.query<{ ok: boolean }>(
        `select exists (select 1 from pg_roles r where r.rolname = $1 and pg_has_role('authenticator', r.oid, 'member')) as ok`,
        [role],
      );
      return rows[0]?.ok === true;
    });
  }

  /** Whether schema.table is in publication supabase_realtime. */
  isPublished(schema: string, table: string): Promise<boolean> {
    return this.published.get(`${schema}.${table}`, async () => {
      const { rows } = await this.db.query<{ ok: boolean }>(
        `select exists (select 1 from pg_publication_tables
          where pubname = 'supabase_realtime' and schemaname = $1 and tablename = $2) as ok`,
        [schema, table],
      );
      return rows[0]?.ok === true;
    });
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
        rows.slice(i, i + PARALLEL_CHANGES).map((change) => this.route(change)),
      );
      for (const deliveries of routed) {
        for (const { subscriber, ids, dataJson } of deliveries) subscriber.deliver(ids, dataJson);
      }
    }
  }

  /**
   * The subscriptions `change` may reach, by the cheap checks: schema, table, event and the
   * comparison filters (each distinct filter decided once). LIKE and ILIKE, which scan the value,
   * wait until column grants and row level security have dropped who may not see the row.
   */
  private async matching(change: Change, matcher: RowMatcher, slicer: Slicer): Promise<Subscription[]> {
    const found: Subscription[] = [];
    // A copy: subscriptions come and go while this pauses.
    for (const s of [...this.subscriptions]) {
      await slicer.pause();
      if (
        (s.schema === '*' || s.schema === change.schema_name) &&
        (s.table === null || s.table === change.table_name) &&
        (s.event === '*' || s.event === change.action) &&
        (isScanning(s.filter) || matcher.matches(s.filter))
      ) {
        found.push(s);
      }
    }
    return found;
  }

  /** Who receives `change`, and what each receives. */
  private async route(change: Change): Promise<Delivery[]> {
    const matcher = new RowMatcher(change.action === 'DELETE' ? change.old_record : change.record);
    const slicer = new Slicer();
    let candidates = await this.matching(change, matcher, slicer);
    if (candidates.length === 0) return [];
    const info = await this.tableInfo(change.schema_name, change.table_name);
    if (!info) return [];

    // Column grants: a role sees only the columns it may select, and nothing without the key.
    const visibleByRole = new Map<string, Set<string>>();
    for (const role of new Set(candidates.map((s) => s.subscriber.claims.role))) {
      visibleByRole.set(role, await this.visibleColumns(info, role));
    }
    candidates = candidates.filter((s) => {
      const visible = visibleByRole.get(s.subscriber.claims.role);
      return visible && visible.size > 0 && info.primaryKey.every((key) => visible.has(key));
    });

    // Row level security: each subscriber's own claims decide, for a DELETE on the row as it was.
    if (info.rowSecurity && candidates.length > 0) {
      if (info.primaryKey.length === 0) return [];
      const claimsTexts = [...new Set(candidates.map((s) => JSON.stringify(s.subscriber.claims)))];
      const deleted = change.action === 'DELETE';
      const claimsJson = `[${claimsTexts.join(',')}]`;
      const ask = (sql: string, params: unknown[]) =>
        this.db.transaction(
          async (tx) => (await tx.query<{ answers: boolean[] }>(sql, params)).rows[0]?.answers ?? [],
        );
      const generic = (guarded: boolean) =>
        ask(
          `select realtime.visible_to($1::oid::regclass, $2::text[], $3::jsonb,
                  array(select jsonb_array_elements($4::jsonb)), $5) as answers`,
          [info.oid, info.primaryKey, JSON.stringify(change.record), claimsJson, guarded],
        );
      const answers = deleted
        ? await ask(
            `select realtime.visible_before_delete($1::oid::regclass, $2::text[], $3::jsonb,
                    array(select jsonb_array_elements($4::jsonb))) as answers`,
            [info.oid, info.primaryKey, JSON.stringify(change.old_record), claimsJson],
          )
        : // The table's own checker (static SQL, planned once); if it is missing or a policy
          // fails, the generic check, then the guarded one.
          await ask(
            `select realtime."visible_in_${info.oid}"(array(select jsonb_array_elements($1::jsonb)), $2::jsonb) as answers`,
            [claimsJson, JSON.stringify(change.record)],
          )
            .catch(() => generic(false))
            .catch(() => generic(true));
      const allowed = new Set(claimsTexts.filter((_, i) => answers[i] === true));
      candidates = candidates.filter((s) => allowed.has(JSON.stringify(s.subscriber.claims)));
    }

    const bySubscriber = new Map<Subscriber, number[]>();
    for (const s of candidates) {
      if (isScanning(s.filter)) {
        await slicer.pause();
        if (!matcher.matches(s.filter)) continue;
      }
      const ids = bySubscriber.get(s.subscriber) ?? [];
      ids.push(s.id);
      bySubscriber.set(s.subscriber, ids);
    }
    // One payload per role (what a role sees does not depend on who holds it), encoded once.
    const payloads = new Map<string, string>();
    return [...bySubscriber].map(([subscriber, ids]) => {
      const role = subscriber.claims.role;
      let dataJson = payloads.get(role);
      if (dataJson === undefined) {
        dataJson = JSON.stringify(this.payload(change, info, visibleByRole.get(role) ?? new Set<string>()));
        payloads.set(role, dataJson);
      }
      return { subscriber, ids, dataJson };
    });
  }

  private payload(change: Change, info: TableInfo, visible: Set<string>): Row {
    const data: Row = {
      schema: change.schema_name,
      table: change.table_name,
      commit_timestamp: change.commit_timestamp,
      type: change.action,
      columns: info.columns.filter((c) => visible.has(c.name)),
      errors: null,
    };
    if (change.action !== 'DELETE') data.record = pick(change.record, visible);
    if (change.action !== 'INSERT') {
      const wholeRow = info.fullReplicaIdentity && !(info.rowSecurity && change.action === 'DELETE');
      data.old_record = pick(change.old_record, wholeRow ? visible : info.primaryKey);
    }
    return data;
  }

  private tableInfo(schema: string, table: string): Promise<TableInfo | null> {
    return this.tables.get(`${schema}.${table}`, async () => {
      const { rows } = await this.db.query<TableInfo>(
        `select c.oid::int as "oid", c.relrowsecurity as "rowSecurity", c.relreplident = 'f' as "fullReplicaIdentity",
                coalesce((select array_agg(a.attname::text order by array_position(i.indkey::int2[], a.attnum))
                            from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
                           where i.indrelid = c.oid and i.indisprimary), '{}') as "primaryKey",
                (select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
                   from pg_attribute a join pg_type t on t.oid = a.atttypid
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as "columns"
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = $1 and c.relname = $2`,
        [schema, table],
      );
      return rows[0] ?? null;
    });
  }

  private visibleColumns(info: TableInfo, role: string): Promise<Set<string>> {
    return this.columnGrants.get(`${info.oid}:${role}`, async () => {
      const { rows } = await this.db.query<{ name: string }>(
        `select a.attname::text as name from pg_attribute a
          where a.attrelid = $1::oid and a.attnum > 0 and not a.attisdropped
            and has_column_privilege($2, $1::oid, a.attnum, 'SELECT')`,
        [info.oid, role],
      );
      return new Set(rows.map((r) => r.name));
    });
  }

  /** Subscribers connected now (for logs and tests). */
  subscriberCount(): number {
    return new Set([...this.subscriptions].map((s) => s.subscriber)).size;
  }
}
