// `postgres_changes` subscription parameters and row filters, as Supabase Realtime parses them
// (protocol ref 4.6). A filter is one condition, `column=op.value`, checked against the changed
// row (the old row for DELETE).

export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

export interface RowFilter {
  column: string;
  negate: boolean;
  op: 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'is' | 'like' | 'ilike';
  /** The list for `in`, otherwise one value. */
  values: string[];
}

export class FilterError extends Error {}

const FILTER = /^([^=]+)=(not\.)?(eq|neq|lt|lte|gt|gte|in|is|like|ilike)\.(.*)$/s;

export function parseEvent(event: unknown): ChangeEvent {
  const upper = typeof event === 'string' ? event.toUpperCase() : '*';
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

/** `undefined` or empty means no filter. */
export function parseFilter(filter: unknown): RowFilter | null {
  if (filter === undefined || filter === null || filter === '') return null;
  if (typeof filter !== 'string') throw new FilterError('filter must be a string');
  const match = FILTER.exec(filter);
  if (!match) throw new FilterError(`"${filter}" is not of the form column=operator.value`);
  const [, column = '', negate, op = 'eq', raw = ''] = match;
  const values = op === 'in' ? parseList(raw) : [raw];
  return { column: column.trim(), negate: Boolean(negate), op: op as RowFilter['op'], values };
}

function parseList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw new FilterError(`in needs a list like (a,b): ${raw}`);
  const items: string[] = [];
  let current = '';
  let quoted = false;
  const body = raw.slice(1, -1);
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '"') quoted = !quoted;
    else if (c === '\\' && quoted) current += body[++i] ?? '';
    else if (c === ',' && !quoted) {
      items.push(current.trim());
      current = '';
    } else current += c;
  }
  items.push(current.trim());
  return items;
}

function compare(value: unknown, text: string): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) {
    return value - Number(text);
  }
  const own = typeof value === 'string' ? value : JSON.stringify(value);
  return own < text ? -1 : own > text ? 1 : 0;
}

function likeToRegExp(pattern: string, flags: string): RegExp {
  const escaped = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/[%*]/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${escaped}$`, flags);
}

function holds(filter: RowFilter, value: unknown): boolean {
  const [first = ''] = filter.values;
  switch (filter.op) {
    case 'is': {
      const wanted = first.toLowerCase();
      if (wanted === 'null') return value === null || value === undefined;
      if (wanted === 'true') return value === true;
      if (wanted === 'false') return value === false;
      return false;
    }
    case 'in':
      return filter.values.some((item) => compare(value, item) === 0);
    case 'like':
    case 'ilike':
      return typeof value === 'string' && likeToRegExp(first, filter.op === 'ilike' ? 'i' : '').test(value);
  }
  const order = compare(value, first);
  if (order === null) return false;
  switch (filter.op) {
    case 'eq':
      return order === 0;
    case 'neq':
      return order !== 0;
    case 'lt':
      return order < 0;
    case 'lte':
      return order <= 0;
    case 'gt':
      return order > 0;
    case 'gte':
      return order >= 0;
  }
}

/** Whether `row` passes `filter`; a column the row lacks never passes (as in SQL, null). */
export function rowMatches(filter: RowFilter | null, row: Record<string, unknown> | null): boolean {
  if (!filter) return true;
  if (!row || !(filter.column in row)) return false;
  const value = row[filter.column];
  if (value === null && filter.op !== 'is') return false;
  return filter.negate ? !holds(filter, value) : holds(filter, value);
}
