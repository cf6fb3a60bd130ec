// `pnpm --filter @safari/supabase-local gen-types [--check]`: regenerates
// shared-domain/src/supabase/database.types.ts from supabase/migrations, in the shape
// `supabase gen types typescript` produces (Tables Row/Insert/Update/Relationships, Views,
// Functions, Enums, CompositeTypes), so supabase-js typing keeps working. The migrations are
// applied to a throwaway PGlite and the exposed schema is read from the catalog.
// `--check` fails (exit 1) when the committed file differs from what the migrations produce.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prepareDatabase } from './boot.ts';
import type { SqlExecutor } from './contracts.ts';
import { openDatabase } from './db/index.ts';
import { defaultMigrationsDir, repoRoot } from './paths.ts';

export const TYPES_FILE = join(repoRoot, 'shared-domain', 'src', 'supabase', 'database.types.ts');
const SCHEMA = 'public';

interface ColumnInfo {
  table: string;
  column: string;
  type: string;
  typeSchema: string;
  element: string | null;
  elementSchema: string | null;
  typtype: string;
  elementTyptype: string | null;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
  identity: string;
}

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set([
  'text',
  'varchar',
  'bpchar',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'inet',
  'cidr',
  'macaddr',
  'bytea',
  'citext',
  'name',
  'tsvector',
  'money',
]);

function scalarType(name: string, schema: string, typtype: string | null): string {
  if (typtype === 'e' && schema === SCHEMA) return `Database["${SCHEMA}"]["Enums"]["${name}"]`;
  if (NUMBER_TYPES.has(name)) return 'number';
  if (STRING_TYPES.has(name)) return 'string';
  if (name === 'bool') return 'boolean';
  if (name === 'json' || name === 'jsonb') return 'Json';
  if (name === 'void') return 'undefined';
  return 'unknown';
}

function columnType(
  c: Pick<ColumnInfo, 'type' | 'typeSchema' | 'element' | 'elementSchema' | 'typtype' | 'elementTyptype'>,
): string {
  if (c.element) return `${scalarType(c.element, c.elementSchema ?? '', c.elementTyptype)}[]`;
  return scalarType(c.type, c.typeSchema, c.typtype);
}

const quoteKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

async function readColumns(db: SqlExecutor, relkinds: string[]): Promise<Map<string, ColumnInfo[]>> {
  const { rows } = await db.query<ColumnInfo>(
    `select c.relname as "table", a.attname as "column", t.typname as "type", tn.nspname as "typeSchema",
            et.typname as "element", en.nspname as "elementSchema", t.typtype as "typtype",
            et.typtype as "elementTyptype", not a.attnotnull as "nullable", a.atthasdef as "hasDefault",
            a.attgenerated <> '' as "generated", a.attidentity as "identity"
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_type t on t.oid = a.atttypid
     join pg_namespace tn on tn.oid = t.typnamespace
     left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
     left join pg_namespace en on en.oid = et.typnamespace
     where n.nspname = $1 and c.relkind = any($2) and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attname`,
    [SCHEMA, relkinds],
  );
  const byTable = new Map<string, ColumnInfo[]>();
  for (const row of rows) byTable.set(row.table, [...(byTable.get(row.table) ?? []), row]);
  return byTable;
}

function tableBlock(name: string, columns: ColumnInfo[], writable: boolean): string {
  const row = columns.map((c) => `${quoteKey(c.column)}: ${columnType(c)}${c.nullable ? ' | null' : ''}`);
  const insert = columns.map((c) => {
    if (c.generated || c.identity === 'a') return `${quoteKey(c.column)}?: never`;
    const optional = c.nullable || c.hasDefault || c.identity === 'd';
    return `${quoteKey(c.column)}${optional ? '?' : ''}: ${columnType(c)}${c.nullable ? ' | null' : ''}`;
  });
  const update = columns.map((c) =>
    c.generated || c.identity === 'a'
      ? `${quoteKey(c.column)}?: never`
      : `${quoteKey(c.column)}?: ${columnType(c)}${c.nullable ? ' | null' : ''}`,
  );
  const body = [`Row: {\n${row.join('\n')}\n}`];
  if (writable) body.push(`Insert: {\n${insert.join('\n')}\n}`, `Update: {\n${update.join('\n')}\n}`);
  body.push('Relationships: []');
  return `${quoteKey(name)}: {\n${body.join('\n')}\n}`;
}

interface FunctionInfo {
  name: string;
  argNames: string[] | null;
  argModes: string[] | null;
  argTypes: string[];
  defaults: number;
  returnsSet: boolean;
  returnType: string;
}

