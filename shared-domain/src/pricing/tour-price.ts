// What a trip costs by the calendar (decision 150): the rate of its first day, a departure's own
// price, the party-size supplement. The database charges exactly this (`private.tour_price_for`).
import type { PerPersonPrices, TourDeparture, TourSeason } from '../catalogue/types.ts';
import type { CalendarDate } from '../dates/calendar-date.ts';
import type { TravellerCounts } from './booking-total.ts';
import {
  type CalendarTour,
  findDeparture,
  partySupplementFor,
  salesModeOf,
  seasonOn,
} from './tour-calendar.ts';

/** Where a quote's per-person rate comes from. */
export type TourRate =
  | { readonly kind: 'default' }
  | { readonly kind: 'season'; readonly season: TourSeason }
  | { readonly kind: 'departure'; readonly departure: TourDeparture };

export interface TourPriceLine {
  readonly travellers: 'adults' | 'youths';
  readonly count: number;
  /** Per person, supplement included. */
  readonly unitPrice: number;
  readonly amount: number;
}

export interface TourPriceQuote {
  /** What the database stores as the request's amount, in whole dollars. */
  readonly total: number;
  /** Per adult and per youth, supplement included. */
  readonly adultPrice: number;
  readonly youthPrice: number;
  readonly rate: TourRate;
  /** The party-size supplement in each per-person price (0 when none applies). */
  readonly supplementPerPerson: number;
  /** One line per kind of traveller the party has (none for an empty party). */
  readonly lines: readonly TourPriceLine[];
}

/** The per-person prices a trip starting on `start` pays, and where they come from. */
export function rateFor(
  tour: CalendarTour,
  start: CalendarDate,
  departureId: string | null | undefined,
): { readonly rate: TourRate; readonly prices: PerPersonPrices } {
  if (salesModeOf(tour) === 'departures') {
    const departure = findDeparture(tour, departureId);
    if (departure?.price) return { rate: { kind: 'departure', departure }, prices: departure.price };
    // A departure without its own price costs the rate of the season it leaves in.
    if (departure) start = departure.date;
  }
  const season = seasonOn(tour, start);
  if (season) return { rate: { kind: 'season', season }, prices: season };
  return { rate: { kind: 'default' }, prices: tour };
}

/**
 * The price of a trip: the rate of its FIRST day's season (or the default rate outside every
 * season) for the whole trip, plus the party-size supplement on a private trip; on a tour sold by
 * departures, the departure's own price when it has one. The database charges exactly this.
 */
export function tourPriceFor(
  tour: CalendarTour,
  start: CalendarDate,
  party: TravellerCounts,
  departureId?: string | null,
): TourPriceQuote {
  for (const [name, count] of [
    ['adults', party.adults],
    ['youths', party.youths],
  ] as const) {
    if (!Number.isSafeInteger(count) || count < 0) {
      throw new RangeError(`${name} must be a whole number of at least 0, got ${count}`);
    }
  }
  const { rate, prices } = rateFor(tour, start, departureId);
  const supplementPerPerson = partySupplementFor(tour, party.adults + party.youths);
  const adultPrice = prices.adultPrice + supplementPerPerson;
  const youthPrice = prices.youthPrice + supplementPerPerson;
  const lines: TourPriceLine[] = [];
  for (const [travellers, unitPrice] of [
    ['adults', adultPrice],
    ['youths', youthPrice],
  ] as const) {
    const count = party[travellers];
    if (count > 0) lines.push({ travellers, count, unitPrice, amount: count * unitPrice });
  }
  return {
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    adultPrice,
    youthPrice,
    rate,
    supplementPerPerson,
    lines,
  };
}
