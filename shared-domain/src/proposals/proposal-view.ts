import { z } from 'zod';
import { type CalendarDate, isCalendarDate } from '../dates/calendar-date.ts';
import { centsFromDecimalText, formatCents } from '../pricing/cents.ts';
import { PROPOSAL_LIMITS, PROPOSAL_MEALS, type ProposalDay } from './proposal-schema.ts';

// What the traveller's link shows: public.proposal_by_token's answer, checked on arrival (it
// crosses the network), amounts as exact cents.

export type ProposalState = 'open' | 'accepted' | 'superseded' | 'expired';

export interface ProposalChangeRequest {
  readonly message: string;
  readonly createdAt: string;
}

export interface ProposalView {
  readonly version: number;
  readonly currentVersion: number;
  /** The version of this proposal the traveller accepted, if any (may be another one). */
  readonly acceptedVersion: number | null;
  readonly state: ProposalState;
  /** Today in Arusha, by the database's clock. */
  readonly today: CalendarDate;
  readonly reference: string;
  readonly bookingStatus: 'pending' | 'confirmed' | 'cancelled';
  readonly customerName: string;
  readonly title: string;
  readonly startDate: CalendarDate;
  readonly endDate: CalendarDate;
  readonly adults: number;
  readonly youths: number;
  readonly days: readonly ProposalDay[];
  readonly included: readonly string[];
  readonly excluded: readonly string[];
  readonly adultPriceCents: number;
  readonly youthPriceCents: number;
  readonly totalCents: number;
  readonly validUntil: CalendarDate;
  readonly depositPercent: number;
  readonly depositDueDays: number;
  readonly balanceDaysBefore: number;
  readonly personalNote: string;
  readonly sentAt: string;
  readonly acceptedAt: string | null;
  readonly acceptedName: string | null;
  readonly changeRequests: readonly ProposalChangeRequest[];
}

const money = z
  .string()
  .regex(/^\d+(\.\d{1,2})?$/)
  .transform(centsFromDecimalText);
const date = z.string().refine(isCalendarDate);
const count = z.number().int().min(0);

const viewSchema = z.object({
  version: count,
  currentVersion: count,
  acceptedVersion: count.nullable(),
  state: z.enum(['open', 'accepted', 'superseded', 'expired']),
  today: date,
  reference: z.string(),
  bookingStatus: z.enum(['pending', 'confirmed', 'cancelled']),
  customerName: z.string(),
  title: z.string(),
  startDate: date,
  endDate: date,
  adults: count,
  youths: count,
  days: z
    .array(
      z.object({
        place: z.string(),
        text: z.string(),
        accommodation: z.string(),
        meals: z.array(z.enum(PROPOSAL_MEALS)),
      }),
    )
    .max(PROPOSAL_LIMITS.daysMax),
  included: z.array(z.string()),
  excluded: z.array(z.string()),
  adultPrice: money,
  youthPrice: money,
  total: money,
  validUntil: date,
  depositPercent: count,
  depositDueDays: count,
  balanceDaysBefore: count,
  personalNote: z.string(),
  sentAt: z.string(),
  acceptedAt: z.string().nullable(),
  acceptedName: z.string().nullable(),
  changeRequests: z.array(z.object({ message: z.string(), createdAt: z.string() })),
});

/** The link's answer as the page uses it; null for no proposal (an unknown link). */
export function parseProposalView(answer: unknown): ProposalView | null {
  if (answer === null) return null;
  const { adultPrice, youthPrice, total, ...rest } = viewSchema.parse(answer);
  return { ...rest, adultPriceCents: adultPrice, youthPriceCents: youthPrice, totalCents: total };
}

/** The deposit in cents, rounded to the cent as the database's schedule rounds it. */
export function depositCents(totalCents: number, percent: number): number {
  return Math.round((totalCents * percent) / 100);
}

type Terms = Pick<ProposalView, 'depositPercent' | 'depositDueDays' | 'balanceDaysBefore'>;

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The payment terms in words (the proposal mail says the same: private.proposal_terms_text). */
export function paymentTermsText(terms: Terms): string {
  if (terms.depositPercent === 0)
    return `The whole amount is due ${days(terms.balanceDaysBefore)} before the trip starts.`;
  if (terms.depositPercent === 100)
    return `The whole amount is due ${days(terms.depositDueDays)} after you accept.`;
  return `A deposit of ${terms.depositPercent}% is due ${days(terms.depositDueDays)} after you accept; the balance ${days(terms.balanceDaysBefore)} before the trip starts.`;
}

/** '2 adults, 1 youth'. */
export function travellersText(adults: number, youths: number): string {
  const part = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  return youths > 0 ? `${part(adults, 'adult')}, ${part(youths, 'youth')}` : part(adults, 'adult');
}

/** 'Breakfast, lunch and dinner' / 'No meals included'. */
export function mealsText(meals: readonly string[]): string {
  if (meals.length === 0) return 'No meals included';
  const words = meals.map((meal, index) => (index === 0 ? meal : meal.toLowerCase()));
  return words.length === 1 ? `${words[0]}` : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export { centsFromDecimalText, formatCents };
