import calendarTexts from 'virtual:messages/calendar';
import {
  type CalendarDate,
  calendarDateOfLocalDay,
  latestBookableDay,
  localDayOfCalendarDate,
} from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from '@safari/shared-domain/i18n';
import { type Translate, useLanguage, useMessages } from '@safari/shared-ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { DayPicker, type DayPickerProps, type Modifiers } from 'react-day-picker';
import type calendar from '../../messages/en/calendar.json';
import { useFormats } from '../i18n/formats.ts';
import { CalendarIcon } from '../ui/icons.tsx';

const dayPickerClasses = {
  root: 'text-sm text-stone-900',
  months: 'relative',
  month_caption: 'flex h-9 items-center justify-center font-semibold',
  nav: 'absolute inset-x-0 top-0 flex justify-between',
  button_previous:
    'inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-stone-100 disabled:opacity-30',
  button_next:
    'inline-flex h-9 w-9 items-center justify-center rounded-md hover:bg-stone-100 disabled:opacity-30',
  chevron: 'h-4 w-4 fill-current',
  weekday: 'h-8 w-9 text-xs font-medium text-stone-500 sm:w-10',
  // 36 px days on a phone keep the calendar inside a 320 px screen; still above 24 px to tap.
  day: 'h-9 w-9 p-0 text-center sm:h-10 sm:w-10',
  day_button:
    'h-9 w-9 rounded-md hover:bg-amber-100 sm:h-10 sm:w-10 focus-visible:outline-2 focus-visible:outline-amber-700 disabled:cursor-not-allowed disabled:text-stone-300 disabled:line-through disabled:hover:bg-transparent',
  selected: '[&>button]:bg-amber-700 [&>button]:text-white [&>button]:hover:bg-amber-800',
  today: 'font-bold text-amber-800',
  outside: 'text-stone-300',
  disabled: 'text-stone-300',
  footer: 'mt-2 max-w-[17rem] border-t border-stone-200 pt-2 text-xs text-stone-700 sm:max-w-[19rem]',
} as const;

/**
 * A named set of days drawn in its own colour, with a line in the calendar's key (a tour's
 * seasons). `className` is applied to the day's cell.
 */
export interface DayMark {
  readonly id: string;
  readonly label: string;
  /** 'en' for a label shown in English on a page of another language. */
  readonly lang?: 'en';
  readonly className: string;
  /** The swatch in the key. */
  readonly swatchClassName: string;
  readonly has: (day: CalendarDate) => boolean;
}

/** The first and last day of the month that `day` (a local-midnight Date) is in. */
function monthBounds(day: Date): { first: CalendarDate; last: CalendarDate } {
  const first = new Date(day.getFullYear(), day.getMonth(), 1);
  const last = new Date(day.getFullYear(), day.getMonth() + 1, 0);
  return { first: calendarDateOfLocalDay(first), last: calendarDateOfLocalDay(last) };
}

function daysOf(first: CalendarDate, last: CalendarDate): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let day = localDayOfCalendarDate(first); ; day.setDate(day.getDate() + 1)) {
    const date = calendarDateOfLocalDay(day);
    if (date > last) return days;
    days.push(date);
  }
}

/**
 * The calendar's month and weekday names and its buttons' names in a language other than English
 * (issue 41), from the browser's own `Intl` (nothing to download): 'März 2030', 'Mo'; 'mars 2030',
 * 'lun.'. An English page keeps react-day-picker's own English, exactly as before.
 */
const languagePickers = new Map<Language, Pick<DayPickerProps, 'formatters' | 'labels'>>();
function pickerInLanguage(
  language: Language,
  c: Translate<typeof calendar>,
): Pick<DayPickerProps, 'formatters' | 'labels'> {
  let made = languagePickers.get(language);
  if (!made) {
    const locale = LANGUAGE_LOCALES[language];
    const caption = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
    const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short' });
    const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long' });
    made = {
      formatters: {
        formatCaption: (month: Date) => caption.format(month),
        formatWeekdayName: (weekday: Date) => weekdayShort.format(weekday),
      },
      labels: {
        labelGrid: (month: Date) => caption.format(month),
        labelWeekday: (weekday: Date) => weekdayLong.format(weekday),
        labelNext: () => c('nextMonth'),
        labelPrevious: () => c('previousMonth'),
      },
    };
    languagePickers.set(language, made);
  }
  return made;
}

/** A day with a note ('2 seats left'): a dot under its number. */
const NOTED_DAY_CLASS =
  '[&>button]:relative [&>button]:after:absolute [&>button]:after:bottom-1 [&>button]:after:left-1/2 [&>button]:after:h-1 [&>button]:after:w-1 [&>button]:after:-translate-x-1/2 [&>button]:after:rounded-full [&>button]:after:bg-red-700';

/**
 * A date field: a button showing the chosen day ('Jul 04, 2025') that opens a month calendar.
 * Days before `min` cannot be chosen (docs/product.md §7; docs/product.md §6 for tours), nor days after `max`,
 * by default the booking horizon the database enforces (decision 100).
 */
