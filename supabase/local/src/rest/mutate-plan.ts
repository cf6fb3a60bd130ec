import type { SqlExecutor } from '../contracts.ts';
import {
  bodySql,
  orderSql,
  Params,
  quoteIdent,
  relationColumns,
  relationSql,
  selectListSql,
  whereSql,
} from './build.ts';
import { parseError, RestError } from './errors.ts';
import { type Outcome, singularError } from './outcome.ts';
import { filtersOf, type RequestShape } from './request.ts';
import type { RelationInfo } from './schema-cache.ts';

// POST (insert and upsert), PATCH and DELETE on a table or view (PostgREST's MutatePlan): each a
// statement ending in `returning`, answered with the rows or only their count as Prefer asks.

const INSERTED_PLUS = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) + 1)::text, true) <> '0'`;
const INSERTED_MINUS = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) - 1)::text, true) <> '-1'`;

function checkPayloadColumns(relation: RelationInfo, keys: string[]) {
  for (const key of keys) {
    if (!relation.columns.has(key)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${key}' column of '${relation.name}' in the schema cache`,
      );
    }
  }
}

/** Runs a data-changing statement (`mutation` ends with `returning`) and shapes the answer. */
async function mutate(
  tx: SqlExecutor,
  relation: RelationInfo,
  shape: RequestShape,
  params: Params,
  mutation: string,
): Promise<{ n: number; body: string | null }> {
  const representation = shape.prefs.return === 'representation';
  let sql: string;
  if (representation) {
    const selectList = selectListSql(shape.select, relationColumns(relation), params);
    sql = `with _m as (${mutation} *) select ${bodySql(shape)} as body, count(*)::int as n from (select ${selectList} from _m) _r`;
  } else {
    // `returning 1`, not `*`: a minimal write must not need SELECT rights or policies on the
    // new rows (an insert-only RLS policy is common, e.g. a contact form).
    sql = `with _m as (${mutation} 1) select null::text as body, count(*)::int as n from _m`;
  }
  const result = await tx.query<{ body: string | null; n: number }>(sql, params.values);
  const row = result.rows[0] ?? { body: null, n: 0 };
  // For a singular request PostgREST rolls the whole write back unless exactly one row changed.
  if (shape.singular && row.n !== 1) throw singularError(row.n);
  return row;
}

function mutationOutcome(
  shape: RequestShape,
  status: number,
  n: number,
  body: string | null,
  range: string,
): Outcome {
  const total = shape.prefs.count ? n : null;
  const headers: Record<string, string> = { 'Content-Range': `${range}/${total === null ? '*' : total}` };
  if (shape.prefs.return === 'representation') return { status, body, headers };
  return { status: status === 200 ? 204 : status, body: null, headers };
}

