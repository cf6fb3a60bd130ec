import type { Json, Tables, TablesInsert } from '../supabase/database.types.ts';
import { PROPOSAL_MEALS, type ProposalDay, type ProposalValues } from './proposal-schema.ts';

// The editor's values and the database's rows of public.proposals / proposal_versions. Prices
// are numeric(12, 2): PostgREST sends them as JSON numbers, which hold cents exactly at these sizes.

export type ProposalRow = Tables<'proposals'>;
export type ProposalVersionRow = Tables<'proposal_versions'>;

/** The columns a save writes (the booking is named once, on the first save). */
export function proposalColumns(values: ProposalValues): Omit<TablesInsert<'proposals'>, 'booking_id'> {
  return {
    title: values.title,
    start_date: values.startDate,
    end_date: values.endDate,
    adults: values.adults,
    youths: values.youths,
    days: values.days as unknown as Json,
    included: values.included,
    excluded: values.excluded,
    adult_price: values.adultPrice,
    youth_price: values.youthPrice,
    valid_until: values.validUntil,
    deposit_percent: values.depositPercent,
    deposit_due_days: values.depositDueDays,
    balance_days_before: values.balanceDaysBefore,
    personal_note: values.personalNote,
  };
}

function daysOf(value: Json): ProposalDay[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry) => {
    const day = (entry ?? {}) as Record<string, unknown>;
    const text = (key: string) => (typeof day[key] === 'string' ? (day[key] as string) : '');
    const meals = Array.isArray(day.meals) ? day.meals : [];
    return {
      place: text('place'),
      text: text('text'),
      accommodation: text('accommodation'),
      meals: PROPOSAL_MEALS.filter((meal) => meals.includes(meal)),
    };
  });
}

/** A stored draft or version as the editor's values. */
export function proposalValuesOf(row: ProposalRow | ProposalVersionRow): ProposalValues {
  return {
    title: row.title,
    startDate: row.start_date,
    endDate: row.end_date,
    adults: row.adults,
    youths: row.youths,
    days: daysOf(row.days),
    included: row.included,
    excluded: row.excluded,
    adultPrice: Number(row.adult_price),
    youthPrice: Number(row.youth_price),
    validUntil: row.valid_until,
    depositPercent: row.deposit_percent,
    depositDueDays: row.deposit_due_days,
    balanceDaysBefore: row.balance_days_before,
    personalNote: row.personal_note,
  };
}
