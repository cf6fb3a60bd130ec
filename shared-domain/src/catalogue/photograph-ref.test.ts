import { describe, expect, it } from 'vitest';
import { FIRST_CATALOGUE } from './first-catalogue.ts';
import {
  isPhotographRef,
  isPhotographType,
  newPhotographKey,
  PHOTOGRAPH_REF_PATTERN,
  photographKey,
  photographRef,
} from './photograph-ref.ts';
import { checkTour } from './tour-check.ts';
import type { Tour } from './types.ts';

const KEY = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b.jpg';

describe('photograph picture values', () => {
  it('name an uploaded photograph by its key, both ways', () => {
    expect(photographRef(KEY)).toBe(`photographs/${KEY}`);
    expect(photographKey(`photographs/${KEY}`)).toBe(KEY);
    expect(isPhotographRef(`photographs/${KEY}`)).toBe(true);
    expect(PHOTOGRAPH_REF_PATTERN.test(`photographs/${KEY}`)).toBe(true);
  });

  it.each([
    ['a site picture', '/images/tours/serengeti-migration/hero.svg'],
    ['upper-case hex', `photographs/${KEY.toUpperCase().replace('.JPG', '.jpg')}`],
    ['another kind of file', `photographs/${KEY.replace('.jpg', '.gif')}`],
    ['a uuid that is not version 4', `photographs/${KEY.replace('-4e6f-', '-1e6f-')}`],
    ['a path into a folder', `photographs/../${KEY}`],
    ['another bucket', `pictures/${KEY}`],
    ['a trailing line', `photographs/${KEY}\n`],
  ])('refuse %s', (_name, value) => {
    expect(isPhotographRef(value)).toBe(false);
    expect(() => photographKey(value)).toThrow('is not an uploaded photograph');
  });

  it('refuse to make a value of a key of another shape', () => {
    expect(() => photographRef('../secret.jpg')).toThrow('is not a photograph key');
  });

  it('take the four kinds of file the bucket takes', () => {
    expect(['image/jpeg', 'image/png', 'image/webp', 'image/avif'].every(isPhotographType)).toBe(true);
    expect(['image/gif', 'image/svg+xml', 'text/plain', '', 'toString'].some(isPhotographType)).toBe(false);
  });

  it('give new photographs a fresh key of their type', () => {
    const key = newPhotographKey('image/png', () => '3F2B8C1E-9A4D-4E6F-8B2A-1C3D5E7F9A0B');
    expect(key).toBe('3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b.png');
    expect(isPhotographRef(photographRef(newPhotographKey('image/avif')))).toBe(true);
    expect(newPhotographKey('image/webp')).not.toBe(newPhotographKey('image/webp'));
  });

  it('are pictures a tour may use in every picture field; other values are refused', () => {
    const tour = structuredClone(FIRST_CATALOGUE[0]) as Tour;
    const ref = photographRef(KEY);
    const withPhotographs = {
      ...tour,
      heroImage: ref,
      gallery: [ref, ...tour.gallery.slice(1)],
      itinerary: tour.itinerary.map((day, at) => (at === 0 ? { ...day, image: ref } : day)),
    };
    expect(checkTour(withPhotographs).ok).toBe(true);
    const checked = checkTour({ ...tour, heroImage: `photographs/${KEY}.svg` });
    expect(checked.ok ? [] : checked.problems).toEqual([
      "Main picture must be one of the site's pictures or an uploaded photograph",
    ]);
  });
});
