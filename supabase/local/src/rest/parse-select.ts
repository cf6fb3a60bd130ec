import { parseError } from './errors.ts';
import { MAX_SELECT_ITEMS } from './limits.ts';
import { type FieldRef, parseField, readField, splitTopLevel, unquote } from './parse-field.ts';

// The PostgREST query-string grammar (supabase/local/docs/protocol.md §2.2) for what to return:
// select, order, limit/offset and column lists, parsed into plain data. Nothing here touches SQL:
// build.ts checks every name against the schema cache and passes values as $n.

export interface SelectItem {
  /** null = `*` */
  field: FieldRef | null;
  alias?: string;
  cast?: string;
}

export interface OrderTerm {
  field: FieldRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export function parseSelect(input: string | null): SelectItem[] {
  if (input === null || input.trim() === '') return [{ field: null }];
  const items = splitTopLevel(input);
  if (items.length > MAX_SELECT_ITEMS)
    throw parseError(`"select" may name at most ${MAX_SELECT_ITEMS} items`);
  return items.map((raw) => {
    const item = raw.trim();
    if (item === '*') return { field: null };
    if (item.includes('(')) {
      throw parseError(
        `Embedded resources and aggregates are not supported by the local server: "${item}"`,
        'supabase/local implements plain columns, JSON paths, casts and aliases in select',
      );
    }
    let alias: string | undefined;
    let rest = item;
    const aliasMatch = /^("[^"]+"|[^:"]+):(?!:)/.exec(item);
    if (aliasMatch?.[1]) {
      alias = unquote(aliasMatch[1]);
      rest = item.slice(aliasMatch[0].length);
    }
    let cast: string | undefined;
    const castAt = rest.lastIndexOf('::');
    if (castAt >= 0) {
      cast = rest.slice(castAt + 2);
      rest = rest.slice(0, castAt);
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(cast)) throw parseError(`Invalid cast "${cast}" in select`);
    }
    const field = parseField(rest);
    return { field, ...(alias === undefined ? {} : { alias }), ...(cast === undefined ? {} : { cast }) };
  });
}

export function parseOrder(input: string): OrderTerm[] {
  return splitTopLevel(input).map((raw) => {
    const { field, rest } = readField(raw.trim());
    const term: OrderTerm = { field };
    const modifiers = rest === '' ? [] : rest.slice(1).split('.');
    if (rest !== '' && !rest.startsWith('.')) throw parseError(`Invalid order term "${raw}"`);
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') term.direction = modifier;
      else if (modifier === 'nullsfirst') term.nulls = 'first';
      else if (modifier === 'nullslast') term.nulls = 'last';
      else throw parseError(`Invalid order modifier "${modifier}" in "${raw}"`);
    }
    return term;
  });
}

export function parseNonNegativeInteger(name: string, value: string): number {
  if (!/^\d+$/.test(value)) throw parseError(`"${name}" must be a non-negative integer, got "${value}"`);
  const number = Number(value);
  // Past 2^53 the number is no longer exact, and PostgreSQL's bigint ends soon after.
  if (!Number.isSafeInteger(number)) throw parseError(`"${name}" is out of range, got "${value}"`);
  return number;
}

/** `"a","b"` or `a,b` → ['a', 'b'] */
export function parseColumnList(input: string): string[] {
  return splitTopLevel(input).map((item) => {
    const name = unquote(item.trim());
    if (name === '') throw parseError(`Empty column name in "${input}"`);
    return name;
  });
}
