// Prices and places that follow the calendar (issue 27, decisions 150 and 151): seasons, party-size
// supplements, departures with seats and closed dates. Pure functions over a tour's data; the
// public booking panel, the date picker, the admin, the prerendered "From $X" and the database's
// tests all use these, and `private.tour_price_for` in the database follows the same rules
// (supabase/tests/tour-calendar.test.ts runs both on the same cases).

import type {
  ClosedDates,
  PerPersonPrices,
  SalesMode,
  Tour,
  TourDeparture,
  TourSeason,
} from '../catalogue/types.ts';
import {
  addDays,
  type CalendarDate,
  formatCalendarDate,
  latestBookableDayFrom,
} from '../dates/calendar-date.ts';
import type { TravellerCounts } from './booking-total.ts';

/** What the calendar rules read of a tour: a whole `Tour` will do. */
export type CalendarTour = Pick<
  Tour,
  | 'adultPrice'
  | 'youthPrice'
  | 'durationDays'
  | 'minimumAdults'
  | 'groupSize'
  | 'salesMode'
  | 'seasons'
  | 'partySupplements'
  | 'departures'
  | 'closedDates'
>;

/**
 * The rule for a trip that starts in one season and ends in another (decision 150), in words the
 * tour page shows the traveller.
 */
export const TRIP_SEASON_RULE =
  'Your whole trip is priced at the rate of the day it starts, even if it ends in another season.';

/** The database's words for a request the calendar refuses (the same in the browser). */
export const CALENDAR_MESSAGES = {
  closed: (closed: Pick<ClosedDates, 'start' | 'end'>) =>
    `This tour does not run from ${formatCalendarDate(closed.start)} to ${formatCalendarDate(closed.end)}: choose a start date whose trip avoids those days`,
  chooseDeparture: "Choose one of the tour's departures",
  departureClosed: 'This departure is closed: choose another',
  notEnoughSeats: (left: number) =>
    `Not enough seats: this departure has ${left} ${left === 1 ? 'seat' : 'seats'} left`,
} as const;

/** Departures with at most this many seats left say so ('2 seats left'). */
export const FEW_SEATS_LEFT = 5;

/** '1 seat left', '2 seats left'. */
export function seatsLeftText(left: number): string {
  return `${left} ${left === 1 ? 'seat' : 'seats'} left`;
}

export function salesModeOf(tour: Pick<CalendarTour, 'salesMode'>): SalesMode {
  return tour.salesMode ?? 'private-dates';
}

/** The season `day` falls in, or null on a day at the default rate (seasons never overlap). */
export function seasonOn(tour: Pick<CalendarTour, 'seasons'>, day: CalendarDate): TourSeason | null {
  return tour.seasons?.find((season) => season.start <= day && day <= season.end) ?? null;
}

/** The last day of a trip starting on `start`. */
export function tripEndDate(tour: Pick<CalendarTour, 'durationDays'>, start: CalendarDate): CalendarDate {
  return addDays(start, tour.durationDays - 1);
}

/**
 * The closed dates a private trip starting on `start` would run into (any of its days), or null.
 * A tour sold by departures has no closed dates (a departure is closed instead).
 */
export function closedDatesMet(
  tour: Pick<CalendarTour, 'salesMode' | 'closedDates' | 'durationDays'>,
  start: CalendarDate,
): ClosedDates | null {
  if (salesModeOf(tour) !== 'private-dates') return null;
  const end = tripEndDate(tour, start);
  return tour.closedDates?.find((closed) => closed.start <= end && start <= closed.end) ?? null;
}

/**
 * The extra dollars each traveller of a private party of `travellers` pays: the supplement of the
 * smallest party size that holds the party, 0 when none does (or the tour is sold by departures).
 */
export function partySupplementFor(
  tour: Pick<CalendarTour, 'salesMode' | 'partySupplements'>,
  travellers: number,
): number {
  if (salesModeOf(tour) !== 'private-dates') return 0;
  let best: { readonly maxTravellers: number; readonly perPerson: number } | null = null;
  for (const supplement of tour.partySupplements ?? []) {
    if (travellers <= supplement.maxTravellers && (!best || supplement.maxTravellers < best.maxTravellers)) {
      best = supplement;
    }
  }
  return best?.perPerson ?? 0;
}

export function findDeparture(
  tour: Pick<CalendarTour, 'departures'>,
  departureId: string | null | undefined,
): TourDeparture | null {
  if (!departureId) return null;
  return tour.departures?.find((departure) => departure.id === departureId) ?? null;
}

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