export async function insert(
  tx: SqlExecutor,
  relation: RelationInfo,
  shape: RequestShape,
  raw: string,
  payload: unknown,
) {
  const rows = Array.isArray(payload) ? payload : [payload];
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
    throw new RestError(
      400,
      'PGRST102',
      'All object keys must match',
      'The body must be an object or an array of objects',
    );
  }
  const objects = rows as Record<string, unknown>[];
  const keys = shape.columns ?? [...new Set(objects.flatMap((row) => Object.keys(row)))];
  checkPayloadColumns(relation, keys);
  const table = relationSql(relation);

  let conflict = '';
  // As PostgREST 12: every row offered counts one up, every conflict it turns into an update
  // counts one down, so what is left is the number inserted (none: 200 instead of 201).
  const merging = shape.prefs.resolution === 'merge-duplicates';
  const counted = merging ? ` where ${INSERTED_PLUS}` : '';
  if (shape.prefs.resolution) {
    const target = shape.onConflict ?? relation.primaryKey;
    checkPayloadColumns(relation, target);
    if (target.length === 0) {
      throw new RestError(400, 'PGRST100', `Table '${relation.name}' has no primary key: pass on_conflict`);
    }
    // The conflict columns are set too (to the same values), as PostgREST does: a body holding
    // only them still updates, so the existing row is returned rather than skipped.
    conflict =
      shape.prefs.resolution === 'ignore-duplicates' || keys.length === 0
        ? ` on conflict (${target.map(quoteIdent).join(', ')}) do nothing`
        : ` on conflict (${target.map(quoteIdent).join(', ')}) do update set ${keys
            .map((k) => `${quoteIdent(k)} = excluded.${quoteIdent(k)}`)
            .join(', ')} where ${INSERTED_MINUS}`;
  }

  // `missing=default`: a key absent from a row takes the column default, so rows with
  // different key sets cannot share one column list; group them. Otherwise PostgREST fills
  // absent keys with NULL.
  const groups: { keys: string[]; rows: Record<string, unknown>[] }[] = [];
  if (shape.prefs.missing === 'default' || keys.length === 0) {
    for (const row of objects) {
      const rowKeys = keys.filter((k) => k in row);
      const last = groups.at(-1);
      if (last && last.keys.join('\u0000') === rowKeys.join('\u0000')) last.rows.push(row);
      else groups.push({ keys: rowKeys, rows: [row] });
    }
  } else {
    groups.push({ keys, rows: objects });
  }

  let n = 0;
  const bodies: string[] = [];
  for (const group of groups) {
    const params = new Params();
    // The raw body goes to Postgres as is when possible, so big numbers keep every digit.
    const json =
      groups.length === 1 ? (Array.isArray(payload) ? raw : `[${raw}]`) : JSON.stringify(group.rows);
    const mutation =
      group.keys.length === 0
        ? `insert into ${table} select from generate_series(1, ${params.add(group.rows.length)}::int)${counted}${conflict} returning`
        : `insert into ${table} (${group.keys.map(quoteIdent).join(', ')}) select ${group.keys
            .map(quoteIdent)
            .join(
              ', ',
            )} from json_populate_recordset(null::${table}, ${params.add(json)}::json)${counted}${conflict} returning`;
    const result = await mutate(tx, relation, { ...shape, singular: false }, params, mutation);
    n += result.n;
    if (result.body && result.body !== '[]') bodies.push(result.body.slice(1, -1));
  }
  if (shape.singular && n !== 1) throw singularError(n);
  let body: string | null = `[${bodies.join(',')}]`;
  if (shape.singular) body = bodies[0] ?? null;
  const outcome = mutationOutcome(shape, 201, n, body, '*');
  if (merging) {
    const left = await tx.query<{ inserted: string | null }>(
      `select current_setting('pgrst.inserted', true) as inserted`,
    );
    if (Number(left.rows[0]?.inserted || 0) === 0) outcome.status = 200;
  }
  return outcome;
}

function requireFilter(shape: RequestShape, verb: 'UPDATE' | 'DELETE') {
  // Supabase loads pg-safeupdate for the API: a write without WHERE is refused (ref 2.8).
  if (filtersOf(shape).length === 0 && shape.limit === undefined) {
    throw new RestError(400, '21000', `${verb} requires a WHERE clause`, null, null);
  }
}

/** `where` for PATCH/DELETE, honouring order+limit through the row ids, as PostgREST does. */
function targetWhere(relation: RelationInfo, shape: RequestShape, params: Params): string {
  const columns = relationColumns(relation);
  const where = whereSql(filtersOf(shape), columns, params);
  if (shape.limit === undefined) return where;
  if (relation.kind !== 'table') throw parseError('limit on PATCH/DELETE works only on tables');
  const table = relationSql(relation);
  const order = orderSql(shape.order, columns, params);
  return ` where ctid = any(array(select ctid from ${table}${where}${order} limit ${params.add(shape.limit)}::bigint))`;
}

export async function update(tx: SqlExecutor, relation: RelationInfo, shape: RequestShape, payload: unknown) {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'PATCH expects a JSON object');
  }
  requireFilter(shape, 'UPDATE');
  const keys = shape.columns ?? Object.keys(payload);
  checkPayloadColumns(relation, keys);
  if (keys.length === 0) return mutationOutcome(shape, 200, 0, '[]', '*');
  const table = relationSql(relation);
  const params = new Params();
  const list = keys.map(quoteIdent).join(', ');
  const source = `(select ${list} from json_populate_record(null::${table}, ${params.add(JSON.stringify(payload))}::json))`;
  const where = targetWhere(relation, shape, params);
  const { n, body } = await mutate(
    tx,
    relation,
    shape,
    params,
    `update ${table} set (${list}) = ${source}${where} returning`,
  );
  return mutationOutcome(shape, 200, n, body, n > 0 ? `0-${n - 1}` : '*');
}

export async function remove(tx: SqlExecutor, relation: RelationInfo, shape: RequestShape) {
  requireFilter(shape, 'DELETE');
  const table = relationSql(relation);
  const params = new Params();
  const where = targetWhere(relation, shape, params);
  const { n, body } = await mutate(tx, relation, shape, params, `delete from ${table}${where} returning`);
  return mutationOutcome(shape, 200, n, body, '*');
}
