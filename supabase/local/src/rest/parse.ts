import { parseError } from './errors.ts';
import { MAX_JSON_PATH_STEPS, MAX_LOGIC_DEPTH, MAX_SELECT_ITEMS } from './limits.ts';

// The PostgREST query-string grammar (protocol ref 2.2), parsed into plain data. Nothing here
// touches SQL: build.ts checks every name against the schema cache and passes values as $n.

interface PathStep {
  arrow: '->' | '->>';
  key: string;
}

export interface FieldRef {
  column: string;
  path: PathStep[];
}

export interface SelectItem {
  /** null = `*` */
  field: FieldRef | null;
  alias?: string;
  cast?: string;
}

type FilterOp =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'in'
  | 'is'
  | 'isdistinct'
  | 'fts'
  | 'plfts'
  | 'phfts'
  | 'wfts'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxr'
  | 'nxl'
  | 'adj';

export interface Condition {
  kind: 'condition';
  field: FieldRef;
  negate: boolean;
  op: FilterOp;
  /** `like(any)` / `eq(all)` … */
  quantifier?: 'any' | 'all';
  /** Text-search configuration, `fts(english)`. */
  language?: string;
  value: string;
}

export interface LogicTree {
  kind: 'and' | 'or';
  negate: boolean;
  children: Expression[];
}

export type Expression = Condition | LogicTree;

export interface OrderTerm {
  field: FieldRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Every filter operator PostgREST knows (the fuzz suite draws from the same list). */
export const OPERATORS: ReadonlySet<string> = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
]);
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const TEXT_SEARCH = new Set(['fts', 'plfts', 'phfts', 'wfts']);

/** Splits on `separator` outside double quotes and parentheses. */
function splitTopLevel(input: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < input.length) current += input[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (depth < 0) throw parseError(`Unbalanced parentheses in "${input}"`);
    if (ch === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (quoted || depth !== 0) throw parseError(`Unbalanced quotes or parentheses in "${input}"`);
  parts.push(current);
  return parts;
}

/** `"a \"b\""` → `a "b"`; unquoted text is returned as is. */
function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/**
 * Reads a column reference with optional JSON path (`data->a->>b`, `"my col"->0`) from the
 * start of `text`; returns it and the rest.
 */
function readField(text: string): { field: FieldRef; rest: string } {
  let i = 0;
  let column: string;
  if (text.startsWith('"')) {
    const end = text.indexOf('"', 1);
    if (end < 0) throw parseError(`Unterminated quoted column in "${text}"`);
    column = text.slice(1, end);
    i = end + 1;
  } else {
    const match = /^[^\s.,:()"-]+(?:-(?!>)[^\s.,:()"-]*)*/.exec(text);
    if (!match) throw parseError(`Expected a column name at "${text}"`);
    column = match[0];
    i = column.length;
  }
  const path: PathStep[] = [];
  while (text.startsWith('->', i)) {
    const arrow = text.startsWith('->>', i) ? '->>' : '->';
    i += arrow.length;
    const match = /^(?:"[^"]*"|[^\s.,:()"-]+(?:-(?!>)[^\s.,:()"-]*)*)/.exec(text.slice(i));
    if (!match) throw parseError(`Expected a JSON key after ${arrow} in "${text}"`);
    if (path.length === MAX_JSON_PATH_STEPS) {
      throw parseError(`A JSON path may have at most ${MAX_JSON_PATH_STEPS} steps`);
    }
    const key = unquote(match[0]);
    // An array index must fit the integer PostgreSQL's -> takes.
    if (/^-?\d+$/.test(key) && Math.abs(Number(key)) > 2_147_483_647) {
      throw parseError(`JSON array index ${key} is out of range`);
    }
    path.push({ arrow, key });
    i += match[0].length;
  }
  if (column === '') throw parseError(`Empty column name in "${text}"`);
  return { field: { column, path }, rest: text.slice(i) };
}

function parseField(text: string): FieldRef {
  const { field, rest } = readField(text);
  if (rest !== '') throw parseError(`Unexpected "${rest}" after column "${field.column}"`);
  return field;
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

/** `[not.]op[(modifier)].value` */
function parseOperation(field: FieldRef, text: string): Condition {
  let negate = false;
  let rest = text;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(rest);
  if (!match?.[1] || !OPERATORS.has(match[1])) {
    throw parseError(
      `"${text}" is not a valid filter on "${field.column}"`,
      'Expected <operator>.<value>, e.g. eq.1',
    );
  }
  const op = match[1] as FilterOp;
  const modifier = match[2];
  const value = rest.slice(match[0].length);
  const condition: Condition = { kind: 'condition', field, negate, op, value };
  if (modifier !== undefined) {
    if (QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all')) condition.quantifier = modifier;
    else if (TEXT_SEARCH.has(op) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(modifier)) condition.language = modifier;
    else throw parseError(`Invalid modifier "${modifier}" for operator ${op}`);
  }
  return condition;
}

/** A `col=op.value` query parameter. */
export function parseFilter(key: string, value: string): Condition {
  return parseOperation(parseField(key), value);
}

/** The body of `or=(…)` / `and=(…)`, including the parentheses; `depth` counts from 1. */
export function parseLogicTree(kind: 'and' | 'or', negate: boolean, text: string, depth = 1): LogicTree {
  // Checked before splitting: each level rescans its whole text, so depth bounds the work too.
  if (depth > MAX_LOGIC_DEPTH) throw parseError(`Logic trees may nest at most ${MAX_LOGIC_DEPTH} levels`);
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw parseError(`"${kind}" expects a parenthesised list, got "${text}"`);
  }
  const inner = text.slice(1, -1);
  if (inner.trim() === '') throw parseError(`Empty "${kind}" list`);
  const children = splitTopLevel(inner).map((part): Expression => {
    const item = part.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested?.[2] && nested[3]) {
      return parseLogicTree(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3], depth + 1);
    }
    const { field, rest } = readField(item);
    if (!rest.startsWith('.'))
      throw parseError(`"${item}" is not a valid condition`, 'Expected col.op.value');
    const condition = parseOperation(field, rest.slice(1));
    // Inside logic trees values may be double-quoted to protect , . : ( ).
    if (condition.op !== 'in') condition.value = unquote(condition.value);
    return condition;
  });
  return { kind, negate, children };
}

/** `(a,"b,c",d)` → ['a', 'b,c', 'd'] */
export function parseInList(text: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw parseError(`"in" expects a parenthesised list, got "${text}"`);
  }
  const inner = text.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner).map((item) => unquote(item.trim()));
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

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
}

export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = {};
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const raw of text.split(',')) {
    const [key, value] = raw
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefs.return = value;
    } else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefs.count = value;
    } else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
    } else if (key === 'missing' && (value === 'default' || value === 'null')) {
      prefs.missing = value;
    } else if (key === 'tx' && (value === 'commit' || value === 'rollback')) {
      prefs.tx = value;
    }
    // Unknown preferences are ignored, as PostgREST does without handling=strict.
  }
  return prefs;
}
