// The admin's calendar editing: seasons copied to the next year, ids for new departures.
import type { TourDeparture, TourSeason } from '../catalogue/types.ts';
import type { CalendarDate } from '../dates/calendar-date.ts';
import { sameDayNextYear } from './tour-calendar.ts';

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
