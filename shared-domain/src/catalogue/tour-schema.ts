import { z } from 'zod';
import { isCalendarDate } from '../dates/calendar-date.ts';
import { IMAGE_URL_PATTERN } from './images.ts';
import { LISTING_TOUR_TYPES, type ListingTourTypeId, LOCATION_IDS } from './options.ts';
import type { Meal, SalesMode, Tour, TourBadge } from './types.ts';

// The one schema of a tour as data (issue 23): the admin's form, the tests and the read of a
// published catalogue all parse with it. The database mirrors every limit and message in
// `private.tour_problems` (migration 20261125000000_catalogue.sql); a test runs the same bad
// tours through both. A message names the field; `tourProblemText` prefixes the item it is in
// ('Day 2: Title is required'), as the database does.

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
const MEALS = ['Breakfast', 'Lunch', 'Dinner'] as const satisfies readonly Meal[];
const BADGES = ['FEATURED', 'LUXURY', 'PRIVATE'] as const satisfies readonly TourBadge[];
const TOUR_TYPE_IDS = LISTING_TOUR_TYPES.map((type) => type.id) as [
  ListingTourTypeId,
  ...ListingTourTypeId[],
];

// zod runs a size check even on a value of the wrong type (a list's `.max` on a long text, a
// text's `.min` on a list); the database checks a value's limits only once its type is right, and
// so do these guards, so that both find the same problems.
type Payload = { readonly value: unknown };
const ifText = { when: (payload: Payload) => typeof payload.value === 'string' };
const ifList = { when: (payload: Payload) => Array.isArray(payload.value) };
const ifNumber = { when: (payload: Payload) => typeof payload.value === 'number' };
/** "Lists an item twice" is said only of a list without another problem. */
const ifCleanList = {
  when: (payload: Payload & { readonly issues: readonly unknown[] }) =>
    Array.isArray(payload.value) && payload.issues.length === 0,
};

function text(label: string, max: number) {
  const missing = `${label} is required`;
  return z
    .string({ error: missing })
    .trim()
    .min(1, { message: missing, ...ifText })
    .max(max, { message: `${label} must be at most ${max} characters`, ...ifText });
}

function texts(label: string, maxItems: number) {
  return z
    .array(text('Text', TOUR_LIMITS.line), { error: `${label} must be a list` })
    .max(maxItems, { message: `${label} may have at most ${maxItems} items`, ...ifList });
}

function picture(label: string) {
  const invalid = `${label} must be one of the site's pictures (/images/….svg)`;
  return z.string({ error: invalid }).regex(IMAGE_URL_PATTERN, { message: invalid, ...ifText });
}

function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z
    .number({ error: message })
    .int({ message: message, ...ifNumber })
    .min(min, { message: message, ...ifNumber })
    .max(max, { message: message, ...ifNumber });
}

function unique(items: readonly unknown[]): boolean {
  return new Set(items).size === items.length;
}

/** An object's own errors: a field it does not have, or no object at all (`missing`). */
function objectErrors(missing: string) {
  return (issue: { code?: string; keys?: readonly string[] }) => {
    if (issue.code === 'unrecognized_keys') {
      const keys = [...(issue.keys ?? [])].sort().map((key) => `"${key}"`);
      return keys.length === 1 ? `Unknown field ${keys[0]}` : `Unknown fields ${keys.join(', ')}`;
    }
    if (issue.code === 'invalid_type') return missing;
    return undefined;
  };
}

function adultPrice() {
  return z
    .number({ error: 'Adult price must be a number' })
    .gt(0, { message: 'Adult price must be more than 0', ...ifNumber })
    .int({ message: 'Adult price must be a whole number of dollars', ...ifNumber })
    .max(TOUR_LIMITS.price, { message: `Adult price must be at most ${TOUR_LIMITS.price}`, ...ifNumber });
}

function youthPrice() {
  return z
    .number({ error: 'Youth price must be a number' })
    .min(0, { message: 'Youth price must be 0 or more', ...ifNumber })
    .int({ message: 'Youth price must be a whole number of dollars', ...ifNumber })
    .max(TOUR_LIMITS.price, { message: `Youth price must be at most ${TOUR_LIMITS.price}`, ...ifNumber });
}

function calendarDay(label: string) {
  const invalid = `${label} must be a day written YYYY-MM-DD`;
  return z
    .string({ error: invalid })
    .refine((day) => TOUR_DAY_PATTERN.test(day) && isCalendarDate(day), { message: invalid, ...ifText });
}

/** A range's end on or after its start, once both are days. */
function endNotBeforeStart(range: { readonly start: string; readonly end: string }, ctx: z.RefinementCtx) {
  if (range.end < range.start) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'End date must be on or after the start date' });
  }
}
const whenClean = { when: (payload: { readonly issues: readonly unknown[] }) => payload.issues.length === 0 };

