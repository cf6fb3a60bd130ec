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
  /** For like/ilike: the pattern, compiled once at subscription. */
  like?: LikeMatcher;
  /** The filter as written: equal keys match the same rows, so a change is checked once per key. */
  key: string;
}

/** A compiled LIKE/ILIKE pattern; `folded` is `value` already case-folded (ILIKE), if at hand. */
export type LikeMatcher = (value: string, folded?: string) => boolean;

export class FilterError extends Error {}

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

function compare(value: unknown, text: string): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) {
    return value - Number(text);
  }
  const own = typeof value === 'string' ? value : JSON.stringify(value);
  return own < text ? -1 : own > text ? 1 : 0;
}

// LIKE without regular expressions: a pattern like `%a%a%a%b` compiled to a backtracking regex
// took seconds on a 150-character row (issue 13). Split at `%`, the pieces are fixed-length
// segments; the leftmost fit of each, in order, is a match whenever any fit is (a later segment
// only gains room when an earlier one sits further left), so one pass over the value decides.

/**
 * The most units the runs holding `_` (between two `%`) of one pattern may have together. Such a
 * run is matched by shift-and, costing (value length) x (run / 32) steps and a mask row of
 * run / 32 words per distinct unit: without this cap one 4 kB pattern cost 2 MB and 128 steps per
 * character of the row (issue 25). Honest patterns have a few `_`.
 */
export const MAX_LIKE_WILDCARD_RUN = 512;

/** A run between two `%`: each entry a UTF-16 code unit, or ANY for `_`. */
type Segment = number[];
const ANY = -1;

let foldTable: Uint16Array | null = null;

/**
 * Case folding as ILIKE did when it was a regex with the `i` flag (ECMAScript Canonicalize:
 * upper case, unless that takes more than one unit or maps a non-ASCII unit into ASCII). Unit for
 * unit, so `_` still means one unit of the original value.
 */
function fold(code: number): number {
  if (!foldTable) {
    foldTable = new Uint16Array(65536);
    for (let c = 0; c < 65536; c++) {
      const upper = String.fromCharCode(c).toUpperCase();
      const u = upper.charCodeAt(0);
      foldTable[c] = upper.length !== 1 || (c >= 128 && u < 128) ? c : u;
    }
  }
  return foldTable[code] ?? code;
}

function foldText(text: string): string {
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = fold(text.charCodeAt(i));
  let out = '';
  // fromCharCode takes arguments: in slices, well below any engine's argument limit.
  for (let i = 0; i < codes.length; i += 8192) {
    out += String.fromCharCode(...codes.subarray(i, i + 8192));
  }
  return out;
}

function segmentsOf(pattern: string, caseInsensitive: boolean): Segment[] {
  const segments: Segment[] = [[]];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    const current = segments[segments.length - 1] as Segment;
    if (c === '%' || c === '*') {
      // PostgREST's `*` stands for `%` (URLs mangle `%`). Runs of them are one; the first one
      // always opens a segment, so segments[0] is the part anchored at the start.
      if (current.length > 0 || segments.length === 1) segments.push([]);
      continue;
    }
    let code: number;
    if (c === '_') code = ANY;
    else if (c === '\\') {
      // As PostgreSQL: the escape takes the next character literally, and may not end the pattern.
      if (i + 1 >= pattern.length) throw new FilterError('LIKE pattern must not end with escape character');
      code = pattern.charCodeAt(++i);
    } else code = pattern.charCodeAt(i);
    if (code !== ANY && caseInsensitive) code = fold(code);
    current.push(code);
  }
  return segments;
}

/** Whether `segment` matches `text` at `at` exactly (the caller checked the length). */
function matchesAt(segment: Segment, text: string, at: number): boolean {
  for (let j = 0; j < segment.length; j++) {
    const code = segment[j] as number;
    if (code !== ANY && text.charCodeAt(at + j) !== code) return false;
  }
  return true;
}

/** The leftmost place at or after `from` where a `_`-free segment ends by `end`, or -1. */
function findLiteral(literal: string, text: string, from: number, end: number): number {
  const at = text.indexOf(literal, from);
  return at >= 0 && at + literal.length <= end ? at : -1;
}

/**
 * The same for a segment with `_`: shift-and, bit j of the state meaning "the last j + 1 units
 * match the segment's first j + 1", 32 positions per word, so O(length x segment / 32).
 */
