import { parseError } from './errors.ts';
import { MAX_JSON_PATH_STEPS } from './limits.ts';

// The pieces of the PostgREST query-string grammar (supabase/local/docs/protocol.md §2.2) that
// select, order and filters share: top-level lists, quoting, and column references with JSON paths.

interface PathStep {
  arrow: '->' | '->>';
  key: string;
}

export interface FieldRef {
  column: string;
  path: PathStep[];
}

/** Splits on `separator` outside double quotes and parentheses. */
export function splitTopLevel(input: string, separator = ','): string[] {
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
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/**
 * Reads a column reference with optional JSON path (`data->a->>b`, `"my col"->0`) from the
 * start of `text`; returns it and the rest.
 */
export function readField(text: string): { field: FieldRef; rest: string } {
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

export function parseField(text: string): FieldRef {
  const { field, rest } = readField(text);
  if (rest !== '') throw parseError(`Unexpected "${rest}" after column "${field.column}"`);
  return field;
}