const location = z.enum(LOCATION_IDS, { error: 'Choose a location from the list' });

const itineraryDay = z.strictObject(
  {
    day: z.number({ error: 'Day number is required' }),
    title: text('Title', TOUR_LIMITS.title),
    description: text('Description', TOUR_LIMITS.paragraph),
    destination: text('Destination', TOUR_LIMITS.title),
    accommodation: text('Accommodation', TOUR_LIMITS.title).nullable(),
    meals: z
      .array(z.enum(MEALS, { error: 'Meals are Breakfast, Lunch or Dinner' }), {
        error: 'Meals must be a list',
      })
      .refine(unique, { message: 'Meals lists an item twice', ...ifCleanList }),
    highlights: texts('Highlights', TOUR_LIMITS.highlights),
    image: picture('Picture'),
  },
  { error: objectErrors('A day has a title, a description and a picture') },
);

const fact = z.strictObject(
  { label: text('Label', TOUR_LIMITS.factLabel), value: text('Value', TOUR_LIMITS.factValue) },
  { error: objectErrors('A fact has a label and a value') },
);

const season = z
  .strictObject(
    {
      name: text('Name', TOUR_LIMITS.seasonName),
      start: calendarDay('Start date'),
      end: calendarDay('End date'),
      adultPrice: adultPrice(),
      youthPrice: youthPrice(),
    },
    { error: objectErrors('A season has a name, dates and prices') },
  )
  .superRefine(endNotBeforeStart, whenClean);

const partySupplement = z.strictObject(
  {
    maxTravellers: wholeNumber('Party size', 1, TOUR_LIMITS.people),
    perPerson: wholeNumber('Supplement', 0, TOUR_LIMITS.price),
  },
  { error: objectErrors('A party-size price has a party size and a supplement') },
);

const departure = z.strictObject(
  {
    id: z
      .string({ error: 'Id is required' })
      .min(1, { message: 'Id is required', ...ifText })
      .max(TOUR_LIMITS.departureId, {
        message: `Id must be at most ${TOUR_LIMITS.departureId} characters`,
        ...ifText,
      })
      // An empty id is only 'required'.
      .refine((id) => id === '' || TOUR_SLUG_PATTERN.test(id), {
        message: 'Id may hold only lower-case letters, digits and single hyphens',
        ...ifText,
      }),
    date: calendarDay('Date'),
    seats: wholeNumber('Seats', 1, TOUR_LIMITS.seats),
    price: z
      .strictObject(
        { adultPrice: adultPrice(), youthPrice: youthPrice() },
        { error: objectErrors('Price has an adult and a youth price, or is empty') },
      )
      .nullable(),
    closed: z.boolean({ error: 'Closed must be yes or no' }),
  },
  { error: objectErrors('A departure has an id, a date and seats') },
);

const closedDates = z
  .strictObject(
    {
      start: calendarDay('Start date'),
      end: calendarDay('End date'),
      note: z
        .string({ error: 'Note must be text' })
        .trim()
        .max(TOUR_LIMITS.closedNote, {
          message: `Note must be at most ${TOUR_LIMITS.closedNote} characters`,
          ...ifText,
        }),
    },
    { error: objectErrors('Closed dates have a start and an end date') },
  )
  .superRefine(endNotBeforeStart, whenClean);

/** The first earlier season whose days meet season `index`'s, as the database finds it. */
function overlappedSeason(
  seasons: readonly { readonly start: string; readonly end: string }[],
  index: number,
): number | null {
  const current = seasons[index];
  if (!current) return null;
  const earlier = seasons
    .slice(0, index)
    .findIndex((other) => other.start <= current.end && current.start <= other.end);
  return earlier === -1 ? null : earlier;
}

