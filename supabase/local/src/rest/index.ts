import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIp } from '../auth/http.ts';
import type { ServerContext, ServiceHandler, SqlExecutor } from '../contracts.ts';
import { type Caller, GATEWAY_ERRORS, resolveCaller } from '../gateway.ts';
import { BodyTooLargeError, MAX_BODY_BYTES, readBody, sendJson } from '../http.ts';
import { type Columns, orderSql, Params, quoteIdent, selectListSql, whereSql } from './build.ts';
import {
  fromDatabaseError,
  isDatabaseError,
  isInternalDatabaseError,
  parseError,
  RestError,
} from './errors.ts';
import { checkQueryEncoding, checkValueDepth, decodePath, parseJsonBody } from './limits.ts';
import {
  type Expression,
  type OrderTerm,
  type Preferences,
  parseColumnList,
  parseFilter,
  parseLogicTree,
  parseNonNegativeInteger,
  parseOrder,
  parsePrefer,
  parseSelect,
  type SelectItem,
} from './parse.ts';
import { pickFunction } from './pick-function.ts';
import { createSchemaCache, type FunctionInfo, type RelationInfo, type SchemaCache } from './schema-cache.ts';

// PostgREST semantics at /rest/v1 (protocol ref 2): one transaction per request, run as the
// JWT's role with request.jwt.claims set, so the database's grants and RLS policies decide.

export interface RestOptions {
  /** Schemas clients may name in Accept-Profile / Content-Profile; the first is the default. */
  schemas?: string[];
  /** PostgREST's db-max-rows (Supabase default 1000). */
  maxRows?: number;
  /** Per-role statement timeouts, as Supabase sets them on the roles. */
  statementTimeouts?: Record<string, string>;
  /**
   * Believe the first X-Forwarded-For entry (a trusted proxy in front). Default false: the
   * socket's address is the client's, whatever the request claims.
   */
  trustProxy?: boolean;
}

export type RestHandler = ServiceHandler & { schemaCache: SchemaCache };

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'and',
  'or',
  'not.and',
  'not.or',
]);
const SINGULAR = 'application/vnd.pgrst.object+json';
const INSERTED_PLUS = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) + 1)::text, true) <> '0'`;
const INSERTED_MINUS = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) - 1)::text, true) <> '-1'`;
const JSON_TYPE = 'application/json; charset=utf-8';

interface Outcome {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

interface RequestShape {
  method: string;
  schema: string;
  singular: boolean;
  stripNulls: boolean;
  prefs: Preferences;
  select: SelectItem[];
  filters: Expression[];
  /** Non-reserved query parameters that were not turned into filters yet (rpc arguments). */
  rawFilters: [string, string][];
  order: OrderTerm[];
  limit?: number;
  offset: number;
  columns?: string[];
  onConflict?: string[];
}

/** Thrown inside the transaction to roll it back while still answering with `outcome`. */
class RollbackWith {
  constructor(readonly outcome: Outcome) {}
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function negotiate(req: IncomingMessage): { singular: boolean; stripNulls: boolean } {
  const accept = header(req, 'accept');
  if (!accept) return { singular: false, stripNulls: false };
  const offered: string[] = [];
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part
      .trim()
      .split(';')
      .map((s) => s.trim().toLowerCase());
    offered.push(type);
    const stripNulls = params.includes('nulls=stripped');
    if (type === SINGULAR) return { singular: true, stripNulls };
    if (['application/json', '*/*', 'application/*', 'application/vnd.pgrst.array+json'].includes(type)) {
      return { singular: false, stripNulls };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ')}`);
}

function parseRange(req: IncomingMessage): { offset: number; limit?: number } | null {
  const range = header(req, 'range');
  if (!range) return null;
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(range.trim());
  if (!match?.[1]) return null;
  const from = Number(match[1]);
  const to = match[2] === '' || match[2] === undefined ? undefined : Number(match[2]);
  // No table has that many rows; and past 2^53 the numbers are no longer exact.
  if (!Number.isSafeInteger(from) || (to !== undefined && !Number.isSafeInteger(to))) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `Range ${range} is out of range`);
  }
  if (to === undefined) return { offset: from };
  if (to < from)
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `Range ${range} is empty`);
  return { offset: from, limit: to - from + 1 };
}

