import { z } from 'zod';
import { type CalendarDate, compareCalendarDates, isCalendarDate } from '../dates/calendar-date.ts';

// The proposal staff write in the admin (issue 37, decision 180): one schema for the editor's
// form and its tests. The database mirrors every limit with a check constraint
// (supabase/migrations/20261128110000_proposals.sql: private.proposal_text_ok, proposal_days_ok,
// proposal_items_ok and the table checks), so a client that skips the form is refused the same.

export const PROPOSAL_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  daysMin: 1,
  daysMax: 60,
  placeMax: 120,
  dayTextMax: 4000,
  accommodationMax: 200,
  itemsMax: 40,
  itemMax: 300,
  noteMax: 4000,
  adultsMin: 1,
  adultsMax: 50,
  youthsMax: 49,
  partyMax: 50,
  priceMax: 1_000_000,
  percentMax: 100,
  daysOfTermsMax: 365,
  acceptedNameMin: 2,
  acceptedNameMax: 100,
  changeMessageMax: 4000,
} as const;

export const PROPOSAL_MEALS = ['Breakfast', 'Lunch', 'Dinner'] as const;
export type ProposalMeal = (typeof PROPOSAL_MEALS)[number];

const L = PROPOSAL_LIMITS;

const trimmed = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min <= 1 ? `${label} is required` : `${label} needs at least ${min} characters`)
    .max(max, `${label} may have at most ${max.toLocaleString('en-US')} characters`);

const day = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine(isCalendarDate, `${label} must be a date (YYYY-MM-DD)`) as unknown as z.ZodType<
    CalendarDate,
    CalendarDate
  >;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** Dollars with at most two decimals, as numeric(12, 2) stores them. */
const dollars = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(L.priceMax, `${label} must be at most $${L.priceMax.toLocaleString('en-US')}`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      `${label} has at most two decimals`,
    );

const proposalDaySchema = z.object({
  place: trimmed('The place', 1, L.placeMax),
  text: trimmed('What happens this day', 1, L.dayTextMax),
  /** Where they sleep; empty on a day that ends at the airport. */
  accommodation: trimmed('Where they sleep', 0, L.accommodationMax),
  meals: z
    .array(z.enum(PROPOSAL_MEALS))
    .refine((meals) => new Set(meals).size === meals.length, 'Each meal is listed once'),
});
export type ProposalDay = z.output<typeof proposalDaySchema>;

const items = (label: string) =>
  z.array(trimmed(label, 1, L.itemMax)).max(L.itemsMax, `At most ${L.itemsMax} items`);

export const proposalSchema = z
  .object({
    title: trimmed('The title', L.titleMin, L.titleMax),
    startDate: day('The first day'),
    endDate: day('The last day'),
    adults: wholeNumber('Adults', L.adultsMin, L.adultsMax),
    youths: wholeNumber('Youths', 0, L.youthsMax),
    days: z
      .array(proposalDaySchema)
      .min(L.daysMin, 'The itinerary needs at least one day')
      .max(L.daysMax, `The itinerary may have at most ${L.daysMax} days`),
    included: items('An included item'),
    excluded: items('An excluded item'),
    adultPrice: dollars('The price per adult'),
    youthPrice: dollars('The price per youth'),
    validUntil: day('Valid until'),
    depositPercent: wholeNumber('The deposit', 0, L.percentMax),
    depositDueDays: wholeNumber('Days to pay the deposit', 0, L.daysOfTermsMax),
    balanceDaysBefore: wholeNumber('Days before the start for the balance', 0, L.daysOfTermsMax),
    personalNote: trimmed('The note', 0, L.noteMax),
  })
  .superRefine((proposal, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (isCalendarDate(proposal.startDate) && isCalendarDate(proposal.endDate)) {
      if (compareCalendarDates(proposal.endDate, proposal.startDate) < 0)
        problem('endDate', 'The last day cannot be before the first day');
    }
    if (isCalendarDate(proposal.startDate) && isCalendarDate(proposal.validUntil)) {
      if (compareCalendarDates(proposal.validUntil, proposal.startDate) > 0)
        problem('validUntil', 'The proposal must be accepted by the first day of the trip at the latest');
    }
    if (proposal.adults + proposal.youths > L.partyMax)
      problem('youths', `A party has at most ${L.partyMax} travellers`);
    if (proposalTotalCents(proposal) <= 0) problem('adultPrice', 'The total must be more than $0');
  });

export type ProposalInput = z.input<typeof proposalSchema>;
export type ProposalValues = z.output<typeof proposalSchema>;

/** Whole cents of a dollar amount that has at most two decimals. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** The total in cents, exactly: adults × adult price + youths × youth price (the database's generated total). */
export function proposalTotalCents(
  proposal: Pick<ProposalValues, 'adults' | 'youths' | 'adultPrice' | 'youthPrice'>,
): number {
  return proposal.adults * toCents(proposal.adultPrice) + proposal.youths * toCents(proposal.youthPrice);
}

/** A blank day for the itinerary editor. */
export function blankProposalDay(): ProposalDay {
  return { place: '', text: '', accommodation: '', meals: [] };
}
