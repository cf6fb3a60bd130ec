import { TOURS } from '@safari/shared-domain/catalogue';
import { describe, expect, it } from 'vitest';
import { blankTour, duplicateTour, slugFromTitle, uniqueSlug } from './tour-copy.ts';

describe('slugFromTitle', () => {
  it('makes a lower-case hyphenated address without accents or punctuation', () => {
    expect(slugFromTitle('  Big 5 Safari! Ngorongoro & Serengeti ')).toBe(
      'big-5-safari-ngorongoro-serengeti',
    );
    expect(slugFromTitle('Zanzibar Café Days')).toBe('zanzibar-cafe-days');
    expect(slugFromTitle('<script>')).toBe('script');
  });
});

describe('uniqueSlug', () => {
  it('numbers a taken address', () => {
    expect(uniqueSlug('a', [])).toBe('a');
    expect(uniqueSlug('a', ['a', 'a-2'])).toBe('a-3');
  });
});

describe('duplicateTour', () => {
  const original = TOURS[0];
  if (!original) throw new Error('the catalogue has tours');

  it('copies every field under a new address and title, leaving the original untouched', () => {
    const copy = duplicateTour(
      { ...original, featured: true },
      TOURS.map((tour) => tour.slug),
    );
    expect(copy.slug).toBe(`${original.slug}-copy`);
    expect(copy.title).toBe(`${original.title} (copy)`);
    expect(copy.featured).toBe(false);
    expect(copy.itinerary).toEqual(original.itinerary);
    expect(copy.itinerary).not.toBe(original.itinerary);
    expect(copy.adultPrice).toBe(original.adultPrice);
  });

  it('does not reuse the address of an earlier copy', () => {
    expect(duplicateTour(original, [original.slug, `${original.slug}-copy`]).slug).toBe(
      `${original.slug}-copy-2`,
    );
  });
});

describe('blankTour', () => {
  it('starts with one day and the chosen picture everywhere', () => {
    const blank = blankTour('/images/site/placeholder.svg');
    expect(blank.itinerary).toHaveLength(blank.durationDays);
    expect(blank.gallery).toEqual(['/images/site/placeholder.svg']);
    expect(blank.itinerary[0]?.image).toBe('/images/site/placeholder.svg');
  });
});
