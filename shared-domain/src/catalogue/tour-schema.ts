import { z } from 'zod';
import { LISTING_TOUR_TYPES, type ListingTourTypeId, LOCATION_IDS } from './options.ts';
import { tourCalendarFields } from './tour-calendar-schema.ts';
import {
  adultPrice,
  ifCleanList,
  ifList,
  ifNumber,
  ifText,
  objectErrors,
  picture,
  text,
  texts,
  unique,
  wholeNumber,
  youthPrice,
} from './tour-fields.ts';
import { TOUR_LIMITS, TOUR_SLUG_PATTERN } from './tour-limits.ts';
import { tourTranslationsField } from './tour-translations-schema.ts';
import type { Meal, Tour, TourBadge } from './types.ts';

// The one schema of a tour as data (issue 23): the admin's form, the tests and the read of a
// published catalogue all parse with it. The database mirrors every limit and message in
// `private.tour_problems` (migration 20261125000000_catalogue.sql); a test runs the same bad
// tours through both. A message names the field; `tourProblemText` prefixes the item it is in
// ('Day 2: Title is required'), as the database does.

const MEALS = ['Breakfast', 'Lunch', 'Dinner'] as const satisfies readonly Meal[];
const BADGES = ['FEATURED', 'LUXURY', 'PRIVATE'] as const satisfies readonly TourBadge[];
const TOUR_TYPE_IDS = LISTING_TOUR_TYPES.map((type) => type.id) as [
  ListingTourTypeId,
  ...ListingTourTypeId[],
];

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
      ...tourCalendarFields,
      // Issue 41: optional, so every tour published before it stays valid (English only).
      translations: tourTranslationsField,
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
