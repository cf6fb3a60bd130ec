// `postgres_changes` subscription parameters and row filters, as Supabase Realtime parses them
// (supabase/local/docs/protocol.md §4.5). A filter is one condition, `column=op.value`, checked
// against the changed row (the old row for DELETE).

import { type ChangeEvent, FilterError, type RowFilter } from './filter-types.ts';
import { compileLike } from './like.ts';

/**
 * The longest filter accepted. Matching costs at most (row value length) x (filter length / 32)
 * steps, so this bounds the work one row can cost a subscription; real filters are far shorter.
 */
export const MAX_FILTER_LENGTH = 4096;

const FILTER = /^([^=]+)=(not\.)?(eq|neq|lt|lte|gt|gte|in|is|like|ilike)\.(.*)$/s;

export function parseEvent(event: unknown): ChangeEvent {
  const upper = typeof event === 'string' ? event.toUpperCase() : '*';
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

/** `undefined` or empty means no filter. */
export function parseFilter(filter: unknown): RowFilter | null {
  if (filter === undefined || filter === null || filter === '') return null;
  if (typeof filter !== 'string') throw new FilterError('filter must be a string');
  if (filter.length > MAX_FILTER_LENGTH) {
    throw new FilterError(`filter is longer than ${MAX_FILTER_LENGTH} characters`);
  }
  const match = FILTER.exec(filter);
  if (!match) throw new FilterError(`"${filter}" is not of the form column=operator.value`);
  const [, column = '', negate, op = 'eq', raw = ''] = match;
  const values = op === 'in' ? parseList(raw) : [raw];
  const parsed: RowFilter = {
    key: filter,
    column: column.trim(),
    negate: Boolean(negate),
    op: op as RowFilter['op'],
    values,
  };
  if (op === 'like' || op === 'ilike') parsed.like = compileLike(raw, op === 'ilike');
  return parsed;
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
