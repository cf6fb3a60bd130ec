// How the booking panel draws a tour's calendar (issue 27, decision 155): the seasons as coloured
// days with a key, the seats a departure has left, and the rate's name in words. The rules
// themselves (which season a day is in, what a trip costs, which days can start one) are
// shared-domain's (`tour-calendar.ts`); this module only turns them into what the page shows.
import tourTexts from 'virtual:messages/tour';
import {
  type CalendarDate,
  type CalendarTour,
  FEW_SEATS_LEFT,
  formatCalendarDate,
  type InLanguage,
  latestBookableDayFrom,
  openDeparturesOn,
  type SeatsLeft,
  seasonOn,
  shownInEnglish,
  type TourRate,
  type TravellerCounts,
  tourPriceFor,
} from '@safari/shared-domain/catalogue';
import type { Translate } from '@safari/shared-ui';
import type tour from '../../messages/en/tour.json';
import type { DayMark } from '../forms/DatePicker.tsx';

/** The words and the day format of the page's language (issue 41): `useMessages` and `useFormats`. */
export interface CalendarWords {
  readonly t: Translate<typeof tour>;
  readonly day: (date: CalendarDate) => string;
}

/** English, as the site has always written it: the default where no page's language is given. */
const ENGLISH_WORDS: CalendarWords = {
  t: (key, values) => {
    const text = tourTexts.source[key] ?? key;
    return typeof text === 'string' ? text : text(values ?? {});
  },
  day: formatCalendarDate,
};

// Literal class names, so that Tailwind finds them. The key's swatch has a ring to be seen on white.
const SEASON_COLOURS = [
  { cell: 'bg-amber-100', swatch: 'bg-amber-100 ring-1 ring-amber-400' },
  { cell: 'bg-sky-100', swatch: 'bg-sky-100 ring-1 ring-sky-400' },
  { cell: 'bg-emerald-100', swatch: 'bg-emerald-100 ring-1 ring-emerald-400' },
  { cell: 'bg-rose-100', swatch: 'bg-rose-100 ring-1 ring-rose-400' },
  { cell: 'bg-violet-100', swatch: 'bg-violet-100 ring-1 ring-violet-400' },
] as const;

/**
 * The season names a page of another language shows in English (staff wrote none in its
 * language: decision 240), to be marked `lang="en"`. Empty on an English page.
 */
export function englishSeasonNames(tour: Pick<CalendarTour, 'seasons'> & InLanguage): ReadonlySet<string> {
  return new Set(
    (tour.seasons ?? [])
      .filter((_, index) => shownInEnglish(tour, 'seasons', index, 'name'))
      .map((season) => season.name),
  );
}

/**
 * One colour and one line of the key per season name: 'High season' 2027 and 2028 are one
 * season to a traveller. Names beyond the palette share its colours in turn; a name shown in
 * English on a page of another language is marked so.
 */
export function seasonMarks(tour: Pick<CalendarTour, 'seasons'> & InLanguage): DayMark[] {
  const names = [...new Set((tour.seasons ?? []).map((season) => season.name))];
  const english = englishSeasonNames(tour);
  return names.map((name, index) => {
    const colour = SEASON_COLOURS[index % SEASON_COLOURS.length] ?? SEASON_COLOURS[0];
    return {
      id: `season-${index}`,
      label: name,
      ...(english.has(name) ? { lang: 'en' as const } : {}),
      className: colour.cell,
      swatchClassName: colour.swatch,
      has: (day: CalendarDate) => seasonOn(tour, day)?.name === name,
    };
  });
}

/**
 * '2 seats left' on a day whose open departures have few seats left between them, or null
 * (plenty of seats, no departure, or the seats not read yet).
 */
export function departureDayNote(
  tour: Pick<CalendarTour, 'departures'>,
  day: CalendarDate,
  seatsLeft: SeatsLeft | undefined,
  words: CalendarWords = ENGLISH_WORDS,
): string | null {
  if (!seatsLeft) return null;
  const departures = openDeparturesOn(tour, day, seatsLeft);
  if (departures.length === 0) return null;
  const left = departures.reduce((sum, departure) => sum + (seatsLeft[departure.id] ?? 0), 0);
  return left <= FEW_SEATS_LEFT ? words.t('seatsLeft', { count: left }) : null;
}

/** Where the rate comes from, in words: 'High season rate', 'Default rate', 'Departure price'. */
export function rateName(rate: TourRate, { t }: CalendarWords = ENGLISH_WORDS): string {
  if (rate.kind === 'season') return t('seasonRate', { season: rate.season.name });
  if (rate.kind === 'departure') return t('departureRate');
  return t('defaultRate');
}

/** The heading of the panel's rate: the rate's name and the day it applies to. */
export function rateHeading(
  rate: TourRate,
  date: CalendarDate | '',
  words: CalendarWords = ENGLISH_WORDS,
): string {
  if (!date) return words.t('rateNoDate');
  return words.t('rateFor', { rate: rateName(rate, words), date: words.day(date) });
}

/** One departure in the list beside the date picker (issue 39): when, seats left, price, full. */
export interface DepartureChoice {
  readonly id: string;
  readonly date: CalendarDate;
  /** Seats left, once read (null before the first answer). */
  readonly left: number | null;
  readonly full: boolean;
  /** What the party would pay on it: the database's own pricing rule. */
  readonly total: number;
}

/**
 * The departures a traveller can still ask for, by date: from today to the booking horizon, the
 * closed ones left out (the operator took them off sale) and the full ones kept, marked full, so
 * that a sold-out departure says so instead of vanishing.
 */
export function departureChoices(
  tour: CalendarTour,
  today: CalendarDate,
  party: TravellerCounts,
  seatsLeft: SeatsLeft | undefined,
): DepartureChoice[] {
  const horizon = latestBookableDayFrom(today);
  return (tour.departures ?? [])
    .filter((departure) => !departure.closed && departure.date >= today && departure.date <= horizon)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1))
    .map((departure) => {
      const left = seatsLeft ? (seatsLeft[departure.id] ?? 0) : null;
      return {
        id: departure.id,
        date: departure.date,
        left,
        full: left !== null && left <= 0,
        total: tourPriceFor(tour, departure.date, party, departure.id).total,
      };
    });
}