async function readFunctions(db: SqlExecutor): Promise<string[]> {
  const { rows } = await db.query<FunctionInfo>(
    `select p.proname as name, p.proargnames as "argNames", p.proargmodes::text[] as "argModes",
            array(select format_type(x, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) as x)
              as "argTypes",
            p.pronargdefaults as defaults, p.proretset as "returnsSet", format_type(rt.oid, null) as "returnType"
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     join pg_type rt on rt.oid = p.prorettype
     where n.nspname = $1 and p.prokind = 'f' and rt.typname <> 'trigger'
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
     order by p.proname`,
    [SCHEMA],
  );
  const typeOid = await db.query<{
    typname: string;
    format: string;
    nspname: string;
    typtype: string;
    elem: string | null;
  }>(
    `select t.typname, format_type(t.oid, null) as format, n.nspname, t.typtype, et.typname as elem
     from pg_type t join pg_namespace n on n.oid = t.typnamespace
     left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'`,
  );
  const byFormat = new Map(typeOid.rows.map((t) => [t.format, t]));
  const tsOf = (format: string) => {
    const t = byFormat.get(format);
    if (!t) return 'unknown';
    return t.elem ? `${scalarType(t.elem, t.nspname, null)}[]` : scalarType(t.typname, t.nspname, t.typtype);
  };
  return rows.map((f) => {
    const names = f.argNames ?? [];
    const modes = f.argModes ?? f.argTypes.map(() => 'i');
    const inputs: string[] = [];
    const outputs: string[] = [];
    const inputCount = modes.filter((m) => m === 'i' || m === 'b' || m === 'v').length;
    let inputIndex = 0;
    modes.forEach((mode, i) => {
      const name = names[i] ?? `arg${i}`;
      const type = tsOf(f.argTypes[i] ?? '');
      if (mode === 'i' || mode === 'b' || mode === 'v') {
        const optional = inputIndex >= inputCount - f.defaults;
        inputs.push(`${quoteKey(name)}${optional ? '?' : ''}: ${type}`);
        inputIndex += 1;
      }
      if (mode === 'o' || mode === 'b' || mode === 't') outputs.push(`${quoteKey(name)}: ${type}`);
    });
    const args = inputs.length > 0 ? `{\n${inputs.join('\n')}\n}` : 'never';
    let returns = outputs.length > 0 ? `{\n${outputs.join('\n')}\n}` : tsOf(f.returnType);
    if (f.returnsSet) returns = outputs.length > 0 ? `${returns}[]` : `${returns}[]`;
    return `${quoteKey(f.name)}: {\nArgs: ${args}\nReturns: ${returns}\n}`;
  });
}

const never = '{\n[_ in never]: never\n}';

export async function generateDatabaseTypes(db: SqlExecutor): Promise<string> {
  const tables = await readColumns(db, ['r', 'p']);
  const views = await readColumns(db, ['v', 'm']);
  const functions = await readFunctions(db);
  const enums = await db.query<{ name: string; labels: string[] }>(
    `select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as labels
     from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
     where n.nspname = $1 group by t.typname order by t.typname`,
    [SCHEMA],
  );
  const block = (entries: string[]) => (entries.length > 0 ? `{\n${entries.join('\n')}\n}` : never);
  const enumEntries = enums.rows.map(
    (e) => `${quoteKey(e.name)}: ${e.labels.map((l) => JSON.stringify(l)).join(' | ')}`,
  );
  const constants = enums.rows.map(
    (e) => `${quoteKey(e.name)}: [${e.labels.map((l) => JSON.stringify(l)).join(', ')}]`,
  );
  return `// Generated by \`pnpm --filter @safari/supabase-local gen-types\` from supabase/migrations: do not edit.
// CI regenerates it and fails when the committed file differs (the migrations are the truth).

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  ${SCHEMA}: {
    Tables: ${block([...tables].map(([name, columns]) => tableBlock(name, columns, true)))}
    Views: ${block([...views].map(([name, columns]) => tableBlock(name, columns, false)))}
    Functions: ${block(functions)}
    Enums: ${block(enumEntries)}
    CompositeTypes: ${never}
  }
}

type PublicSchema = Database['${SCHEMA}'];

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];

export const Constants = {
  ${SCHEMA}: {
    Enums: {
      ${constants.join(',\n')}
    },
  },
} as const;
`;
}

/** Biome is the formatter of the repository; the generated file must pass `pnpm lint`. */
function formatted(source: string): string {
  return execFileSync(
    join(repoRoot, 'node_modules', '.bin', 'biome'),
    ['format', `--stdin-file-path=${TYPES_FILE}`],
    {
      input: source,
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
}

/** Applies the migrations to a throwaway PGlite and returns the formatted types file. */
export async function databaseTypesFromMigrations(migrationsDir = defaultMigrationsDir): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gen-types-'));
  const db = await openDatabase({ dataDir });
  try {
    await prepareDatabase(db, { migrationsDir, seedFile: null });
    return formatted(await generateDatabaseTypes(db));
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const check = process.argv.includes('--check');
  const generated = await databaseTypesFromMigrations();
  if (check) {
    const committed = await readFile(TYPES_FILE, 'utf8').catch(() => '');
    if (committed !== generated) {
      console.error(
        `${TYPES_FILE} is out of date with supabase/migrations: run \`pnpm --filter @safari/supabase-local gen-types\` and commit it.`,
      );
      process.exit(1);
    }
    console.log('database.types.ts matches the migrations.');
    return;
  }
  await writeFile(TYPES_FILE, generated);
  console.log(`Wrote ${TYPES_FILE}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