export const tourSchema = z
  .strictObject(
    {
      slug: z
        .string({ error: 'Slug is required' })
        .min(1, { message: 'Slug is required', ...ifText })
        .max(TOUR_LIMITS.slug, { message: `Slug must be at most ${TOUR_LIMITS.slug} characters`, ...ifText })
        .regex(TOUR_SLUG_PATTERN, {
          message: 'Slug may hold only lower-case letters, digits and single hyphens',
          ...ifText,
        }),
      title: text('Title', TOUR_LIMITS.title),
      shortTitle: text('Short title', TOUR_LIMITS.shortTitle),
      locationId: location,
      locationsVisited: z
        .array(location, { error: 'Locations visited must be a list' })
        .min(1, { message: 'Locations visited needs at least 1 item', ...ifList })
        .max(LOCATION_IDS.length, {
          message: `Locations visited may have at most ${LOCATION_IDS.length} items`,
          ...ifList,
        })
        .refine(unique, { message: 'Locations visited lists an item twice', ...ifCleanList }),
      tourTypes: z
        .array(z.enum(TOUR_TYPE_IDS, { error: 'Choose a tour type from the list' }), {
          error: 'Tour types must be a list',
        })
        .min(1, { message: 'Tour types needs at least 1 item', ...ifList })
        .refine(unique, { message: 'Tour types lists an item twice', ...ifCleanList })
        .transform((types) => types as [ListingTourTypeId, ...ListingTourTypeId[]]),
      durationDays: wholeNumber('Days', 1, TOUR_LIMITS.days),
      durationNights: wholeNumber('Nights', 0, TOUR_LIMITS.days),
      adultPrice: adultPrice(),
      youthPrice: youthPrice(),
      youthAgeBand: z.strictObject(
        {
          minAge: wholeNumber('Youngest youth age', 0, TOUR_LIMITS.youthAge),
          maxAge: wholeNumber('Oldest youth age', 0, TOUR_LIMITS.youthAge),
        },
        { error: objectErrors('Youth age band is required') },
      ),
      minimumAdults: wholeNumber('Minimum adults', 1, TOUR_LIMITS.people),
      groupSize: z.strictObject(
        {
          maxPeople: wholeNumber('Group size', 1, TOUR_LIMITS.people).nullable(),
          private: z.boolean({ error: 'Private must be yes or no' }),
        },
        { error: objectErrors('Group size is required') },
      ),
      startsIn: text('Starts in', TOUR_LIMITS.place),
      endsIn: text('Ends in', TOUR_LIMITS.place),
      summary: text('Summary', TOUR_LIMITS.summary),
      heroImage: picture('Main picture'),
      rating: z
        .number({ error: 'Rating must be a number from 0 to 5' })
        .min(0, { message: 'Rating must be a number from 0 to 5', ...ifNumber })
        .max(5, { message: 'Rating must be a number from 0 to 5', ...ifNumber })
        .refine((rating) => Number.isInteger(rating * 10), {
          message: 'Rating may have one decimal',
          ...ifNumber,
        })
        .nullable(),
      highlights: texts('Highlights', TOUR_LIMITS.highlights),
      badges: z
        .array(z.enum(BADGES, { error: 'Badges are FEATURED, LUXURY or PRIVATE' }), {
          error: 'Badges must be a list',
        })
        .refine(unique, { message: 'Badges lists an item twice', ...ifCleanList }),
      featured: z.boolean({ error: 'Featured must be yes or no' }),
      facts: z
        .array(fact, { error: 'Facts must be a list' })
        .max(TOUR_LIMITS.facts, { message: `Facts may have at most ${TOUR_LIMITS.facts} items`, ...ifList }),
      overview: z
        .array(text('Text', TOUR_LIMITS.paragraph), { error: 'Overview must be a list' })
        .min(1, { message: 'Overview needs at least 1 item', ...ifList })
        .max(TOUR_LIMITS.overview, {
          message: `Overview may have at most ${TOUR_LIMITS.overview} items`,
          ...ifList,
        }),
      included: texts('Included', TOUR_LIMITS.listItems),
      excluded: texts('Excluded', TOUR_LIMITS.listItems),
      itinerary: z
        .array(itineraryDay, { error: 'Itinerary must be a list' })
        .min(1, { message: 'Itinerary needs at least 1 item', ...ifList })
        .max(TOUR_LIMITS.days, { message: `Itinerary may have at most ${TOUR_LIMITS.days} items`, ...ifList })
        .superRefine(
          (days, ctx) => {
            days.forEach((day, index) => {
              const number = typeof day === 'object' && day !== null ? day.day : undefined;
              if (typeof number === 'number' && number !== index + 1) {
                ctx.addIssue({
                  code: 'custom',
                  path: [index, 'day'],
                  message: `Day number must be ${index + 1}`,
                });
              }
            });
          },
          // Also beside other problems of the days, as the database numbers each day it checks
          // (unless there are too many days to check).
          { when: (payload) => Array.isArray(payload.value) && payload.value.length <= TOUR_LIMITS.days },
        ),
      gallery: z
        .array(picture('Picture'), { error: 'Gallery must be a list' })
        .min(1, { message: 'Gallery needs at least 1 item', ...ifList })
        .max(TOUR_LIMITS.gallery, {
          message: `Gallery may have at most ${TOUR_LIMITS.gallery} items`,
          ...ifList,
        }),
      cancellationNote: text('Cancellation note', TOUR_LIMITS.cancellationNote),
      // Issue 27: optional, so every tour published before it stays valid (private dates, one price).
      salesMode: z.enum(SALES_MODES, { error: 'Sales mode is private dates or departures' }).optional(),
      seasons: z
        .array(season, { error: 'Seasons must be a list' })
        .max(TOUR_LIMITS.seasons, {
          message: `Seasons may have at most ${TOUR_LIMITS.seasons} items`,
          ...ifList,
        })
        .superRefine(
          (seasons, ctx) => {
            seasons.forEach((_, index) => {
              const other = overlappedSeason(seasons, index);
              if (other !== null) {
                ctx.addIssue({
                  code: 'custom',
                  path: [index, 'start'],
                  message: `Dates overlap season ${other + 1}`,
                });
              }
            });
          },
          { ...ifCleanList },
        )
        .optional(),
      partySupplements: z
        .array(partySupplement, { error: 'Party-size prices must be a list' })
        .max(TOUR_LIMITS.partySupplements, {
          message: `Party-size prices may have at most ${TOUR_LIMITS.partySupplements} items`,
          ...ifList,
        })
        .refine((items) => unique(items.map((item) => item.maxTravellers)), {
          message: 'Party-size prices lists a party size twice',
          ...ifCleanList,
        })
        .optional(),
      departures: z
        .array(departure, { error: 'Departures must be a list' })
        .max(TOUR_LIMITS.departures, {
          message: `Departures may have at most ${TOUR_LIMITS.departures} items`,
          ...ifList,
        })
        .refine((items) => unique(items.map((item) => item.id)), {
          message: 'Departures lists an id twice',
          ...ifCleanList,
        })
        .optional(),
      closedDates: z
        .array(closedDates, { error: 'Closed dates must be a list' })
        .max(TOUR_LIMITS.closedDates, {
          message: `Closed dates may have at most ${TOUR_LIMITS.closedDates} items`,
          ...ifList,
        })
        .optional(),
    },
    { error: objectErrors('A tour must be a JSON object') },
  )
  // Rules across fields, once every field is right (the database checks them in that order too).
  .superRefine(
    (tour, ctx) => {
      if (tour.durationNights > tour.durationDays) {
        ctx.addIssue({
          code: 'custom',
          path: ['durationNights'],
          message: 'Nights must be at most the number of days',
        });
      }
      if (tour.youthAgeBand.minAge > tour.youthAgeBand.maxAge) {
        ctx.addIssue({
          code: 'custom',
          path: ['youthAgeBand', 'maxAge'],
          message: 'Oldest youth age must be at least the youngest',
        });
      }
      if (tour.groupSize.maxPeople !== null && tour.minimumAdults > tour.groupSize.maxPeople) {
        ctx.addIssue({
          code: 'custom',
          path: ['minimumAdults'],
          message: 'Minimum adults must be at most the group size',
        });
      }
      if (tour.itinerary.length !== tour.durationDays) {
        ctx.addIssue({
          code: 'custom',
          path: ['itinerary'],
          message: `The itinerary needs one day for each of the ${tour.durationDays} days`,
        });
      }
    },
    { when: (payload) => payload.issues.length === 0 },
  );

