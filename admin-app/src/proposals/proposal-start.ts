import type { PaymentTerms } from '@safari/shared-domain';
import { addDays, compareCalendarDates, type Destination, type Tour } from '@safari/shared-domain/catalogue';
import { PROPOSAL_LIMITS, type ProposalDay, type ProposalInput } from '@safari/shared-domain/proposals';
import type { ProposalBooking } from './proposals-service.ts';

// Where a proposal starts (issue 37): a catalogue tour's days, destination guides, or blank days,
// with the booking's dates and party, the catalogue's price for them when the booking is for a
// tour, and the operator's payment terms from the settings.

/** How long a new proposal stays open unless staff choose otherwise. */
const DEFAULT_VALIDITY_DAYS = 14;

/** A tour's itinerary day as a proposal day: the place, its title and description, the lodge, the meals. */
export function proposalDayFromTour(day: Tour['itinerary'][number]): ProposalDay {
  const text = `${day.title}\n${day.description}`.trim();
  return {
    place: day.destination.trim().slice(0, PROPOSAL_LIMITS.placeMax),
    text: text.slice(0, PROPOSAL_LIMITS.dayTextMax),
    accommodation: (day.accommodation ?? '').trim().slice(0, PROPOSAL_LIMITS.accommodationMax),
    meals: [...day.meals],
  };
}

/** A destination guide as a day there: its name and the guide's opening paragraph. */
export function proposalDayFromGuide(guide: Pick<Destination, 'heroTitle' | 'intro'>): ProposalDay {
  return {
    place: guide.heroTitle.slice(0, PROPOSAL_LIMITS.placeMax),
    text: (guide.intro[0] ?? guide.heroTitle).slice(0, PROPOSAL_LIMITS.dayTextMax),
    accommodation: '',
    meals: [],
  };
}

/** Two weeks from today, but never after the trip starts. */
export function defaultValidUntil(today: string, startDate: string): string {
  const twoWeeks = addDays(today, DEFAULT_VALIDITY_DAYS);
  return compareCalendarDates(twoWeeks, startDate) > 0 ? startDate : twoWeeks;
}

/**
 * The first values of a booking's proposal: its title, dates and party; for a catalogue tour its
 * days, included and excluded lists and the catalogue's price (when the database gave one).
 */
export function startingValues(input: {
  readonly booking: Pick<ProposalBooking, 'tour_name' | 'tour_date' | 'end_date' | 'adults' | 'youths'>;
  readonly tour: Tour | null;
  readonly price: { readonly adultPrice: number; readonly youthPrice: number } | null;
  readonly terms: PaymentTerms;
  readonly today: string;
}): ProposalInput {
  const { booking, tour, price, terms } = input;
  return {
    title: booking.tour_name.trim().slice(0, PROPOSAL_LIMITS.titleMax),
    startDate: booking.tour_date,
    endDate: booking.end_date ?? booking.tour_date,
    adults: booking.adults,
    youths: booking.youths,
    days: tour ? tour.itinerary.map(proposalDayFromTour) : [],
    included: tour ? [...tour.included] : [],
    excluded: tour ? [...tour.excluded] : [],
    adultPrice: price?.adultPrice ?? 0,
    youthPrice: price?.youthPrice ?? 0,
    validUntil: defaultValidUntil(input.today, booking.tour_date),
    depositPercent: terms.depositPercent,
    depositDueDays: terms.depositDueDays,
    balanceDaysBefore: terms.balanceDaysBeforeStart,
    personalNote: '',
  };
}
