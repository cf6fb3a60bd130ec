import type { SalesMode } from './types.ts';

// The figures and formats of a tour as data (tour-schema.ts); the database checks the same in
// `private.tour_problems`.

/** Most characters, items and figures a tour may have; the database checks the same numbers. */
export const TOUR_LIMITS = {
  slug: 80,
  title: 150,
  shortTitle: 80,
  place: 80,
  summary: 300,
  line: 200,
  paragraph: 2000,
  cancellationNote: 300,
  factLabel: 40,
  factValue: 80,
  days: 60,
  people: 50,
  price: 100_000,
  youthAge: 17,
  listItems: 40,
  highlights: 12,
  facts: 12,
  overview: 10,
  gallery: 20,
  // Prices and places that follow the calendar (issue 27, decision 150).
  seasons: 24,
  seasonName: 60,
  partySupplements: 10,
  departures: 200,
  departureId: 40,
  seats: 100,
  closedDates: 60,
  closedNote: 200,
} as const;

/** The sales modes a tour may have (decision 150); a tour without one sells private dates. */
export const SALES_MODES = ['private-dates', 'departures'] as const satisfies readonly SalesMode[];

/** Days in a tour's calendar are written YYYY-MM-DD, in the years 2000 to 2099. */
export const TOUR_DAY_PATTERN = /^20\d{2}-\d{2}-\d{2}$/;

export const TOUR_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