function parseShape(req: IncomingMessage, url: URL, schemas: string[]): RequestShape {
  const method = req.method ?? 'GET';
  const readLike = method === 'GET' || method === 'HEAD';
  const profile = header(req, readLike ? 'accept-profile' : 'content-profile');
  const schema = profile ?? (schemas[0] as string);
  if (!schemas.includes(schema)) {
    throw new RestError(406, 'PGRST106', `The schema must be one of the following: ${schemas.join(', ')}`);
  }
  const shape: RequestShape = {
    method,
    schema,
    ...negotiate(req),
    prefs: parsePrefer(req.headers.prefer),
    select: parseSelect(url.searchParams.get('select')),
    filters: [],
    rawFilters: [],
    order: [],
    offset: 0,
  };
  for (const [key, value] of url.searchParams) {
    checkValueDepth(key, value);
    if (key === 'order') shape.order.push(...parseOrder(value));
    else if (key === 'limit') shape.limit = parseNonNegativeInteger('limit', value);
    else if (key === 'offset') shape.offset = parseNonNegativeInteger('offset', value);
    else if (key === 'columns') shape.columns = parseColumnList(value);
    else if (key === 'on_conflict') shape.onConflict = parseColumnList(value);
    else if (key === 'or' || key === 'and') shape.filters.push(parseLogicTree(key, false, value));
    else if (key === 'not.or' || key === 'not.and') {
      shape.filters.push(parseLogicTree(key.slice(4) as 'and' | 'or', true, value));
    } else if (key === 'select' || key === 'apikey') {
      // handled above / gateway parameter
    } else if (!RESERVED.has(key)) shape.rawFilters.push([key, value]);
  }
  if (readLike) {
    const range = parseRange(req);
    if (range) {
      shape.offset += range.offset;
      if (range.limit !== undefined) shape.limit = Math.min(range.limit, shape.limit ?? range.limit);
    }
  }
  return shape;
}

function filtersOf(shape: RequestShape): Expression[] {
  return [...shape.filters, ...shape.rawFilters.map(([key, value]) => parseFilter(key, value))];
}

function columnsOf(relation: RelationInfo): Columns {
  const types = new Map<string, string>();
  for (const column of relation.columns.values()) types.set(column.name, baseType(column.type));
  return { label: `${relation.schema}.${relation.name}`, types };
}

/** `character varying(20)` → `character varying`: casting a parameter must never truncate it. */
function baseType(type: string): string {
  return type.replace(/\(\d+(?:,\s*\d+)?\)/g, '');
}

function contentRange(first: number, count: number, total: number | null): string {
  const range = count > 0 ? `${first}-${first + count - 1}` : '*';
  return `${range}/${total === null ? '*' : total}`;
}