export type TourInput = z.input<typeof tourSchema>;

/** The output is a `Tour`: the compiler checks the schema against the type the pages use. */
export type TourOutput = z.output<typeof tourSchema>;
const _schemaMakesTours: (tour: TourOutput) => Tour = (tour) => tour;
void _schemaMakesTours;

const ITEM_NAMES: Readonly<Record<string, string>> = {
  itinerary: 'Day',
  facts: 'Fact',
  overview: 'Paragraph',
  highlights: 'Highlight',
  included: 'Included item',
  excluded: 'Excluded item',
  gallery: 'Gallery picture',
  locationsVisited: 'Location',
  tourTypes: 'Tour type',
  badges: 'Badge',
  meals: 'Meal',
  seasons: 'Season',
  partySupplements: 'Party-size price',
  departures: 'Departure',
  closedDates: 'Closed dates',
};

/**
 * A problem as the admin and the database word it: the message, after the list items it is in
 * ('Day 2, highlight 1: Text is required').
 */
export function tourProblemText(issue: { readonly path: readonly PropertyKey[]; readonly message: string }) {
  const items: string[] = [];
  issue.path.forEach((key, at) => {
    const index = issue.path[at + 1];
    const name = typeof key === 'string' ? ITEM_NAMES[key] : undefined;
    if (name && typeof index === 'number') items.push(`${name} ${index + 1}`);
  });
  if (items.length === 0) return issue.message;
  const where = items.map((item, at) => (at === 0 ? item : item.charAt(0).toLowerCase() + item.slice(1)));
  return `${where.join(', ')}: ${issue.message}`;
}

export type TourCheck =
  | { readonly ok: true; readonly tour: Tour }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Parses a tour; the problems in the words the admin and the database use. */
export function checkTour(value: unknown): TourCheck {
  const parsed = tourSchema.safeParse(value);
  if (parsed.success) return { ok: true, tour: parsed.data };
  // A value can break one rule twice over (0.5 days: not whole and below 1), in the same words.
  return { ok: false, problems: [...new Set(parsed.error.issues.map(tourProblemText))] };
}
