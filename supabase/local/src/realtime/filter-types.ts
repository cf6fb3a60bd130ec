// What a `postgres_changes` row filter is once parsed (filters.ts), and the error a filter that
// cannot be parsed or compiled (like.ts) is refused with.

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
