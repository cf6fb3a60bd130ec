// The few checks /config.json needs, written out instead of using zod: this code is part of the
// shared-domain singleton that every page loads before it renders, and zod's core cost the first
// visit ≈4 kB gzip (docs/performance.md). The rules and messages are the ones the zod/mini
// schemas had (they said 'Invalid input' for everything but the WhatsApp number's pattern);
// `config-checks.test.ts` runs the old schemas against these checks on generated input.

export interface ConfigIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

type Path = readonly (string | number)[];

/** Reads a value at `path`, or records why it cannot and returns undefined. */
export type Check<T> = (value: unknown, path: Path, issues: ConfigIssue[]) => T | undefined;

const INVALID = 'Invalid input';

function fail(issues: ConfigIssue[], path: Path, message = INVALID): undefined {
  issues.push({ path, message });
  return undefined;
}

export function text(
  options: { minLength?: number; pattern?: RegExp; patternMessage?: string } = {},
): Check<string> {
  const { minLength = 0, pattern, patternMessage } = options;
  return (value, path, issues) => {
    if (typeof value !== 'string') return fail(issues, path);
    const before = issues.length;
    if (value.length < minLength) fail(issues, path);
    if (pattern && !pattern.test(value)) fail(issues, path, patternMessage);
    return issues.length === before ? value : undefined;
  };
}

// zod 4's email pattern, so that an address it accepted is still accepted.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const email: Check<string> = text({ pattern: EMAIL, patternMessage: INVALID });

/** An absolute URL the browser can parse; surrounding spaces, tabs and newlines dropped as zod did. */
export const url: Check<string> = (value, path, issues) => {
  if (typeof value !== 'string') return fail(issues, path);
  const trimmed = value.trim();
  try {
    new URL(trimmed);
  } catch {
    return fail(issues, path);
  }
  return trimmed.replace(/[\t\n\r]/g, '');
};

export function integer(options: { minimum: number; maximum?: number }): Check<number> {
  const { minimum, maximum = Number.MAX_SAFE_INTEGER } = options;
  return (value, path, issues) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return fail(issues, path);
    if (!Number.isSafeInteger(value) || value < minimum || value > maximum) return fail(issues, path);
    return value;
  };
}

export function list<T>(item: Check<T>, size: { length?: number; minLength?: number }): Check<T[]> {
  return (value, path, issues) => {
    if (!Array.isArray(value)) return fail(issues, path);
    // Too long a list is refused before its items are read, as zod does.
    if (size.length !== undefined && value.length > size.length) return fail(issues, path);
    const before = issues.length;
    const items = value.map((element, index) => item(element, [...path, index], issues));
    if (size.length !== undefined && value.length !== size.length) fail(issues, path);
    if (size.minLength !== undefined && value.length < size.minLength) fail(issues, path);
    return issues.length === before ? (items as T[]) : undefined;
  };
}

type Shape<T> = { readonly [K in keyof T]-?: Check<T[K]> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An object with these fields; fields it does not name are dropped. With `partial`, a field may
 * be left out (it is then absent from the result too).
 */
export function record<T extends object>(shape: Shape<T>, options?: { partial: false }): Check<T>;
export function record<T extends object>(shape: Shape<T>, options: { partial: true }): Check<Partial<T>>;
export function record<T extends object>(shape: Shape<T>, options = { partial: false }): Check<Partial<T>> {
  return (value, path, issues) => {
    if (!isRecord(value)) return fail(issues, path);
    const before = issues.length;
    const result: Partial<T> = {};
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      if (options.partial && value[key] === undefined) continue;
      const field = shape[key](value[key], [...path, key], issues);
      if (field !== undefined) result[key] = field;
    }
    return issues.length === before ? result : undefined;
  };
}
