import {
  type CalendarDate,
  formatCalendarDate,
  formatUsd,
  seatsLeftText,
} from '@safari/shared-domain/catalogue';
import { useState } from 'react';
import type { DepartureChoice } from './tour-calendar-view.ts';

/** The list shows this many departures until the traveller asks for all of them. */
const FIRST_SHOWN = 6;

const travellers = (count: number) => `${count} ${count === 1 ? 'traveller' : 'travellers'}`;

/**
 * The departures of a tour sold by departures, beside the date picker (issue 39): each one's day,
 * the seats it has left and what the chosen party would pay on it; a full one stays in the list,
 * marked full and not choosable. Choosing one sets the form's date, as the picker does.
 */
export function DepartureList({
  choices,
  chosen,
  partySize,
  onChoose,
}: {
  choices: readonly DepartureChoice[];
  chosen: CalendarDate | '';
  partySize: number;
  onChoose: (date: CalendarDate) => void;
}) {
  const [showAll, setShowAll] = useState(false);
  if (choices.length === 0) return null;
  const shown = showAll ? choices : choices.slice(0, FIRST_SHOWN);
  return (
    <section aria-labelledby="departure-list-title" data-testid="departure-list" className="-mt-1">
      <h3 id="departure-list-title" className="text-sm font-medium text-stone-700">
        Departures
      </h3>
      <ul className="mt-1 space-y-1">
        {shown.map((choice) => {
          const selected = choice.date === chosen;
          const seats = choice.full ? 'Full' : choice.left === null ? null : seatsLeftText(choice.left);
          return (
            <li key={choice.id}>
              <button
                type="button"
                data-testid={`departure-choice-${choice.date}`}
                aria-pressed={selected}
                disabled={choice.full}
                onClick={() => onChoose(choice.date)}
                className={`flex w-full flex-wrap items-baseline justify-between gap-x-3 rounded-md border px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-amber-700 disabled:cursor-not-allowed disabled:bg-stone-50 disabled:text-stone-500 ${
                  selected
                    ? 'border-amber-700 bg-amber-50 ring-1 ring-amber-700'
                    : 'border-stone-300 hover:bg-stone-50'
                }`}
              >
                <span className="font-medium">{formatCalendarDate(choice.date)}</span>
                {seats === null ? null : (
                  <span className={choice.full ? 'font-semibold text-red-800' : 'text-stone-600'}>
                    {seats}
                  </span>
                )}
                {choice.full ? null : (
                  <span className="ml-auto font-semibold text-stone-900">
                    {formatUsd(choice.total)}
                    <span className="font-normal text-stone-600"> for {travellers(partySize)}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {choices.length > FIRST_SHOWN ? (
        <button
          type="button"
          onClick={() => setShowAll((now) => !now)}
          className="mt-1 text-sm font-medium text-amber-800 underline underline-offset-2"
        >
          {showAll ? 'Show fewer departures' : `Show all ${choices.length} departures`}
        </button>
      ) : null}
    </section>
  );
}
