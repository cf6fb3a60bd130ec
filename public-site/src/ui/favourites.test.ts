import { beforeEach, describe, expect, it } from 'vitest';
import { FAVOURITES_KEY, readFavourites, toggleFavourite } from './favourites.ts';

describe('favourite tours', () => {
  beforeEach(() => localStorage.clear());

  it('toggles a tour on and off and remembers it in localStorage', () => {
    expect(toggleFavourite('tarangire-safari')).toBe(true);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '[]')).toEqual(['tarangire-safari']);
    expect(toggleFavourite('manyara-safari')).toBe(true);
    expect(toggleFavourite('tarangire-safari')).toBe(false);
    expect(readFavourites()).toEqual(['manyara-safari']);
  });

  it('ignores a corrupt stored value instead of failing', () => {
    localStorage.setItem(FAVOURITES_KEY, '{not json');
    expect(readFavourites()).toEqual([]);
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['a', 3, null]));
    expect(readFavourites()).toEqual(['a']);
  });
});