export function DatePicker({
  id,
  value,
  onChange,
  min,
  max = latestBookableDay(),
  placeholder,
  invalid,
  describedBy,
  disabled,
  unavailable,
  marks = [],
  dayNote,
  keyNote,
  openOn,
}: {
  id: string;
  value: CalendarDate | '' | undefined;
  onChange: (date: CalendarDate) => void;
  min: CalendarDate;
  max?: CalendarDate;
  placeholder: string;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
  /** Days inside `min`..`max` that still cannot be chosen (closed dates, departures without seats). */
  unavailable?: (day: CalendarDate) => boolean;
  /** Sets of days drawn in colour, with a key under the month (seasons). */
  marks?: readonly DayMark[];
  /**
   * A few words about a day ('2 seats left'): read out with the day and listed under the month,
   * and the day is drawn with a dot.
   */
  dayNote?: (day: CalendarDate) => string | null;
  /** A sentence at the end of the key (which days are which). */
  keyNote?: ReactNode;
  /** With no day chosen, the calendar opens on this day's month (the first one to choose). */
  openOn?: CalendarDate | undefined;
}) {
  const language = useLanguage();
  const c = useMessages<typeof calendar>(calendarTexts);
  const { day: formatDay } = useFormats();
  const english = language === DEFAULT_LANGUAGE;
  const inLanguage = english ? undefined : pickerInLanguage(language, c);
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLButtonElement>(null);
  // Picking a day or pressing Escape hands the keyboard back to the field (issue 16); a click
  // elsewhere on the page leaves the focus where that click put it.
  const closeToField = () => {
    setOpen(false);
    field.current?.focus();
  };
  const selected = value ? localDayOfCalendarDate(value) : undefined;
  const earliest = localDayOfCalendarDate(min);
  const latest = localDayOfCalendarDate(max);
  const firstShown = () => selected ?? (openOn && openOn >= min ? localDayOfCalendarDate(openOn) : earliest);
  const [month, setMonth] = useState<Date>(firstShown);
  const shown = monthBounds(month);
  const shownDays = marks.length > 0 || dayNote ? daysOf(shown.first, shown.last) : [];
  const marksShown = marks.filter((mark) => shownDays.some(mark.has));
  const notesShown = dayNote
    ? shownDays.flatMap((day) => {
        const note = dayNote(day);
        return note && !unavailable?.(day) && day >= min && day <= max ? [{ day, note }] : [];
      })
    : [];
  const hasFooter = marksShown.length > 0 || notesShown.length > 0 || keyNote;

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent) {
        if (event.key === 'Escape') {
          setOpen(false);
          field.current?.focus();
        }
      } else if (!wrapper.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={field}
        id={id}
        type="button"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => {
          if (!open) setMonth(firstShown());
          setOpen((now) => !now);
        }}
        className={`mt-1 flex w-full items-center justify-between rounded-md border bg-white px-3 py-2.5 text-left text-base shadow-sm focus-visible:outline-2 focus-visible:outline-amber-700 disabled:bg-stone-100 ${
          invalid ? 'border-red-600' : 'border-stone-300'
        } ${value ? 'text-stone-900' : 'text-stone-500'}`}
      >
        <span>{value ? formatDay(value) : placeholder}</span>
        <CalendarIcon width={18} height={18} aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={popoverId}
          role="dialog"
          aria-label={placeholder}
          className="absolute left-0 z-30 mt-2 rounded-xl border border-stone-200 bg-white p-3 shadow-xl"
        >
          {/* Its own day buttons give the grid keyboard pattern: one tab stop, arrows, Page Up/Down
              for months, Home/End for the week; autoFocus moves the keyboard into it on opening. */}
          <DayPicker
            autoFocus
            mode="single"
            weekStartsOn={1}
            selected={selected}
            month={month}
            onMonthChange={setMonth}
            startMonth={earliest}
            endMonth={latest}
            disabled={[
              { before: earliest },
              { after: latest },
              ...(unavailable ? [(day: Date) => unavailable(calendarDateOfLocalDay(day))] : []),
            ]}
            modifiers={{
              ...Object.fromEntries(
                marks.map((mark) => [mark.id, (day: Date) => mark.has(calendarDateOfLocalDay(day))]),
              ),
              ...(dayNote ? { noted: (day: Date) => dayNote(calendarDateOfLocalDay(day)) !== null } : {}),
            }}
            modifiersClassNames={{
              ...Object.fromEntries(marks.map((mark) => [mark.id, mark.className])),
              noted: NOTED_DAY_CLASS,
            }}
            {...(inLanguage?.formatters ? { formatters: inLanguage.formatters } : {})}
            labels={
              english && marks.length === 0 && !dayNote
                ? undefined
                : {
                    ...inLanguage?.labels,
                    labelDayButton: (day: Date, modifiers: Modifiers) => {
                      const date = calendarDateOfLocalDay(day);
                      const parts = [formatDay(date)];
                      for (const mark of marks) if (mark.has(date)) parts.push(mark.label);
                      const note = dayNote?.(date);
                      if (note) parts.push(note);
                      if (modifiers.disabled) parts.push(c('notAvailable'));
                      if (modifiers.selected) parts.push(c('selected'));
                      return parts.join(', ');
                    },
                  }
            }
            footer={
              hasFooter ? (
                <div data-testid="date-picker-key">
                  {marksShown.length > 0 ? (
                    <ul className="flex flex-wrap gap-x-3 gap-y-1">
                      {marksShown.map((mark) => (
                        <li key={mark.id} className="inline-flex items-center gap-1" lang={mark.lang}>
                          <span
                            aria-hidden="true"
                            className={`inline-block h-3 w-3 rounded-sm ${mark.swatchClassName}`}
                          />
                          {mark.label}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {notesShown.length > 0 ? (
                    <ul className="mt-1">
                      {notesShown.map(({ day, note }) => (
                        <li key={day}>
                          <span className="font-semibold">{formatDay(day)}</span>: {note}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {keyNote ? <p className="mt-1">{keyNote}</p> : null}
                </div>
              ) : undefined
            }
            classNames={dayPickerClasses}
            onSelect={(day) => {
              if (!day) return;
              onChange(calendarDateOfLocalDay(day));
              closeToField();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
