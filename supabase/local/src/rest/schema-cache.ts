import type { SqlExecutor } from '../contracts.ts';

// What PostgREST calls the schema cache: the relations, columns and functions of the exposed
// schemas, read from the live catalog. Identifiers in SQL come only from here.

interface ColumnInfo {
  name: string;
  /** format_type() of the column, e.g. `integer`, `text[]`, `timestamp with time zone`. */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
}

export interface RelationInfo {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
}

interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  schema: string;
  name: string;
  args: FunctionArg[];
  /** Unnamed or variadic arguments: such overloads cannot be called with named arguments. */
  callable: boolean;
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Column names when the function returns rows (composite or TABLE), else null (scalar). */
  resultColumns: string[] | null;
  volatile: boolean;
}

export interface SchemaCache {
  relation(schema: string, name: string): RelationInfo | undefined;
  functions(schema: string, name: string): FunctionInfo[];
  /** Roles a JWT may name: those granted to `authenticator`, as with PostgREST. */
  isSwitchableRole(role: string): boolean;
  roleExists(role: string): boolean;
  refresh(): Promise<void>;
  /** Refreshes at most once per `minIntervalMs`, for lookups that missed (a migration ran elsewhere). */
  refreshIfStale(minIntervalMs?: number): Promise<boolean>;
}

interface ColumnRow {
  schema: string;
  relation: string;
  relkind: string;
  column: string;
  type: string;
  notnull: boolean;
  hasdefault: boolean;
  generated: boolean;
}

interface FunctionRow {
  schema: string;
  name: string;
  argnames: string[] | null;
  argtypes: string[] | null;
  argmodes: string[] | null;
  nargdefaults: number;
  nargs: number;
  returnsset: boolean;
  rettype: string;
  retcolumns: string[] | null;
  volatile: boolean;
  variadic: boolean;
}

const COLUMNS_SQL = `
select n.nspname::text as schema, c.relname::text as relation, c.relkind::text as relkind, a.attname::text as column,
       format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as notnull, a.atthasdef as hasdefault,
       (a.attgenerated <> '') as generated
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
 where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p')
 order by n.nspname, c.relname, a.attnum`;

const PRIMARY_KEYS_SQL = `
select n.nspname as schema, c.relname as relation,
       array_agg(a.attname::text order by array_position(i.indkey, a.attnum)) as columns
  from pg_index i
  join pg_class c on c.oid = i.indrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
 where i.indisprimary and n.nspname = any($1::text[])
 group by n.nspname, c.relname`;

// For functions returning rows, the result columns are the OUT/TABLE arguments or the
// attributes of the returned composite type.
const FUNCTIONS_SQL = `
select n.nspname as schema, p.proname as name,
       coalesce(p.proargnames, '{}') as argnames,
       array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as argtypes,
       p.proargmodes::text[] as argmodes,
       p.pronargdefaults as nargdefaults, p.pronargs as nargs,
       p.proretset as returnsset, format_type(p.prorettype, null) as rettype,
       case when rt.typrelid <> 0 then
         array(select a.attname::text from pg_attribute a
                where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped order by a.attnum)
       end as retcolumns,
       p.provolatile = 'v' as volatile,
       p.provariadic <> 0 as variadic
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
 where n.nspname = any($1::text[]) and p.prokind = 'f'`;

const ROLES_SQL = `
select r.rolname as role, pg_has_role('authenticator', r.oid, 'member') as switchable
  from pg_roles r`;

function functionFromRow(row: FunctionRow): FunctionInfo {
  const names = row.argnames ?? [];
  const types = row.argtypes ?? [];
  const modes = row.argmodes ?? types.map(() => 'i');
  const args: FunctionArg[] = [];
  const outColumns: string[] = [];
  let inputIndex = 0;
  let callable = !row.variadic;
  types.forEach((type, i) => {
    const mode = modes[i] ?? 'i';
    const name = names[i] ?? '';
    if (mode === 'o' || mode === 't') {
      outColumns.push(name);
      return;
    }
    if (mode === 'v') callable = false;
    if (name === '') callable = false;
    // Defaults belong to the last `nargdefaults` input arguments.
    args.push({ name, type, hasDefault: inputIndex >= row.nargs - row.nargdefaults });
    inputIndex++;
    if (mode === 'b') outColumns.push(name);
  });
  const hasOut = modes.some((m) => m === 'o' || m === 't' || m === 'b');
  return {
    schema: row.schema,
    name: row.name,
    args,
    callable,
    returnsSet: row.returnsset,
    returnsVoid: row.rettype === 'void',
    resultColumns:
      row.retcolumns ?? (hasOut && (outColumns.length > 1 || row.rettype === 'record') ? outColumns : null),
    volatile: row.volatile,
  };
}

export function createSchemaCache(db: SqlExecutor, schemas: string[]): SchemaCache {
  let relations = new Map<string, RelationInfo>();
  let functions = new Map<string, FunctionInfo[]>();
  let roles = new Map<string, boolean>();
  let loadedAt = 0;
  let loading: Promise<void> | null = null;

  async function load() {
    const [columns, keys, procs, roleRows] = [
      await db.query<ColumnRow>(COLUMNS_SQL, [schemas]),
      await db.query<{ schema: string; relation: string; columns: string[] }>(PRIMARY_KEYS_SQL, [schemas]),
      await db.query<FunctionRow>(FUNCTIONS_SQL, [schemas]),
      await db.query<{ role: string; switchable: boolean }>(ROLES_SQL),
    ];
    const nextRelations = new Map<string, RelationInfo>();
    for (const row of columns.rows) {
      const key = `${row.schema}.${row.relation}`;
      let relation = nextRelations.get(key);
      if (!relation) {
        relation = {
          schema: row.schema,
          name: row.relation,
          kind: row.relkind === 'r' || row.relkind === 'p' ? 'table' : 'view',
          columns: new Map(),
          primaryKey: [],
        };
        nextRelations.set(key, relation);
      }
      relation.columns.set(row.column, {
        name: row.column,
        type: row.type,
        nullable: !row.notnull,
        hasDefault: row.hasdefault,
        generated: row.generated,
      });
    }
    for (const row of keys.rows) {
      const relation = nextRelations.get(`${row.schema}.${row.relation}`);
      if (relation) relation.primaryKey = row.columns;
    }
    const nextFunctions = new Map<string, FunctionInfo[]>();
    for (const row of procs.rows) {
      const key = `${row.schema}.${row.name}`;
      const list = nextFunctions.get(key) ?? [];
      list.push(functionFromRow(row));
      nextFunctions.set(key, list);
    }
    relations = nextRelations;
    functions = nextFunctions;
    roles = new Map(roleRows.rows.map((r) => [r.role, r.switchable]));
    loadedAt = Date.now();
  }

  const cache: SchemaCache = {
    relation: (schema, name) => relations.get(`${schema}.${name}`),
    functions: (schema, name) => functions.get(`${schema}.${name}`) ?? [],
    isSwitchableRole: (role) => roles.get(role) === true && role !== 'authenticator',
    roleExists: (role) => roles.has(role),
    refresh() {
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading;
    },
    async refreshIfStale(minIntervalMs = 1000) {
      if (Date.now() - loadedAt < minIntervalMs) return false;
      await cache.refresh();
      return true;
    },
  };
  return cache;
}
