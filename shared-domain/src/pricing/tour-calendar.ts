// Prices and places that follow the calendar (issue 27, decisions 150 and 151): seasons, party-size
// supplements, departures with seats and closed dates. Pure functions over a tour's data; the
// public booking panel, the date picker, the admin, the prerendered "From $X" and the database's
// tests all use these, and `private.tour_price_for` in the database follows the same rules
// (supabase/tests/tour-calendar.test.ts runs both on the same cases).

import type { ClosedDates, SalesMode, Tour, TourDeparture, TourSeason } from '../catalogue/types.ts';
import { addDays, type CalendarDate } from '../dates/calendar-date.ts';

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

/** The same day one year later (29 February becomes 28 February). */
export function sameDayNextYear(day: CalendarDate): CalendarDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  return `${year + 1}-${String(month).padStart(2, '0')}-${String(Math.min(date, lastOfMonth)).padStart(2, '0')}`;
}
