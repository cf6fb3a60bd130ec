// "From $X" on cards, tour pages and in JSON-LD: the lowest price per adult bookable within a year.
import { addDays, type CalendarDate } from '../dates/calendar-date.ts';
import { openDeparturesOn, type SeatsLeft } from './booking-dates.ts';
import {
  type CalendarTour,
  closedDatesMet,
  partySupplementFor,
  salesModeOf,
  sameDayNextYear,
  seasonOn,
} from './tour-calendar.ts';
import { rateFor } from './tour-price.ts';

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