function singularError(count: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${count} rows`,
  );
}

/** `json_agg` of the rows of `from`, or the single object for `.single()`. */
function bodySql(shape: RequestShape): string {
  const row = shape.stripNulls ? 'json_strip_nulls(row_to_json(_r))' : '_r';
  return shape.singular ? `(json_agg(${row}) -> 0)::text` : `coalesce(json_agg(${row}), '[]')::text`;
}

export function createRestHandler(ctx: ServerContext, options: RestOptions = {}): RestHandler {
  const schemas = options.schemas ?? ['public'];
  const maxRows = options.maxRows ?? 1000;
  const timeouts = options.statementTimeouts ?? { anon: '3s', authenticated: '8s' };
  const trustProxy = options.trustProxy ?? false;
  const cache = createSchemaCache(ctx.db, schemas);
  let loaded: Promise<void> | null = null;

  async function relationOf(schema: string, name: string): Promise<RelationInfo> {
    let relation = cache.relation(schema, name);
    if (!relation && (await cache.refreshIfStale())) relation = cache.relation(schema, name);
    if (!relation) {
      throw new RestError(
        404,
        'PGRST205',
        `Could not find the table '${schema}.${name}' in the schema cache`,
      );
    }
    return relation;
  }

  /** Runs `work` in one transaction set up exactly as PostgREST sets up its transactions. */
  async function inTransaction(
    req: IncomingMessage,
    path: string,
    caller: Caller,
    shape: RequestShape,
    readOnly: boolean,
    work: (tx: SqlExecutor) => Promise<Outcome>,
  ): Promise<Outcome> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    // The client's address as a gateway states it, never as the client does: the database's
    // per-address limits read these (private.client_address(), decision 100).
    const address = clientIp(req, trustProxy);
    headers['x-forwarded-for'] = address;
    headers['x-real-ip'] = address;
    delete headers['cf-connecting-ip'];
    const settings: [string, string][] = [
      ['search_path', `${quoteIdent(shape.schema)}, public, extensions`],
      ['request.jwt.claims', JSON.stringify(caller.claims)],
      ['request.method', shape.method],
      ['request.path', path],
      ['request.headers', JSON.stringify(headers)],
      ['request.cookies', '{}'],
    ];
    const timeout = timeouts[caller.role];
    if (timeout) settings.push(['statement_timeout', timeout]);
    if (readOnly) settings.push(['transaction_read_only', 'on']);
    // Last, so that every setting above is made before the role changes.
    settings.push(['role', caller.role]);
    const params = settings.flat();
    const setupSql = `select ${settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`;
    try {
      return await ctx.db.transaction(async (tx) => {
        await tx.query(setupSql, params);
        const outcome = await work(tx);
        if (shape.prefs.tx === 'rollback') throw new RollbackWith(outcome);
        return outcome;
      });
    } catch (error) {
      if (error instanceof RollbackWith) return error.outcome;
      throw error;
    }
  }

  async function read(tx: SqlExecutor, relation: RelationInfo, shape: RequestShape): Promise<Outcome> {
    const columns = columnsOf(relation);
    const params = new Params();
    const from = `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;
    const where = whereSql(filtersOf(shape), columns, params);
    const selectList = selectListSql(shape.select, columns, params);
    const order = orderSql(shape.order, columns, params);
    const limit = Math.min(shape.limit ?? maxRows, maxRows);
    const page = ` limit ${params.add(limit)}::bigint offset ${params.add(shape.offset)}::bigint`;
    const total = shape.prefs.count ? `, (select count(*) from ${from}${where})::bigint::text as total` : '';
    const body = shape.method === 'HEAD' ? 'null::text' : bodySql(shape);
    const sql = `select ${body} as body, count(*)::int as n${total} from (select ${selectList} from ${from}${where}${order}${page}) _r`;
    const result = await tx.query<{ body: string | null; n: number; total?: string }>(sql, params.values);
    const row = result.rows[0] ?? { body: '[]', n: 0 };
    const totalCount = row.total === undefined ? null : Number(row.total);
    if (shape.singular && row.n !== 1) throw singularError(row.n);
    if (totalCount !== null && shape.offset > 0 && shape.offset >= totalCount && totalCount > 0) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `An offset of ${shape.offset} was requested, but there are only ${totalCount} rows.`,
      );
    }
    const status = totalCount !== null && row.n < totalCount ? 206 : 200;
    return {
      status,
      body: row.body,
      headers: { 'Content-Range': contentRange(shape.offset, row.n, totalCount) },
    };
  }

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
      const selectList = selectListSql(shape.select, columnsOf(relation), params);
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
  ) {
    const total = shape.prefs.count ? n : null;
    const headers: Record<string, string> = { 'Content-Range': `${range}/${total === null ? '*' : total}` };
    if (shape.prefs.return === 'representation') return { status, body, headers };
    return { status: status === 200 ? 204 : status, body: null, headers };
  }

  async function insert(
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
    const table = `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;

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
    const columns = columnsOf(relation);
    const where = whereSql(filtersOf(shape), columns, params);
    if (shape.limit === undefined) return where;
    if (relation.kind !== 'table') throw parseError('limit on PATCH/DELETE works only on tables');
    const table = `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;
    const order = orderSql(shape.order, columns, params);
    return ` where ctid = any(array(select ctid from ${table}${where}${order} limit ${params.add(shape.limit)}::bigint))`;
  }

  async function update(tx: SqlExecutor, relation: RelationInfo, shape: RequestShape, payload: unknown) {
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'PATCH expects a JSON object');
    }
    requireFilter(shape, 'UPDATE');
    const keys = shape.columns ?? Object.keys(payload);
    checkPayloadColumns(relation, keys);
    if (keys.length === 0) return mutationOutcome(shape, 200, 0, '[]', '*');
    const table = `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;
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

  async function remove(tx: SqlExecutor, relation: RelationInfo, shape: RequestShape) {
    requireFilter(shape, 'DELETE');
    const table = `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;
    const params = new Params();
    const where = targetWhere(relation, shape, params);
    const { n, body } = await mutate(tx, relation, shape, params, `delete from ${table}${where} returning`);
    return mutationOutcome(shape, 200, n, body, '*');
  }

  async function rpc(
    tx: SqlExecutor,
    shape: RequestShape,
    name: string,
    fn: FunctionInfo,
    args: Record<string, unknown>,
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

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    state: { anonymous: boolean },
  ) {
    const resolved = await resolveCaller(req, ctx.keys);
    if (!resolved.ok) {
      if (resolved.failure === 'invalid-token') {
        const expired = resolved.error.reason === 'expired';
        const message = resolved.error.message;
        throw new RestError(401, expired ? 'PGRST303' : 'PGRST301', message, null, null, {
          'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"`,
        });
      }
      sendJson(res, 401, GATEWAY_ERRORS[resolved.failure]);
      return;
    }
    const caller = resolved.caller;
    state.anonymous = caller.role === 'anon';
    loaded ??= cache.refresh().catch((error) => {
      loaded = null;
      throw error;
    });
    await loaded;
    if (!cache.isSwitchableRole(caller.role)) {
      if (!cache.roleExists(caller.role)) {
        throw new RestError(401, '22023', `role "${caller.role}" does not exist`);
      }
      throw new RestError(403, '42501', `permission denied to set role "${caller.role}"`);
    }

    checkQueryEncoding(req.url ?? '/');
    const url = new URL(req.url ?? '/', 'http://local');
    const segments = decodePath(path);
    const shape = parseShape(req, url, schemas);
    const method = shape.method;

    if (segments.length === 0) {
      throw new RestError(404, 'PGRST205', 'The local server does not serve the OpenAPI root; name a table');
    }

    let outcome: Outcome;
    if (segments[0] === 'rpc' && segments.length === 2) {
      const name = segments[1] as string;
      if (!['GET', 'HEAD', 'POST'].includes(method)) {
        throw new RestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for functions');
      }
      let args: Record<string, unknown> = {};
      let candidates = cache.functions(shape.schema, name);
      if (candidates.length === 0 && (await cache.refreshIfStale()))
        candidates = cache.functions(shape.schema, name);
      if (method === 'POST') {
        const payload = parseJsonBody(await readBody(req));
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
      const fn = pickFunction(shape.schema, name, candidates, Object.keys(args));
      const readOnly = method !== 'POST';
      outcome = await inTransaction(req, path, caller, shape, readOnly, (tx) =>
        rpc(tx, shape, name, fn, args),
      );
    } else if (segments.length === 1) {
      const relation = await relationOf(shape.schema, segments[0] as string);
      switch (method) {
        case 'GET':
        case 'HEAD':
          outcome = await inTransaction(req, path, caller, shape, true, (tx) => read(tx, relation, shape));
          break;
        case 'POST': {
          const raw = await readBody(req);
          const payload = parseJsonBody(raw);
          if (payload === undefined) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
          outcome = await inTransaction(req, path, caller, shape, false, (tx) =>
            insert(tx, relation, shape, raw, payload),
          );
          break;
        }
        case 'PATCH': {
          const payload = parseJsonBody(await readBody(req));
          outcome = await inTransaction(req, path, caller, shape, false, (tx) =>
            update(tx, relation, shape, payload ?? {}),
          );
          break;
        }
        case 'DELETE':
          outcome = await inTransaction(req, path, caller, shape, false, (tx) => remove(tx, relation, shape));
          break;
        default:
          throw new RestError(405, 'PGRST101', `Method ${method} is not supported on tables`);
      }
    } else {
      throw new RestError(
        404,
        'PGRST205',
        `Could not find the table '${segments.join('.')}' in the schema cache`,
      );
    }

    const contentType = shape.singular ? `${SINGULAR}; charset=utf-8` : JSON_TYPE;
    const headers: Record<string, string> = { ...outcome.headers };
    if (outcome.body === null || outcome.status === 204) {
      res.writeHead(outcome.status, headers).end();
      return;
    }
    headers['Content-Type'] = contentType;
    headers['Content-Length'] = String(Buffer.byteLength(outcome.body));
    res.writeHead(outcome.status, headers);
    res.end(method === 'HEAD' ? undefined : outcome.body);
  }

  const handler = (async (req, res, path) => {
    const state = { anonymous: true };
    try {
      await handle(req, res, path, state);
    } catch (error) {
      const restError = toRestError(error, state.anonymous, ctx.log);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendJson(res, restError.status, restError.body(), {
        'Proxy-Status': `PostgREST; error=${restError.code}`,
        ...restError.headers,
      });
    }
  }) as RestHandler;
  handler.schemaCache = cache;
  return handler;
}

function toRestError(error: unknown, anonymous: boolean, log: (line: string) => void): RestError {
  if (error instanceof RestError) return error;
  if (error instanceof BodyTooLargeError) {
    return new RestError(
      413,
      'PGRST413',
      `Payload too large: the request body exceeds ${MAX_BODY_BYTES} bytes`,
    );
  }
  if (isDatabaseError(error)) {
    if (isInternalDatabaseError(error.code)) log(`REST database error ${error.code}: ${error.message}`);
    return fromDatabaseError(error, anonymous);
  }
  // Unexpected: log the stack for the developer, never send it to the client.
  log(`REST internal error: ${(error as Error)?.stack ?? String(error)}`);
  return new RestError(500, 'PGRST000', 'Internal server error');
}
