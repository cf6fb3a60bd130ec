// LIKE and ILIKE patterns of `postgres_changes` filters, compiled once at subscription and
// matched in one pass over the value.
import { FilterError, type LikeMatcher } from './filter-types.ts';

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

export function foldText(text: string): string {
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
