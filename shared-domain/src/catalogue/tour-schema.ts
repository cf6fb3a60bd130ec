import { z } from 'zod';
import { IMAGE_URL_PATTERN } from './images.ts';
import { LISTING_TOUR_TYPES, type ListingTourTypeId, LOCATION_IDS } from './options.ts';
import type { Meal, Tour, TourBadge } from './types.ts';

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
} as const;

export const TOUR_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MEALS = ['Breakfast', 'Lunch', 'Dinner'] as const satisfies readonly Meal[];
const BADGES = ['FEATURED', 'LUXURY', 'PRIVATE'] as const satisfies readonly TourBadge[];
const TOUR_TYPE_IDS = LISTING_TOUR_TYPES.map((type) => type.id) as [
  ListingTourTypeId,
  ...ListingTourTypeId[],
];

function text(label: string, max: number) {
  const missing = `${label} is required`;
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max} characters`);
}

function texts(label: string, maxItems: number) {
  return z
    .array(text('Text', TOUR_LIMITS.line), { error: `${label} must be a list` })
    .max(maxItems, `${label} may have at most ${maxItems} items`);
}

function picture(label: string) {
  const invalid = `${label} must be one of the site's pictures (/images/….svg)`;
  return z.string({ error: invalid }).regex(IMAGE_URL_PATTERN, invalid);
}

function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

function unique(items: readonly unknown[]): boolean {
  return new Set(items).size === items.length;
}

/** An object's own errors: a field it does not have, or no object at all (`missing`). */
function objectErrors(missing: string) {
  return (issue: { code?: string; keys?: readonly string[] }) => {
    if (issue.code === 'unrecognized_keys') return `Unknown field "${issue.keys?.[0] ?? ''}"`;
    if (issue.code === 'invalid_type') return missing;
    return undefined;
  };
}

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
      .refine(unique, 'Meals lists an item twice'),
    highlights: texts('Highlights', TOUR_LIMITS.highlights),
    image: picture('Picture'),
  },
  { error: objectErrors('A day has a title, a description and a picture') },
);

const fact = z.strictObject(
  { label: text('Label', TOUR_LIMITS.factLabel), value: text('Value', TOUR_LIMITS.factValue) },
  { error: objectErrors('A fact has a label and a value') },
);

export const tourSchema = z
  .strictObject(
    {
      slug: z
        .string({ error: 'Slug is required' })
        .min(1, 'Slug is required')
        .max(TOUR_LIMITS.slug, `Slug must be at most ${TOUR_LIMITS.slug} characters`)
        .regex(TOUR_SLUG_PATTERN, 'Slug may hold only lower-case letters, digits and single hyphens'),
      title: text('Title', TOUR_LIMITS.title),
      shortTitle: text('Short title', TOUR_LIMITS.shortTitle),
      locationId: location,
      locationsVisited: z
        .array(location, { error: 'Locations visited must be a list' })
        .min(1, 'Locations visited needs at least 1 item')
        .max(LOCATION_IDS.length, `Locations visited may have at most ${LOCATION_IDS.length} items`)
        .refine(unique, 'Locations visited lists an item twice'),
      tourTypes: z
        .array(z.enum(TOUR_TYPE_IDS, { error: 'Choose a tour type from the list' }), {
          error: 'Tour types must be a list',
        })
        .min(1, 'Tour types needs at least 1 item')
        .refine(unique, 'Tour types lists an item twice')
        .transform((types) => types as [ListingTourTypeId, ...ListingTourTypeId[]]),
      durationDays: wholeNumber('Days', 1, TOUR_LIMITS.days),
      durationNights: wholeNumber('Nights', 0, TOUR_LIMITS.days),
      adultPrice: z
        .number({ error: 'Adult price must be a number' })
        .gt(0, 'Adult price must be more than 0')
        .int('Adult price must be a whole number of dollars')
        .max(TOUR_LIMITS.price, `Adult price must be at most ${TOUR_LIMITS.price}`),
      youthPrice: z
        .number({ error: 'Youth price must be a number' })
        .min(0, 'Youth price must be 0 or more')
        .int('Youth price must be a whole number of dollars')
        .max(TOUR_LIMITS.price, `Youth price must be at most ${TOUR_LIMITS.price}`),
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
        .min(0, 'Rating must be a number from 0 to 5')
        .max(5, 'Rating must be a number from 0 to 5')
        .refine((rating) => Number.isInteger(rating * 10), 'Rating may have one decimal')
        .nullable(),
      highlights: texts('Highlights', TOUR_LIMITS.highlights),
      badges: z
        .array(z.enum(BADGES, { error: 'Badges are FEATURED, LUXURY or PRIVATE' }), {
          error: 'Badges must be a list',
        })
        .refine(unique, 'Badges lists an item twice'),
      featured: z.boolean({ error: 'Featured must be yes or no' }),
      facts: z
        .array(fact, { error: 'Facts must be a list' })
        .max(TOUR_LIMITS.facts, `Facts may have at most ${TOUR_LIMITS.facts} items`),
      overview: z
        .array(text('Text', TOUR_LIMITS.paragraph), { error: 'Overview must be a list' })
        .min(1, 'Overview needs at least 1 item')
        .max(TOUR_LIMITS.overview, `Overview may have at most ${TOUR_LIMITS.overview} items`),
      included: texts('Included', TOUR_LIMITS.listItems),
      excluded: texts('Excluded', TOUR_LIMITS.listItems),
      itinerary: z
        .array(itineraryDay, { error: 'Itinerary must be a list' })
        .min(1, 'Itinerary needs at least 1 item')
        .max(TOUR_LIMITS.days, `Itinerary may have at most ${TOUR_LIMITS.days} items`)
        .superRefine((days, ctx) => {
          days.forEach((day, index) => {
            if (day.day !== index + 1) {
              ctx.addIssue({
                code: 'custom',
                path: [index, 'day'],
                message: `Day number must be ${index + 1}`,
              });
            }
          });
        }),
      gallery: z
        .array(picture('Picture'), { error: 'Gallery must be a list' })
        .min(1, 'Gallery needs at least 1 item')
        .max(TOUR_LIMITS.gallery, `Gallery may have at most ${TOUR_LIMITS.gallery} items`),
      cancellationNote: text('Cancellation note', TOUR_LIMITS.cancellationNote),
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
  return { ok: false, problems: parsed.error.issues.map(tourProblemText) };
}
