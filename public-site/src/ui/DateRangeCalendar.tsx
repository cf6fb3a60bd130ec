import {
  type CalendarDate,
  type DateRangeSelection,
  dateRangeAfterClick,
  formatCalendarDate,
  operatorToday,
} from '@safari/shared-domain/catalogue';
import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

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

export function rangeText(range: DateRangeSelection, empty: string): string {
  if (!range.from) return empty;
  return range.to
    ? `${formatCalendarDate(range.from)} - ${formatCalendarDate(range.to)}`
    : formatCalendarDate(range.from);
}

/**
 * Two months side by side (seed 000: "a date range picker showing two months"). Clicks follow
 * the domain's range rule; days before today in Arusha are disabled.
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
  const start = value.from ?? today;
  const [cursor, setCursor] = useState(() => ({
    year: Number(start.slice(0, 4)),
    month: Number(start.slice(5, 7)) - 1,
  }));
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

  return (
    <div className="rounded-lg bg-white p-3 text-stone-900">
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => move(-1)}
          aria-label="Previous month"
          className="rounded p-2 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          onClick={() => move(1)}
          aria-label="Next month"
          className="rounded p-2 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          <ChevronRightIcon />
        </button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {months.map(({ year, month }) => (
          <fieldset key={`${year}-${month}`}>
            <legend className="mb-2 w-full text-center text-sm font-semibold">
              {MONTHS[month]} {year}
            </legend>
            <div className="grid grid-cols-7 gap-0.5 text-center text-xs">
              {WEEKDAYS.map((d) => (
                <span key={d} aria-hidden="true" className="py-1 text-stone-500">
                  {d}
                </span>
              ))}
              {monthGrid(year, month).map((day, i) =>
                day ? (
                  <button
                    key={day}
                    type="button"
                    disabled={day < today}
                    aria-pressed={day === value.from || day === value.to}
                    aria-label={formatCalendarDate(day)}
                    onClick={() => onChange(dateRangeAfterClick(value, day))}
                    className={`h-9 rounded text-sm focus-visible:outline-2 focus-visible:outline-amber-700 disabled:text-stone-400 disabled:line-through ${
                      day === value.from || day === value.to
                        ? 'bg-amber-700 font-semibold text-white'
                        : inRange(day)
                          ? 'bg-amber-100 text-amber-950'
                          : 'hover:bg-stone-100'
                    }`}
                  >
                    {Number(day.slice(8))}
                  </button>
                ) : (
                  <span key={`blank-${i}`} />
                ),
              )}
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
