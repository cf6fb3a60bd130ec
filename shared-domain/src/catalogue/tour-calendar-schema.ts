import { z } from 'zod';
import {
  adultPrice,
  calendarDay,
  endNotBeforeStart,
  ifCleanList,
  ifList,
  ifText,
  objectErrors,
  text,
  unique,
  whenClean,
  wholeNumber,
  youthPrice,
} from './tour-fields.ts';
import { SALES_MODES, TOUR_LIMITS, TOUR_SLUG_PATTERN } from './tour-limits.ts';

// A tour's calendar as data (issue 27, decision 150): its sales mode, seasons, party-size prices,
// departures and closed dates, the fields `tourSchema` ends with.

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

/** The calendar's fields of `tourSchema`, in its order. */
export const tourCalendarFields = {
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
};
