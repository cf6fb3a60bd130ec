// What the change feed asks PostgreSQL's catalogue, each answer kept CACHE_MS: a table's key,
// columns and row security, the columns a role may select, whether a table is published, and
// which roles an API token may take.
import type { Database } from '../contracts.ts';

interface Column {
  name: string;
  type: string;
}

export interface TableInfo {
  oid: number;
  rowSecurity: boolean;
  fullReplicaIdentity: boolean;
  primaryKey: string[];
  columns: Column[];
}

const CACHE_MS = 5000;
/** Keys come from clients (a subscription names any table): the cache may not grow without end. */
const MAX_ENTRIES = 10_000;

/**
 * Answers kept `ttlMs`, one load per key at a time: a burst of joins that all miss shares the
 * first one's query instead of each sending its own (issue 25). A failed load is not kept.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; until: number }>();

  constructor(
    private readonly ttlMs = CACHE_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.evict(now);
    const value = load();
    this.entries.set(key, { value, until: now + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops what has expired; if that frees nothing, the oldest entry (a Map keeps insertion order). */
  private evict(now: number) {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}

export class TableCatalog {
  private readonly tables = new TtlCache<TableInfo | null>();
  private readonly columnGrants = new TtlCache<Set<string>>();
  private readonly published = new TtlCache<boolean>();
  private readonly switchable = new TtlCache<boolean>();

  constructor(private readonly db: Database) {}

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

  tableInfo(schema: string, table: string): Promise<TableInfo | null> {
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

  visibleColumns(info: TableInfo, role: string): Promise<Set<string>> {
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
}
