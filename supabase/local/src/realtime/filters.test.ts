import { describe, expect, it } from 'vitest';
import { FilterError, parseEvent, parseFilter, rowMatches } from './filters.ts';

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