function wildcardFinder(segment: Segment): (text: string, from: number, end: number) => number {
  const words = Math.ceil(segment.length / 32);
  const anyMask = new Uint32Array(words);
  segment.forEach((code, j) => {
    if (code === ANY) anyMask[j >>> 5] = (anyMask[j >>> 5] ?? 0) | (1 << (j & 31));
  });
  const masks = new Map<number, Uint32Array>();
  segment.forEach((code, j) => {
    if (code === ANY) return;
    let mask = masks.get(code);
    if (!mask) {
      mask = Uint32Array.from(anyMask);
      masks.set(code, mask);
    }
    mask[j >>> 5] = (mask[j >>> 5] ?? 0) | (1 << (j & 31));
  });
  const lastWord = (segment.length - 1) >>> 5;
  const lastBit = 1 << ((segment.length - 1) & 31);
  return (text, from, end) => {
    const state = new Uint32Array(words);
    for (let i = from; i < end; i++) {
      const mask = masks.get(text.charCodeAt(i)) ?? anyMask;
      let carry = 1;
      for (let w = 0; w < words; w++) {
        const value = state[w] as number;
        state[w] = ((value << 1) | carry) & (mask[w] as number);
        carry = value >>> 31;
      }
      if ((state[lastWord] as number) & lastBit) return i - segment.length + 1;
    }
    return -1;
  };
}

/** A LIKE (or ILIKE) matcher: `%` or `*` any run, `_` one unit, `\` escapes; linear in the value. */
export function compileLike(pattern: string, caseInsensitive: boolean): LikeMatcher {
  const segments = segmentsOf(pattern, caseInsensitive);
  const first = segments[0] as Segment;
  const prepare = caseInsensitive
    ? (text: string, folded?: string) => folded ?? foldText(text)
    : (text: string) => text;
  if (segments.length === 1) {
    return (value, folded) => value.length === first.length && matchesAt(first, prepare(value, folded), 0);
  }
  const last = segments[segments.length - 1] as Segment;
  let wildcardRun = 0;
  for (const segment of segments.slice(1, -1)) if (segment.includes(ANY)) wildcardRun += segment.length;
  if (wildcardRun > MAX_LIKE_WILDCARD_RUN) {
    throw new FilterError(
      `LIKE pattern too complex: the parts holding _ may have ${MAX_LIKE_WILDCARD_RUN} characters together`,
    );
  }
  const middle = segments.slice(1, -1).map((segment) => {
    const literal = segment.includes(ANY) ? null : String.fromCharCode(...segment);
    const find = literal === null ? wildcardFinder(segment) : null;
    return { length: segment.length, literal, find };
  });
  return (value, folded) => {
    if (value.length < first.length + last.length) return false;
    const text = prepare(value, folded);
    const end = text.length - last.length;
    if (!matchesAt(first, text, 0) || !matchesAt(last, text, end)) return false;
    let position = first.length;
    for (const segment of middle) {
      const at =
        segment.literal !== null
          ? findLiteral(segment.literal, text, position, end)
          : (segment.find as NonNullable<typeof segment.find>)(text, position, end);
      if (at < 0) return false;
      position = at + segment.length;
    }
    return true;
  };
}

function holds(filter: RowFilter, value: unknown, folded?: (text: string) => string): boolean {
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
      if (typeof value !== 'string') return false;
      return (filter.like ?? compileLike(first, filter.op === 'ilike'))(
        value,
        filter.op === 'ilike' && folded ? folded(value) : undefined,
      );
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
export function rowMatches(
  filter: RowFilter | null,
  row: Record<string, unknown> | null,
  folded?: (text: string) => string,
): boolean {
  if (!filter) return true;
  if (!row || !(filter.column in row)) return false;
  const value = row[filter.column];
  if (value === null && filter.op !== 'is') return false;
  return filter.negate ? !holds(filter, value, folded) : holds(filter, value, folded);
}

/** Whether a filter costs more than a comparison: LIKE and ILIKE scan the value. */
export function isScanning(filter: RowFilter | null): boolean {
  return filter !== null && (filter.op === 'like' || filter.op === 'ilike');
}

/**
 * One changed row checked against any number of filters: each distinct filter (by its text) is
 * decided once, and a value is case-folded once for every ILIKE, so the cost follows the distinct
 * filters, not the subscriptions holding them (issue 25).
 */
export class RowMatcher {
  private readonly decided = new Map<string, boolean>();
  private readonly foldedValues = new Map<string, string>();
  private readonly fold = (text: string): string => {
    let folded = this.foldedValues.get(text);
    if (folded === undefined) {
      folded = foldText(text);
      this.foldedValues.set(text, folded);
    }
    return folded;
  };

  constructor(private readonly row: Record<string, unknown> | null) {}

  matches(filter: RowFilter | null): boolean {
    if (!filter) return true;
    let answer = this.decided.get(filter.key);
    if (answer === undefined) {
      answer = rowMatches(filter, this.row, this.fold);
      this.decided.set(filter.key, answer);
    }
    return answer;
  }
}
