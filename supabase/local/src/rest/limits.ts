import { jsonNestingDepth } from '../http.ts';
import { parseError, RestError } from './errors.ts';

// Bounds on what one request may ask of the database (issue 13). PostgREST leaves these to
// PostgreSQL, whose answer to "too deep" is a stack-depth error; PGlite's smaller WebAssembly
// stack instead fails with an internal error ("bad buffer ID") that can leave its connection
// confused. So hostile-but-plausible input is refused here, as a 400, before any SQL runs. The
// bounds sit far above anything a real client sends and well below what broke PGlite in tests
// (JSON nested 7,000 deep in a filter, 500 chained JSON-path steps).

/** Nesting of `[` / `{` in a JSON body or a query-string value (PGlite broke at 7,000). */
const MAX_JSON_DEPTH = 512;
/** Nesting of `and(…)` / `or(…)` logic trees. */
export const MAX_LOGIC_DEPTH = 32;
/** `->` / `->>` steps after one column (each is one more level of nesting in the SQL). */
export const MAX_JSON_PATH_STEPS = 32;
/** Items in `select`: PostgreSQL allows 1,664 result columns; one `*` may stand for many. */
export const MAX_SELECT_ITEMS = 1_000;

/** JSON.parse for request bodies: PostgREST's PGRST102 for anything it cannot take. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (jsonNestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new RestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      `The body nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message);
  }
}

/** A query-string value (filter operand, RPC argument) nested deeper than a body may be. */
export function checkValueDepth(name: string, value: string): void {
  if (jsonNestingDepth(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw parseError(
      `The value of "${name}" nests arrays or objects more than ${MAX_JSON_DEPTH} levels deep`,
    );
  }
}

/**
 * The path segments after /rest/v1, percent-decoded. A malformed escape (`%zz`, or bytes that
 * are not UTF-8) is PGRST100, the code PostgREST gives a request-URL syntax error: PGRST125
 * ("invalid path") would be closer in name, but PostgREST answers it 404, meaning "no such
 * resource", while this request cannot even be read, which is a 400.
 */
export function decodePath(path: string): string[] {
  try {
    return path
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    throw parseError('Invalid percent-encoding in the request path', 'Escapes must be %XX and spell UTF-8');
  }
}

/**
 * URLSearchParams keeps a malformed escape as literal text and turns bytes that are not UTF-8
 * into U+FFFD, so `?name=eq.%ff` would silently search for "�". Refused instead, like the path.
 */
export function checkQueryEncoding(rawUrl: string): void {
  const at = rawUrl.indexOf('?');
  if (at < 0) return;
  try {
    decodeURIComponent(rawUrl.slice(at + 1));
  } catch {
    throw parseError('Invalid percent-encoding in the query string', 'Escapes must be %XX and spell UTF-8');
  }
}