function rateFor(
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

/** Seats left per departure id, as `public.departure_seats` answers them. */
export type SeatsLeft = Readonly<Record<string, number>>;

export interface BookingDateCheck {
  readonly party?: TravellerCounts;
  readonly departureId?: string | null;
  /** Seats left per departure; without it seats are not checked. */
  readonly seatsLeft?: SeatsLeft;
}

/**
 * Why the calendar refuses a request starting on `start` (the database's words), or null.
 * Only the calendar's rules: the past, the two-year horizon and party sizes are checked as before.
 */
export function bookingDateProblem(
  tour: Pick<CalendarTour, 'salesMode' | 'closedDates' | 'departures' | 'durationDays'>,
  start: CalendarDate,
  check: BookingDateCheck = {},
): string | null {
  if (salesModeOf(tour) === 'private-dates') {
    const closed = closedDatesMet(tour, start);
    return closed ? CALENDAR_MESSAGES.closed(closed) : null;
  }
  const departure = findDeparture(tour, check.departureId);
  if (!departure) return CALENDAR_MESSAGES.chooseDeparture;
  if (departure.closed) return CALENDAR_MESSAGES.departureClosed;
  const left = check.seatsLeft?.[departure.id];
  const travellers = check.party ? check.party.adults + check.party.youths : 1;
  if (left !== undefined && travellers > left) return CALENDAR_MESSAGES.notEnoughSeats(left);
  return null;
}

/** The open departures leaving on `day` that still have a seat (when `seatsLeft` is given). */
export function openDeparturesOn(
  tour: Pick<CalendarTour, 'departures'>,
  day: CalendarDate,
  seatsLeft?: SeatsLeft,
): TourDeparture[] {
  return (tour.departures ?? []).filter(
    (departure) =>
      departure.date === day &&
      !departure.closed &&
      (seatsLeft === undefined || (seatsLeft[departure.id] ?? 0) > 0),
  );
}

/**
 * Whether the date picker offers `day` as a start: from today to the booking horizon, and on a
 * private trip none of its days closed; on a tour sold by departures, an open departure leaves
 * that day (with a seat left, when `seatsLeft` is given).
 */
export function isBookableStart(
  tour: CalendarTour,
  day: CalendarDate,
  today: CalendarDate,
  seatsLeft?: SeatsLeft,
): boolean {
  if (day < today || day > latestBookableDayFrom(today)) return false;
  if (salesModeOf(tour) === 'departures') return openDeparturesOn(tour, day, seatsLeft).length > 0;
  return closedDatesMet(tour, day) === null;
}

/** The same day one year later (29 February becomes 28 February). */
export function sameDayNextYear(day: CalendarDate): CalendarDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  return `${year + 1}-${String(month).padStart(2, '0')}-${String(Math.min(date, lastOfMonth)).padStart(2, '0')}`;
}

/**
 * The lowest price per adult of a trip bookable from today for twelve months: what "From $X"
 * says on cards, tour pages and in JSON-LD. Null when nothing is bookable in that year.
 */
export function lowestPriceInNextYear(
  tour: CalendarTour,
  today: CalendarDate,
  seatsLeft?: SeatsLeft,
): number | null {
  const yearOn = sameDayNextYear(today);
  let lowest: number | null = null;
  const consider = (price: number) => {
    if (lowest === null || price < lowest) lowest = price;
  };
  if (salesModeOf(tour) === 'departures') {
    for (const departure of tour.departures ?? []) {
      if (departure.date < today || departure.date >= yearOn) continue;
      if (openDeparturesOn({ departures: [departure] }, departure.date, seatsLeft).length === 0) continue;
      consider(rateFor(tour, departure.date, departure.id).prices.adultPrice);
    }
    return lowest;
  }
  // The smallest supplement any party the tour takes can pay.
  const largest = tour.groupSize.maxPeople ?? 50;
  let supplement = Number.POSITIVE_INFINITY;
  for (let size = Math.max(1, tour.minimumAdults); size <= largest; size += 1) {
    supplement = Math.min(supplement, partySupplementFor(tour, size));
  }
  if (!Number.isFinite(supplement)) supplement = 0;
  for (let day = today; day < yearOn; day = addDays(day, 1)) {
    if (closedDatesMet(tour, day)) continue;
    consider((seasonOn(tour, day)?.adultPrice ?? tour.adultPrice) + supplement);
  }
  return lowest;
}

/** `lowestPriceInNextYear`, or the default adult price when nothing is bookable in that year. */
export function fromPrice(tour: CalendarTour, today: CalendarDate, seatsLeft?: SeatsLeft): number {
  return lowestPriceInNextYear(tour, today, seatsLeft) ?? tour.adultPrice;
}

export interface SeasonsCopy {
  /** Every season: the existing ones and the copies, by start date. */
  readonly seasons: readonly TourSeason[];
  readonly copied: readonly TourSeason[];
  /** Copies left out because their days meet a season already there. */
  readonly skipped: readonly TourSeason[];
}

/**
 * Copies the seasons starting in `year` one year on (same names and prices; 29 February ends on
 * the 28th, and a season starting on it starts on 1 March). A copy that would overlap a season
 * already there is skipped, so the result never has overlapping seasons.
 */
export function copySeasonsToNextYear(seasons: readonly TourSeason[], year: number): SeasonsCopy {
  const copied: TourSeason[] = [];
  const skipped: TourSeason[] = [];
  for (const season of seasons) {
    if (Number(season.start.slice(0, 4)) !== year) continue;
    const start = season.start.endsWith('-02-29') ? `${year + 1}-03-01` : sameDayNextYear(season.start);
    const copy: TourSeason = { ...season, start, end: sameDayNextYear(season.end) };
    const meets = [...seasons, ...copied].some((other) => other.start <= copy.end && copy.start <= other.end);
    if (meets || copy.end < copy.start) skipped.push(copy);
    else copied.push(copy);
  }
  const all = [...seasons, ...copied].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return { seasons: all, copied, skipped };
}

/** A departure id not yet used in `departures`: the date, then `<date>-2`, `<date>-3`… */
export function newDepartureId(departures: readonly Pick<TourDeparture, 'id'>[], date: CalendarDate): string {
  const used = new Set(departures.map((departure) => departure.id));
  if (!used.has(date)) return date;
  let n = 2;
  while (used.has(`${date}-${n}`)) n += 1;
  return `${date}-${n}`;
}
