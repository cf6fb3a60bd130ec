// Bounds on the regular expressions of `match` and `imatch` filters (issue 25). PostgreSQL
// compiles a counted repetition by copying its operand: `(\w{1,100}){1,99}x` becomes some 10,000
// states, which held PGlite (one thread, no statement_timeout) for 0.3 s per pattern, and 180 of
// them in one `or=(…)` for 15 s. PGlite cannot be interrupted mid-statement, so the patterns are
// weighed before they reach either database: a request whose patterns could cost more is refused.

import { RestError } from './errors.ts';

/** The longest pattern accepted. */
const MAX_REGEX_LENGTH = 256;
/** Patterns per request (each element of a `match(any)` list counts). */
export const MAX_REGEXES_PER_REQUEST = 8;
/**
 * The weight of all patterns of one request: each atom weighs the product of the counted
 * repetitions around it. `\w{1,255}` (PostgreSQL's largest count) weighs 255; `(\w{1,10}){1,10}`
 * 100; the attack above 9,900. Compiling costs PGlite about 0.25 ms per unit of weight (55 ms for
 * `(\w{1,15}){1,15}`), so a request at this ceiling holds it for some 60 ms.
 */
export const MAX_REGEX_WEIGHT = 256;

function refuse(message: string, hint: string): RestError {
  return new RestError(400, 'PGRST100', message, null, hint);
}

/** The weight of one pattern (see MAX_REGEX_WEIGHT); throws for what is never accepted. */
export function regexWeight(pattern: string): number {
  // Each open group: its weight so far and the weight of its last atom (what a quantifier repeats).
  const stack: { sum: number; last: number }[] = [{ sum: 0, last: 0 }];
  let i = 0;
  const top = () => stack[stack.length - 1] as { sum: number; last: number };
  const atom = (weight: number) => {
    top().sum += weight;
    top().last = weight;
  };
  const repeat = (times: number) => {
    const frame = top();
    frame.sum += frame.last * (times - 1);
    frame.last *= times;
  };
  while (i < pattern.length) {
    const c = pattern[i] as string;
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9]/.test(next)) {
        throw refuse(
          'Back-references are not allowed in match and imatch patterns',
          'Match without \\1 … \\9, or filter on the exact value with eq',
        );
      }
      i += 2;
      atom(1);
    } else if (c === '[') {
      // A bracket expression is one atom: skip to its closing `]` (a leading `]` or `^]` is literal,
      // and `[:alpha:]`, `[=a=]`, `[.a.]` hold their own brackets).
      let j = i + 1;
      if (pattern[j] === '^') j++;
      if (pattern[j] === ']') j++;
      while (j < pattern.length && pattern[j] !== ']') {
        if (pattern[j] === '[' && /[:=.]/.test(pattern[j + 1] ?? '')) {
          const close = pattern.indexOf(`${pattern[j + 1]}]`, j + 2);
          j = close < 0 ? pattern.length : close + 2;
        } else j++;
      }
      i = j + 1;
      atom(1);
    } else if (c === '(') {
      stack.push({ sum: 0, last: 0 });
      i += pattern[i + 1] === '?' ? 3 : 1;
    } else if (c === ')') {
      if (stack.length > 1) {
        const group = stack.pop() as { sum: number; last: number };
        atom(Math.max(group.sum, 1));
      }
      i++;
    } else if (c === '{') {
      const bound = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (bound) {
        const low = Number(bound[1]);
        const high = bound[2] === undefined ? low : bound[3] === '' ? low + 1 : Number(bound[3]);
        repeat(Math.max(high, 1));
        i += bound[0].length;
      } else {
        atom(1);
        i++;
      }
    } else if (c === '*' || c === '+' || c === '?') {
      // Unbounded repetition loops in the automaton instead of copying: no extra weight.
      i++;
    } else if (c === '|') {
      top().last = 0;
      i++;
    } else {
      atom(1);
      i++;
    }
    if (top().sum > MAX_REGEX_WEIGHT * 10) break;
  }
  while (stack.length > 1) {
    const group = stack.pop() as { sum: number; last: number };
    atom(Math.max(group.sum, 1));
  }
  return top().sum;
}

/** What the regular expressions of one request have used so far. */
export class RegexBudget {
  private count = 0;
  private weight = 0;

  /** Weighs `pattern` (for `match(any)`, `elements` patterns in one list); throws past a cap. */
  take(pattern: string, elements = 1): void {
    if (pattern.length > MAX_REGEX_LENGTH * elements) {
      throw refuse(
        `A match or imatch pattern may have at most ${MAX_REGEX_LENGTH} characters`,
        'Use a shorter pattern, or like/ilike',
      );
    }
    this.count += elements;
    if (this.count > MAX_REGEXES_PER_REQUEST) {
      throw refuse(
        `A request may hold at most ${MAX_REGEXES_PER_REQUEST} match or imatch patterns`,
        'Combine the patterns with |, or use like/ilike',
      );
    }
    this.weight += regexWeight(pattern);
    if (this.weight > MAX_REGEX_WEIGHT) {
      throw refuse(
        `The match and imatch patterns of this request are too costly (weight over ${MAX_REGEX_WEIGHT})`,
        'Use fewer or smaller counted repetitions such as {1,100}, especially nested ones',
      );
    }
  }
}
