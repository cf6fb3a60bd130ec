import type { IncomingMessage } from 'node:http';
import { headerValue } from '../http.ts';
import { RestError } from './errors.ts';
import { checkValueDepth } from './limits.ts';
import { negotiate, type Preferences, parsePrefer } from './negotiate.ts';
import { type Expression, parseFilter, parseLogicTree } from './parse-filter.ts';
import {
  type OrderTerm,
  parseColumnList,
  parseNonNegativeInteger,
  parseOrder,
  parseSelect,
  type SelectItem,
} from './parse-select.ts';

// The request as plain data (PostgREST's ApiRequest): schema, representation, preferences and
// the query string's select, filters, order and page. The plans turn it into SQL.

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

export interface RequestShape {
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

function parseRange(req: IncomingMessage): { offset: number; limit?: number } | null {
  const range = headerValue(req, 'range');
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

export function parseShape(req: IncomingMessage, url: URL, schemas: string[]): RequestShape {
  const method = req.method ?? 'GET';
  const readLike = method === 'GET' || method === 'HEAD';
  const profile = headerValue(req, readLike ? 'accept-profile' : 'content-profile');
  const schema = profile ?? (schemas[0] as string);
  if (!schemas.includes(schema)) {
    throw new RestError(406, 'PGRST106', `The schema must be one of the following: ${schemas.join(', ')}`);
  }
  const shape: RequestShape = {
    method,
    schema,
    ...negotiate(headerValue(req, 'accept')),
    prefs: parsePrefer(headerValue(req, 'prefer')),
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

export function filtersOf(shape: RequestShape): Expression[] {
  return [...shape.filters, ...shape.rawFilters.map(([key, value]) => parseFilter(key, value))];
}
