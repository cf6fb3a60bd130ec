import { describe, expect, it } from 'vitest';
import { FIRST_CATALOGUE } from './first-catalogue.ts';
import { CATALOGUE_IMAGE_URLS } from './image-list.ts';
import { checkTour, tourProblemText } from './tour-check.ts';
import { TOURS } from './tour-details/index.ts';
import { tourSchema } from './tour-schema.ts';
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
      "Main picture must be one of the site's pictures or an uploaded photograph",
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

describe('tourSchema: the calendar (issue 27)', () => {
  const high = {
    name: 'High season',
    start: '2027-07-01',
    end: '2027-09-30',
    adultPrice: 3000,
    youthPrice: 2000,
  };
  const departure = { id: '2027-07-14', date: '2027-07-14', seats: 8, price: null, closed: false };

  it('accepts seasons, party-size prices, departures and closed dates', () => {
    const checked = checkTour(
      edited((t) => {
        t.salesMode = 'departures';
        t.seasons = [high, { ...high, name: 'Green', start: '2027-04-01', end: '2027-05-31' }];
        t.partySupplements = [{ maxTravellers: 2, perPerson: 400 }];
        t.departures = [departure, { ...departure, id: 'late', price: { adultPrice: 2500, youthPrice: 0 } }];
        t.closedDates = [{ start: '2027-12-24', end: '2027-12-26', note: '  Holidays ' }];
      }),
    );
    expect(checked.ok).toBe(true);
    expect(checked.ok && checked.tour.closedDates?.[0]?.note).toBe('Holidays');
  });

  it.each([
    [
      'overlapping seasons',
      (t: Record<string, unknown>) =>
        (t.seasons = [high, { ...high, name: 'Peak', start: '2027-09-30', end: '2027-10-10' }]),
      'Season 2: Dates overlap season 1',
    ],
    [
      'a season ending before it starts',
      (t: Record<string, unknown>) => (t.seasons = [{ ...high, end: '2027-06-30' }]),
      'Season 1: End date must be on or after the start date',
    ],
    [
      'a day that does not exist',
      (t: Record<string, unknown>) => (t.seasons = [{ ...high, start: '2027-02-30' }]),
      'Season 1: Start date must be a day written YYYY-MM-DD',
    ],
    [
      'a free season',
      (t: Record<string, unknown>) => (t.seasons = [{ ...high, adultPrice: 0 }]),
      'Season 1: Adult price must be more than 0',
    ],
    [
      'a season without a name',
      (t: Record<string, unknown>) => (t.seasons = [{ ...high, name: ' ' }]),
      'Season 1: Name is required',
    ],
    [
      'an unknown sales mode',
      (t: Record<string, unknown>) => (t.salesMode = 'auction'),
      'Sales mode is private dates or departures',
    ],
    [
      'one party size twice',
      (t: Record<string, unknown>) =>
        (t.partySupplements = [
          { maxTravellers: 2, perPerson: 400 },
          { maxTravellers: 2, perPerson: 300 },
        ]),
      'Party-size prices lists a party size twice',
    ],
    [
      'a party of none',
      (t: Record<string, unknown>) => (t.partySupplements = [{ maxTravellers: 0, perPerson: 400 }]),
      'Party-size price 1: Party size must be a whole number from 1 to 50',
    ],
    [
      'a departure without seats',
      (t: Record<string, unknown>) => (t.departures = [{ ...departure, seats: 0 }]),
      'Departure 1: Seats must be a whole number from 1 to 100',
    ],
    [
      'one departure id twice',
      (t: Record<string, unknown>) => (t.departures = [departure, departure]),
      'Departures lists an id twice',
    ],
    [
      'a departure id with spaces',
      (t: Record<string, unknown>) => (t.departures = [{ ...departure, id: 'July 14' }]),
      'Departure 1: Id may hold only lower-case letters, digits and single hyphens',
    ],
    [
      'half a departure price',
      (t: Record<string, unknown>) => (t.departures = [{ ...departure, price: { adultPrice: 100 } }]),
      'Departure 1: Youth price must be a number',
    ],
    [
      'closed dates backwards',
      (t: Record<string, unknown>) =>
        (t.closedDates = [{ start: '2027-03-02', end: '2027-03-01', note: '' }]),
      'Closed dates 1: End date must be on or after the start date',
    ],
  ])('refuses %s', (_name, change, message) => {
    expect(problems(edited(change))).toEqual([message]);
  });
});
