import type { SqlExecutor } from '../contracts.ts';
import { type Columns, orderSql, Params, quoteIdent, selectListSql, whereSql } from './build.ts';
import { parseError, RestError } from './errors.ts';
import { contentRange, type Outcome, singularError } from './outcome.ts';
import { pickFunction } from './pick-function.ts';
import { filtersOf, type RequestShape } from './request.ts';
import type { FunctionInfo } from './schema-cache.ts';

// /rpc/<name> (PostgREST's CallPlan): which function the request names and with which
// arguments, and the call, its result filtered, ordered and paged like a table's rows.

/**
 * The function and its arguments: a POST's JSON object (`payload`, undefined for an empty
 * body), or for GET and HEAD the query parameters named like one of its arguments.
 */
export function planCall(
  shape: RequestShape,
  name: string,
  candidates: FunctionInfo[],
  payload: unknown,
): { fn: FunctionInfo; args: Record<string, unknown> } {
  let args: Record<string, unknown> = {};
  if (shape.method === 'POST') {
    if (
      payload !== undefined &&
      (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    ) {
      throw new RestError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'Function arguments must be a JSON object',
      );
    }
    args = (payload ?? {}) as Record<string, unknown>;
  } else {
    // GET: parameters named like an argument are arguments, the rest filter the result.
    const argNames = new Set(candidates.flatMap((fn) => fn.args.map((a) => a.name)));
    const rest: [string, string][] = [];
    for (const [key, value] of shape.rawFilters) {
      if (argNames.has(key)) args[key] = value;
      else rest.push([key, value]);
    }
    shape.rawFilters = rest;
  }
  return { fn: pickFunction(shape.schema, name, candidates, Object.keys(args)), args };
}

export async function call(
  tx: SqlExecutor,
  shape: RequestShape,
  name: string,
  fn: FunctionInfo,
  args: Record<string, unknown>,
  maxRows: number,
): Promise<Outcome> {
  const params = new Params();
  const given = fn.args.filter((arg) => arg.name in args);
  const argsJson = given.length > 0 ? params.add(JSON.stringify(args)) : '';
  const definition = given.map((arg) => `${quoteIdent(arg.name)} ${arg.type}`).join(', ');
  // json_to_record turns each JSON value into the parameter's own type (arrays, json, dates…).
  const call = `${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}(${given
    .map(
      (arg) =>
        `${quoteIdent(arg.name)} := (select _a.${quoteIdent(arg.name)} from json_to_record(${argsJson}::json) as _a(${definition}))`,
    )
    .join(', ')})`;
  if (fn.returnsVoid) {
    await tx.query(`select ${call}`, params.values);
    return { status: 204, body: null, headers: {} };
  }
  if (!fn.resultColumns) {
    if (shape.filters.length || shape.rawFilters.length || shape.order.length) {
      throw parseError(`Filters and order need a function returning rows; ${name} returns a scalar`);
    }
    const sql = fn.returnsSet
      ? `select coalesce(json_agg(_f), '[]')::text as body, count(*)::int as n from ${call} _f`
      : `select to_json(${call})::text as body, 1 as n`;
    const row = (await tx.query<{ body: string | null; n: number }>(sql, params.values)).rows[0];
    // No filters or limits apply here, so the count is the rows answered (one for a scalar).
    const n = row?.n ?? 0;
    const headers: Record<string, string> = shape.prefs.count
      ? { 'Content-Range': contentRange(0, n, n) }
      : {};
    return { status: 200, body: row?.body ?? 'null', headers };
  }
  const columns: Columns = {
    label: `${fn.schema}.${fn.name}`,
    types: new Map(fn.resultColumns.map((c) => [c, ''])),
  };
  const where = whereSql(filtersOf(shape), columns, params);
  const order = orderSql(shape.order, columns, params);
  const selectList = selectListSql(shape.select, columns, params);
  const limit = fn.returnsSet
    ? ` limit ${params.add(Math.min(shape.limit ?? maxRows, maxRows))}::bigint offset ${params.add(shape.offset)}::bigint`
    : '';
  const singleObject = shape.singular || !fn.returnsSet;
  const body = singleObject ? '(json_agg(_r) -> 0)::text' : `coalesce(json_agg(_r), '[]')::text`;
  // Counting needs the filtered rows before the page: the call runs once, into a CTE.
  const sql = shape.prefs.count
    ? `with _all as materialized (select * from ${call} _f${where}) select ${body} as body, count(*)::int as n, (select count(*) from _all)::bigint::text as total from (select ${selectList} from _all _f${order}${limit}) _r`
    : `select ${body} as body, count(*)::int as n from (select ${selectList} from ${call} _f${where}${order}${limit}) _r`;
  const row = (await tx.query<{ body: string | null; n: number; total?: string }>(sql, params.values))
    .rows[0] ?? { body: null, n: 0 };
  if (shape.singular && row.n !== 1) throw singularError(row.n);
  const total = row.total === undefined ? null : Number(row.total);
  return {
    // A partial page of a counted result is 206, as for a table read.
    status: total !== null && row.n < total ? 206 : 200,
    body: row.body ?? 'null',
    headers: { 'Content-Range': contentRange(shape.offset, row.n, total) },
  };
}
