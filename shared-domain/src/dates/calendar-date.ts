// Tour dates are calendar days in Tanzania, not instants: a booking for 14 July means 14 July in
// Arusha whatever the traveller's own time zone. They travel as plain `YYYY-MM-DD` strings.

/** The operator's time zone (East Africa Time, UTC+3, no daylight saving). */
export const OPERATOR_TIME_ZONE = 'Africa/Dar_es_Salaam';

/** A calendar date written `YYYY-MM-DD`. */
export type CalendarDate = string;

/** Where "now" comes from; tests pass a fixed one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

const operatorDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: OPERATOR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** True for a `YYYY-MM-DD` string naming a day that exists (so not 2025-02-30). */
export function isCalendarDate(value: string): value is CalendarDate {
  const match = CALENDAR_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** The calendar day an instant falls on in Arusha. */
export function operatorCalendarDate(instant: Date): CalendarDate {
  const parts = operatorDayFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today in Arusha: what the date rules of every form mean by "today". */
export function operatorToday(clock: Clock = systemClock): CalendarDate {
  return operatorCalendarDate(clock());
}

/**
 * The day a date picker's `Date` stands for. Pickers hand back local midnight of the clicked day,
 * so the browser's own calendar fields are the truth here, not the UTC ones.
 */
export function calendarDateOfLocalDay(date: Date): CalendarDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The reverse of `calendarDateOfLocalDay`, for feeding a stored date back into a picker. */
export function localDayOfCalendarDate(date: CalendarDate): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** How far ahead bookings open (decision 100); the database refuses later days the same way. */
const BOOKING_HORIZON_YEARS = 2;

/**
 * The last day a booking may start or end: today in Arusha plus two years, as PostgreSQL's
 * `date + interval '2 years'` counts it (29 February becomes 28 February).
 */
export function latestBookableDay(clock: Clock = systemClock): CalendarDate {
  return latestBookableDayFrom(operatorToday(clock));
}

/** `latestBookableDay` for a given today in Arusha (a calendar shown for a fixed day). */
export function latestBookableDayFrom(today: CalendarDate): CalendarDate {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const target = year + BOOKING_HORIZON_YEARS;
  const lastOfMonth = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${target}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastOfMonth)).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` strings order like the days they name. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The seeds' display format 'LLL dd, y', e.g. 'Jul 04, 2025', independent of the browser locale. */
export function formatCalendarDate(date: CalendarDate): string {
  const [year, month, day] = date.split('-') as [string, string, string];
  return `${MONTH_ABBREVIATIONS[Number(month) - 1]} ${day}, ${Number(year)}`;
}

/**
 * Search links carry dates as ISO date-times (docs/product.md §4). We write the day at UTC midnight,
 * which falls on the same day in Arusha, so the link means the same day wherever it is opened.
 */
export function calendarDateToDateTimeParam(date: CalendarDate): string {
  return `${date}T00:00:00.000Z`;
}

/**
 * Reads a date from a link: a bare `YYYY-MM-DD`, or an ISO date-time read as the day it falls on in
 * Arusha (so a browser's `toISOString()` of local midnight in East Africa still names that day).
 */
export function calendarDateFromParam(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  if (isCalendarDate(value)) return value;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : operatorCalendarDate(instant);
}
