// Which start dates the calendar takes (decisions 150 and 151): closed dates, departures and
// their seats, in the database's words for a refusal.
import type { ClosedDates, TourDeparture } from '../catalogue/types.ts';
import { type CalendarDate, formatCalendarDate, latestBookableDayFrom } from '../dates/calendar-date.ts';
import type { TravellerCounts } from './booking-total.ts';
import { type CalendarTour, closedDatesMet, findDeparture, salesModeOf } from './tour-calendar.ts';

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
