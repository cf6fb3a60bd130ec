import { parseError } from './errors.ts';
import { MAX_LOGIC_DEPTH } from './limits.ts';
import { type FieldRef, parseField, readField, splitTopLevel, unquote } from './parse-field.ts';

// Filters: `col=op.value` parameters and `and=(…)` / `or=(…)` trees, parsed into plain data.
// Nothing here touches SQL: build.ts checks every name against the schema cache and passes
// values as $n.

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
