import { describe, expect, it } from 'vitest';
import { FIRST_CATALOGUE } from './first-catalogue.ts';
import { CATALOGUE_IMAGE_URLS } from './image-list.ts';
import { TOURS } from './tour-details/index.ts';
import { checkTour, tourProblemText, tourSchema } from './tour-schema.ts';
import type { Tour } from './types.ts';

const kilimanjaro = FIRST_CATALOGUE.find((tour) => tour.slug === 'kilimanjaro-safari') as Tour;

/** A copy of the Kilimanjaro tour as plain JSON, changed by `change`. */
function edited(change: (tour: Record<string, unknown> & { itinerary: Record<string, unknown>[] }) => void) {
  const tour = structuredClone(kilimanjaro) as unknown as Record<string, unknown> & {
    itinerary: Record<string, unknown>[];
  };
  change(tour);
  return tour;
}

function problems(value: unknown): readonly string[] {
  const checked = checkTour(value);
  return checked.ok ? [] : checked.problems;
}

describe('the first catalogue', () => {
  it('is the nine tours of the code modules, in catalogue order', () => {
    expect(FIRST_CATALOGUE).toBe(TOURS);
    expect(FIRST_CATALOGUE).toHaveLength(9);
  });

  it('features tours 1-5, the home page’s cards', () => {
    expect(FIRST_CATALOGUE.filter((tour) => tour.featured).map((tour) => tour.slug)).toEqual([
      'serengeti-migration',
      'living-among-lions',
      'tarangire-safari',
      'manyara-safari',
      'kilimanjaro-safari',
    ]);
    expect(FIRST_CATALOGUE.slice(0, 5).every((tour) => tour.featured)).toBe(true);
  });

  it('passes the schema unchanged, every tour', () => {
    for (const tour of FIRST_CATALOGUE) {
      const parsed = tourSchema.safeParse(JSON.parse(JSON.stringify(tour)));
      expect(parsed.error?.issues, tour.slug).toBeUndefined();
      expect(parsed.data, tour.slug).toEqual(tour);
    }
  });

  it('uses only pictures the site draws', () => {
    for (const tour of FIRST_CATALOGUE) {
      for (const picture of [tour.heroImage, ...tour.gallery, ...tour.itinerary.map((day) => day.image)]) {
        expect(CATALOGUE_IMAGE_URLS).toContain(picture);
      }
    }
  });
});

describe('tourSchema', () => {
  it.each([
    ['a blank title', (t: Record<string, unknown>) => (t.title = '   '), 'Title is required'],
    ['no title', (t: Record<string, unknown>) => delete t.title, 'Title is required'],
    [
      'a long title',
      (t: Record<string, unknown>) => (t.title = 'x'.repeat(151)),
      'Title must be at most 150 characters',
    ],
    ['a free tour', (t: Record<string, unknown>) => (t.adultPrice = 0), 'Adult price must be more than 0'],
    [
      'a price as text',
      (t: Record<string, unknown>) => (t.adultPrice = '2068'),
      'Adult price must be a number',
    ],
    [
      'cents',
      (t: Record<string, unknown>) => (t.adultPrice = 99.5),
      'Adult price must be a whole number of dollars',
    ],
    [
      'a negative youth price',
      (t: Record<string, unknown>) => (t.youthPrice = -1),
      'Youth price must be 0 or more',
    ],
    [
      'an outside picture',
      (t: Record<string, unknown>) => (t.heroImage = 'https://evil.example/x.svg'),
      "Main picture must be one of the site's pictures (/images/….svg)",
    ],
    ['an unknown field', (t: Record<string, unknown>) => (t.price = 5), 'Unknown field "price"'],
    [
      'more nights than days',
      (t: Record<string, unknown>) => (t.durationNights = 7),
      'Nights must be at most the number of days',
    ],
  ])('refuses %s', (_name, change, message) => {
    expect(problems(edited(change))).toEqual([message]);
  });

  it('names the list item a problem is in', () => {
    expect(problems(edited((t) => (t.itinerary[1] = { ...t.itinerary[1], title: '' })))).toEqual([
      'Day 2: Title is required',
    ]);
    expect(problems(edited((t) => (t.itinerary[0] = { ...t.itinerary[0], highlights: ['', 'x'] })))).toEqual([
      'Day 1, highlight 1: Text is required',
    ]);
    expect(problems(edited((t) => (t.itinerary[2] = { ...t.itinerary[2], day: 5 })))).toEqual([
      'Day 3: Day number must be 3',
    ]);
    expect(problems(edited((t) => t.itinerary.pop()))).toEqual([
      'The itinerary needs one day for each of the 6 days',
    ]);
  });

  it('keeps text as written, trimmed: markup is only text', () => {
    const title = '<script>alert("x")</script> & "quotes"';
    const checked = checkTour(edited((t) => (t.title = `  ${title} `)));
    expect(checked.ok && checked.tour.title).toBe(title);
  });

  it('refuses what is not a tour', () => {
    expect(problems(null)).toEqual(['A tour must be a JSON object']);
    expect(problems([])).toEqual(['A tour must be a JSON object']);
  });

  it('words a problem without a list as its message', () => {
    expect(tourProblemText({ path: ['title'], message: 'Title is required' })).toBe('Title is required');
    expect(tourProblemText({ path: ['facts', 0, 'label'], message: 'Label is required' })).toBe(
      'Fact 1: Label is required',
    );
  });
});
