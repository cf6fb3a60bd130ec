import calendarTexts from 'virtual:messages/calendar';
import {
  addDays,
  type CalendarDate,
  type DateRangeSelection,
  dateRangeAfterClick,
  latestBookableDayFrom,
  operatorToday,
} from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from '@safari/shared-domain/i18n';
import { useLanguage, useMessages } from '@safari/shared-ui';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type calendar from '../../messages/en/calendar.json';
import { useFormats } from '../i18n/formats.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './page-icons.tsx';

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Weekday and month names in a language other than English (issue 41), from the browser's `Intl`:
 * 'Mo', 'Di' …; 'März 2030'. English keeps the lists above.
 */
const NAMES = new Map<Language, { weekdays: string[]; caption: (year: number, month: number) => string }>();
function namesIn(language: Language) {
  let names = NAMES.get(language);
  if (!names) {
    const locale = LANGUAGE_LOCALES[language];
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const caption = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    // 2024-01-01 was a Monday.
    const weekdays = Array.from({ length: 7 }, (_, i) => weekday.format(Date.UTC(2024, 0, 1 + i)));
    names = { weekdays, caption: (year, month) => caption.format(Date.UTC(year, month, 1)) };
    NAMES.set(language, names);
  }
  return names;
}

/** The days of one month as calendar dates, with leading blanks so weeks start on Monday. */
export function monthGrid(year: number, month: number): (CalendarDate | null)[] {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay(); // 0 = Sunday
  const blanks = (first + 6) % 7;
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return [
    ...Array.from({ length: blanks }, () => null),
    ...Array.from({ length: days }, (_, i) => `${year}-${pad(month + 1)}-${pad(i + 1)}`),
  ];
}

/** The same day `months` months later (or earlier), on the month's last day when it is shorter. */
function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, length));
  return first.toISOString().slice(0, 10);
}

/** Monday is 0, Sunday 6. */
const weekdayOf = (date: CalendarDate) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** Where a key moves the focus from `day` (the grid keyboard pattern of WAI-ARIA's date pickers). */
function dayAfterKey(day: CalendarDate, key: string, shift: boolean): CalendarDate | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
    default:
      return null;
  }
}

const monthOf = (date: CalendarDate) => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)) - 1,
});
const monthIndex = ({ year, month }: { year: number; month: number }) => year * 12 + month;

/**
 * Two months side by side (docs/product.md §4). Clicks follow
 * the domain's range rule; days before today in Arusha are disabled, and so are days past the
 * booking horizon (`latestBookableDay`, decision 100), which the database would refuse. The keyboard gets the grid
 * pattern (issue 16): the two months are one tab stop, arrows move by day and week, Home/End to
 * the week's ends, Page Up/Down by month (with Shift by year), turning the page when needed.
 */
