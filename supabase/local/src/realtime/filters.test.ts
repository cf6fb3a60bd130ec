import { describe, expect, it } from 'vitest';
import { FilterError, type RowFilter } from './filter-types.ts';
import { parseEvent, parseFilter } from './filters.ts';
import { RowMatcher, rowMatches } from './row-matcher.ts';

const row = { id: 5, name: "Ngorongoro's rim", price: 120.5, open: true, note: null, slug: 'crater' };
const passes = (filter: string) => rowMatches(parseFilter(filter), row);

describe('postgres_changes filters', () => {
  it('compares numbers as numbers and text as text', () => {
    expect(passes('id=eq.5')).toBe(true);
    expect(passes('id=eq.6')).toBe(false);
    expect(passes('price=gt.100')).toBe(true);
    expect(passes('price=lte.100')).toBe(false);
    expect(passes('id=neq.5')).toBe(false);
    expect(passes('slug=eq.crater')).toBe(true);
    expect(passes('slug=lt.d')).toBe(true);
  });

  it('handles in-lists with quotes, is, like/ilike and not.', () => {
    expect(passes('id=in.(1,5,9)')).toBe(true);
    expect(passes('id=in.(1,9)')).toBe(false);
    expect(passes(`name=in.("Ngorongoro's rim",other)`)).toBe(true);
    expect(passes('note=is.null')).toBe(true);
    expect(passes('open=is.true')).toBe(true);
    expect(passes('name=like.Ngoro*')).toBe(true);
    expect(passes('name=ilike.%RIM')).toBe(true);
    expect(passes('name=like.%RIM')).toBe(false);
    expect(passes('id=not.eq.5')).toBe(false);
    expect(passes('id=not.in.(1,2)')).toBe(true);
  });

  it('never matches a null or missing column, except with is', () => {
    expect(passes('note=eq.null')).toBe(false);
    expect(passes('missing=eq.1')).toBe(false);
    expect(rowMatches(parseFilter('id=eq.5'), null)).toBe(false);
  });

  it('treats an empty filter as none and refuses malformed ones', () => {
    expect(parseFilter('')).toBeNull();
    expect(parseFilter(undefined)).toBeNull();
    expect(() => parseFilter('id=5')).toThrow(FilterError);
    expect(() => parseFilter('id=between.1.5')).toThrow(FilterError);
    expect(() => parseFilter('id=in.1,2')).toThrow(FilterError);
  });

  it('reads events case-insensitively; anything else means every event', () => {
    expect(parseEvent('insert')).toBe('INSERT');
    expect(parseEvent('*')).toBe('*');
    expect(parseEvent('TRUNCATE')).toBe('*');
  });
});
describe('filters under load (issue 25)', () => {
  it('refuses a LIKE pattern whose _ runs would cost more than the cap, and keeps honest ones', () => {
    expect(() => parseFilter(`name=ilike.%${'ab_'.repeat(171)}%`)).toThrow(
      /LIKE pattern too complex: the parts holding _ may have 512 characters together/,
    );
    expect(parseFilter(`name=ilike.%${'ab_'.repeat(170)}%`)).not.toBeNull();
    // Anchored parts and `_`-free runs are not shift-and matched: no cap beyond the length.
    expect(parseFilter(`name=like.${'a_'.repeat(1000)}%${'b'.repeat(2000)}%`)).not.toBeNull();
  });

  it('decides each distinct filter once per row, and still as LIKE and ILIKE say', () => {
    const row = { name: `${'x'.repeat(100)}Ngorongoro` };
    const first = parseFilter('name=ilike.%NGORO_GORO') as RowFilter;
    const same = parseFilter('name=ilike.%NGORO_GORO') as RowFilter;
    const other = parseFilter('name=like.%NGORO%') as RowFilter;
    let calls = 0;
    const counted = (filter: RowFilter): RowFilter => {
      const like = filter.like as NonNullable<RowFilter['like']>;
      return {
        ...filter,
        like: (value, folded) => {
          calls++;
          return like(value, folded);
        },
      };
    };
    const matcher = new RowMatcher(row);
    expect(matcher.matches(counted(first))).toBe(true);
    expect(matcher.matches(counted(same))).toBe(true);
    expect(matcher.matches(counted(other))).toBe(false);
    expect(calls).toBe(2);
  });
});
