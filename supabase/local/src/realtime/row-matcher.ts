// Whether a changed row passes a parsed filter (filters.ts): comparisons, lists, IS, and LIKE and
// ILIKE through their compiled matchers (like.ts).
import type { RowFilter } from './filter-types.ts';
import { compileLike, foldText } from './like.ts';

function compare(value: unknown, text: string): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) {
    return value - Number(text);
  }
  const own = typeof value === 'string' ? value : JSON.stringify(value);
  return own < text ? -1 : own > text ? 1 : 0;
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