export function DateRangeCalendar({
  value,
  onChange,
  today = operatorToday(),
}: {
  value: DateRangeSelection;
  onChange: (range: DateRangeSelection) => void;
  today?: CalendarDate;
}) {
  const language = useLanguage();
  const c = useMessages<typeof calendar>(calendarTexts);
  const { day: formatDay } = useFormats();
  const names = language === DEFAULT_LANGUAGE ? null : namesIn(language);
  const weekdays = names?.weekdays ?? WEEKDAYS;
  const latest = latestBookableDayFrom(today);
  const bookable = (day: CalendarDate) => day >= today && day <= latest;
  const start = value.from && bookable(value.from) ? value.from : today;
  const [cursor, setCursor] = useState(() => monthOf(start));
  const [active, setActive] = useState<CalendarDate>(start);
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const months = [0, 1].map((offset) => {
    const m = cursor.month + offset;
    return { year: cursor.year + Math.floor(m / 12), month: m % 12 };
  });
  const move = (delta: number) =>
    setCursor(({ year, month }) => ({
      year: year + Math.floor((month + delta) / 12),
      month: (month + delta + 12) % 12,
    }));
  const inRange = (day: CalendarDate) =>
    Boolean(value.from && value.to && day > value.from && day < value.to);
  const shown = (day: CalendarDate) => {
    const index = monthIndex(monthOf(day));
    return index >= monthIndex(cursor) && index <= monthIndex(cursor) + 1;
  };
  // The one tab stop: the day last moved to when it is on the page, else the first that can
  // be picked there (the months were turned with the buttons).
  const firstShown = `${months[0]?.year}-${pad((months[0]?.month ?? 0) + 1)}-01`;
  const tabStop = shown(active) ? active : firstShown < today ? today : firstShown;

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${active}"]`)?.focus();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const from = (event.target as HTMLElement).dataset.day;
    if (!from) return;
    const next = dayAfterKey(from, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    // Kept between today and the horizon: the middle of the three (ISO days sort as text).
    const day = [today, next, latest].sort()[1] ?? today;
    if (!shown(day)) {
      const target = monthOf(day);
      setCursor(
        day < firstShown ? target : monthOf(addMonths(`${target.year}-${pad(target.month + 1)}-01`, -1)),
      );
    }
    moved.current = true;
    setActive(day);
  };

  return (
    <div className="rounded-lg bg-white p-3 text-stone-900">
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => move(-1)}
          aria-label={c('previousMonth')}
          className="inline-flex h-11 w-11 items-center justify-center rounded hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          onClick={() => move(1)}
          aria-label={c('nextMonth')}
          className="inline-flex h-11 w-11 items-center justify-center rounded hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          <ChevronRightIcon />
        </button>
      </div>
      <div ref={grid} className="grid gap-4 sm:grid-cols-2">
        {months.map(({ year, month }) => {
          const cells = monthGrid(year, month);
          const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) =>
            cells.slice(w * 7, w * 7 + 7),
          );
          const label = names ? names.caption(year, month) : `${MONTHS[month]} ${year}`;
          return (
            <div key={`${year}-${month}`}>
              <p aria-hidden="true" className="mb-2 text-center text-sm font-semibold">
                {label}
              </p>
              {/* A grid, as WAI-ARIA's date picker pattern (and react-day-picker) marks a month up. */}
              <table
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the grid pattern
                role="grid"
                aria-label={label}
                className="w-full table-fixed border-separate border-spacing-0.5 text-center text-xs"
              >
                <thead>
                  <tr>
                    {weekdays.map((d) => (
                      <th key={d} scope="col" className="py-1 font-normal text-stone-500">
                        {d}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((week, w) => (
                    <tr key={week.find(Boolean) ?? w}>
                      {week.map((day, i) =>
                        day ? (
                          // biome-ignore lint/a11y/useFocusableInteractive: its button takes the focus
                          <td
                            key={day}
                            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the grid pattern
                            role="gridcell"
                            aria-selected={day === value.from || day === value.to}
                            className="p-0"
                          >
                            <button
                              type="button"
                              data-day={day}
                              onKeyDown={onKeyDown}
                              tabIndex={day === tabStop ? 0 : -1}
                              disabled={!bookable(day)}
                              aria-label={formatDay(day)}
                              onClick={() => {
                                setActive(day);
                                onChange(dateRangeAfterClick(value, day));
                              }}
                              className={`h-9 w-full rounded text-sm focus-visible:outline-2 focus-visible:outline-amber-700 disabled:text-stone-400 disabled:line-through ${
                                day === value.from || day === value.to
                                  ? 'bg-amber-700 font-semibold text-white'
                                  : inRange(day)
                                    ? 'bg-amber-100 text-amber-950'
                                    : 'hover:bg-stone-100'
                              }`}
                            >
                              {Number(day.slice(8))}
                            </button>
                          </td>
                        ) : (
                          <td key={`blank-${w}-${i}`} />
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        })}
      </div>
    </div>
  );
}
