// One change's way out: the subscriptions it matches (schema, table, event, filter), then those
// whose role may select the columns and, under row level security, see the row; and the `data` each
// receives, encoded once per role (supabase/local/docs/protocol.md §4.4, §4.6).
import type { Database } from '../contracts.ts';
import type { Change, Row, Subscriber, Subscription } from './feed-types.ts';
import { isScanning, RowMatcher } from './row-matcher.ts';
import { visibleUnderRowSecurity } from './row-security.ts';
import type { TableCatalog, TableInfo } from './table-catalog.ts';

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

export interface Delivery {
  subscriber: Subscriber;
  ids: number[];
  dataJson: string;
}

function pick(row: Row | null, names: Iterable<string>): Row {
  const picked: Row = {};
  if (!row) return picked;
  for (const name of names) if (name in row) picked[name] = row[name];
  return picked;
}

/**
 * The subscriptions `change` may reach, by the cheap checks: schema, table, event and the
 * comparison filters (each distinct filter decided once). LIKE and ILIKE, which scan the value,
 * wait until column grants and row level security have dropped who may not see the row.
 */
async function matching(
  subscriptions: ReadonlySet<Subscription>,
  change: Change,
  matcher: RowMatcher,
  slicer: Slicer,
): Promise<Subscription[]> {
  const found: Subscription[] = [];
  // A copy: subscriptions come and go while this pauses.
  for (const s of [...subscriptions]) {
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

/** The database and the subscriptions held now, as routing a change reads them. */
export interface RouteContext {
  db: Database;
  catalog: TableCatalog;
  subscriptions: ReadonlySet<Subscription>;
}

/** Who receives `change`, and what each receives. */
export async function routeChange(
  change: Change,
  { db, catalog, subscriptions }: RouteContext,
): Promise<Delivery[]> {
  const matcher = new RowMatcher(change.action === 'DELETE' ? change.old_record : change.record);
  const slicer = new Slicer();
  let candidates = await matching(subscriptions, change, matcher, slicer);
  if (candidates.length === 0) return [];
  const info = await catalog.tableInfo(change.schema_name, change.table_name);
  if (!info) return [];

  // Column grants: a role sees only the columns it may select, and nothing without the key.
  const visibleByRole = new Map<string, Set<string>>();
  for (const role of new Set(candidates.map((s) => s.subscriber.claims.role))) {
    visibleByRole.set(role, await catalog.visibleColumns(info, role));
  }
  candidates = candidates.filter((s) => {
    const visible = visibleByRole.get(s.subscriber.claims.role);
    return visible && visible.size > 0 && info.primaryKey.every((key) => visible.has(key));
  });

  // Row level security: each subscriber's own claims decide, for a DELETE on the row as it was.
  if (info.rowSecurity && candidates.length > 0) {
    if (info.primaryKey.length === 0) return [];
    const claimsTexts = [...new Set(candidates.map((s) => JSON.stringify(s.subscriber.claims)))];
    const claimsJson = `[${claimsTexts.join(',')}]`;
    const answers = await visibleUnderRowSecurity(db, info, change, claimsJson);
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
      dataJson = JSON.stringify(payload(change, info, visibleByRole.get(role) ?? new Set<string>()));
      payloads.set(role, dataJson);
    }
    return { subscriber, ids, dataJson };
  });
}

function payload(change: Change, info: TableInfo, visible: Set<string>): Row {
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
