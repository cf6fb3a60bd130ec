import { tourFieldLabel } from './tour-fields.ts';

// After a colleague saved the tour first, staff's own edits are laid over the colleague's
// version instead of being thrown away (issue 39 item 6, decision 205): a three-way merge of
// what the editor read (`base`), what staff have on screen (`mine`) and the newer save (`theirs`).

type Value = unknown;

function same(a: Value, b: Value): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function isRecord(value: Value): value is Record<string, Value> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface MergedEdits<T> {
  /** Theirs with every part staff changed replaced by staff's. */
  readonly merged: T;
  /** Where staff changed something (dotted paths), e.g. 'itinerary.1.description'. */
  readonly kept: readonly string[];
  /** Where both changed the same part differently: staff's is kept, theirs is replaced. */
  readonly clashes: readonly string[];
}

/**
 * Lays staff's edits over the newer save, field by field (objects by key, lists of the same
 * length item by item): a part only staff changed is staff's, a part only the colleague changed
 * is theirs, and a part both changed is staff's, reported as a clash.
 */
export function mergeEdits<T>(base: T, mine: T, theirs: T): MergedEdits<T> {
  const kept: string[] = [];
  const clashes: string[] = [];
  const walk = (b: Value, m: Value, t: Value, path: string): Value => {
    if (same(m, b)) return t;
    const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
    if (isRecord(b) && isRecord(m) && isRecord(t)) {
      const keys = new Set([...Object.keys(b), ...Object.keys(m), ...Object.keys(t)]);
      return Object.fromEntries([...keys].map((key) => [key, walk(b[key], m[key], t[key], at(key))]));
    }
    if (
      Array.isArray(b) &&
      Array.isArray(m) &&
      Array.isArray(t) &&
      b.length === m.length &&
      b.length === t.length
    ) {
      return b.map((item, index) => walk(item, m[index], t[index], at(index)));
    }
    kept.push(path);
    if (same(t, b) || same(t, m)) return m;
    clashes.push(path);
    return m;
  };
  const merged = walk(base, mine, theirs, '') as T;
  return { merged, kept, clashes };
}

/** A merged path in staff's words: 'itinerary.1.description' → 'Day 2 description'. */
export function editPathLabel(path: string): string {
  const [field = '', index, part] = path.split('.');
  const label = tourFieldLabel(field);
  if (index === undefined || !/^\d+$/.test(index)) return label;
  const item = field === 'itinerary' ? `Day ${Number(index) + 1}` : `${label} item ${Number(index) + 1}`;
  return part === undefined ? item : `${item} ${part}`;
}
