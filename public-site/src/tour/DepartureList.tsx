import tourTexts from 'virtual:messages/tour';
import type { CalendarDate } from '@safari/shared-domain/catalogue';
import { useMessages } from '@safari/shared-ui';
import { useState } from 'react';
import type tourMessages from '../../messages/en/tour.json';
import { useFormats } from '../i18n/formats.ts';
import type { DepartureChoice } from './tour-calendar-view.ts';

/** The list shows this many departures until the traveller asks for all of them. */
const FIRST_SHOWN = 6;

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
  const t = useMessages<typeof tourMessages>(tourTexts);
  const { usd, day } = useFormats();
  const [showAll, setShowAll] = useState(false);
  if (choices.length === 0) return null;
  const shown = showAll ? choices : choices.slice(0, FIRST_SHOWN);
  return (
    <section aria-labelledby="departure-list-title" data-testid="departure-list" className="-mt-1">
      <h3 id="departure-list-title" className="text-sm font-medium text-stone-700">
        {t('departures')}
      </h3>
      <ul className="mt-1 space-y-1">
        {shown.map((choice) => {
          const selected = choice.date === chosen;
          const seats = choice.full
            ? t('full')
            : choice.left === null
              ? null
              : t('seatsLeft', { count: choice.left });
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
                <span className="font-medium">{day(choice.date)}</span>
                {seats === null ? null : (
                  <span className={choice.full ? 'font-semibold text-red-800' : 'text-stone-600'}>
                    {seats}
                  </span>
                )}
                {choice.full ? null : (
                  <span className="ml-auto font-semibold text-stone-900">
                    {usd(choice.total)}
                    <span className="font-normal text-stone-600">
                      {t('forTravellers', { count: partySize })}
                    </span>
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
          {showAll ? t('showFewerDepartures') : t('showAllDepartures', { count: choices.length })}
        </button>
      ) : null}
    </section>
  );
}
