import {
  type CalendarDate,
  calendarDateOfLocalDay,
  formatCalendarDate,
  latestBookableDay,
  localDayOfCalendarDate,
} from '@safari/shared-domain/catalogue';
import { useEffect, useId, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
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
} as const;

/**
 * A date field: a button showing the chosen day ('Jul 04, 2025') that opens a month calendar.
 * Days before `min` cannot be chosen (seed 000 §5; PRODUCT.md §2 for tours), nor days after `max`,
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
}) {
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
        onClick={() => setOpen((now) => !now)}
        className={`mt-1 flex w-full items-center justify-between rounded-md border bg-white px-3 py-2.5 text-left text-base shadow-sm focus-visible:outline-2 focus-visible:outline-amber-700 disabled:bg-stone-100 ${
          invalid ? 'border-red-600' : 'border-stone-300'
        } ${value ? 'text-stone-900' : 'text-stone-500'}`}
      >
        <span>{value ? formatCalendarDate(value) : placeholder}</span>
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
            defaultMonth={selected ?? earliest}
            startMonth={earliest}
            endMonth={latest}
            disabled={[{ before: earliest }, { after: latest }]}
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
