import homeTexts from 'virtual:messages/home';
import {
  type DateRangeSelection,
  HERO_DESTINATION_LOCATIONS,
  HERO_DESTINATIONS,
  HERO_TOUR_TYPES,
  heroSearchHref,
} from '@safari/shared-domain/catalogue';
import { useLocalPath, useMessages } from '@safari/shared-ui';
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type home from '../../messages/en/home.json';
import { useFormats } from '../i18n/formats.ts';
import { CalendarIcon, SearchIcon } from '../ui/icons.tsx';
import { rangeText } from '../ui/range-text.ts';
import { useEscape } from '../ui/use-escape.ts';

// The calendar shows only once the dates button is pressed: its code is not part of the home
// page's first load (docs/performance.md); pointing at the button starts the download.
const loadCalendar = () => import('../ui/DateRangeCalendar.tsx');
const DateRangeCalendar = lazy(() =>
  loadCalendar().then((module) => ({ default: module.DateRangeCalendar })),
);

// A native select needs a value for "nothing chosen"; it is never sent (docs/product.md §4).
const ANY = 'any';

const field =
  'h-12 w-full rounded-md border border-stone-300 bg-white px-3 text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-700';

/** The hero's search panel: no network call, just /tours with the filled-in parameters. */
export function HeroSearch() {
  const navigate = useNavigate();
  const t = useMessages<typeof home>(homeTexts);
  const { day } = useFormats();
  const local = useLocalPath();
  const [destination, setDestination] = useState(ANY);
  const [tourType, setTourType] = useState(ANY);
  const [dates, setDates] = useState<DateRangeSelection>({});
  const [calendarOpen, setCalendarOpen] = useState(false);
  const calendarId = useId();
  const datesButton = useRef<HTMLButtonElement>(null);
  const closeCalendar = () => {
    setCalendarOpen(false);
    datesButton.current?.focus();
  };
  useEscape(calendarOpen, closeCalendar);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(
      local(
        heroSearchHref({
          destination: destination === ANY ? undefined : destination,
          tourType: tourType === ANY ? undefined : tourType,
          startDate: dates.from,
          endDate: dates.to,
        }),
      ),
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label={t('searchLabel')}
      className="relative mx-auto mt-8 grid w-full max-w-5xl gap-3 rounded-xl bg-white/95 p-4 text-left shadow-xl sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="flex flex-col gap-1 text-sm font-medium text-stone-700">
        <label htmlFor={`${calendarId}-destination`}>{t('searchDestination')}</label>
        <select
          id={`${calendarId}-destination`}
          className={field}
          value={destination}
          onChange={(e) => setDestination(e.target.value)}
        >
          <option value={ANY}>{t('searchAnyDestination')}</option>
          {HERO_DESTINATIONS.map((name) => (
            <option key={name} value={name}>
              {t(`place_${HERO_DESTINATION_LOCATIONS[name]}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 text-sm font-medium text-stone-700">
        <span id={`${calendarId}-label`}>{t('searchDates')}</span>
        <button
          ref={datesButton}
          type="button"
          className={`${field} inline-flex items-center gap-2 text-left font-normal`}
          aria-expanded={calendarOpen}
          aria-controls={calendarId}
          aria-labelledby={`${calendarId}-label ${calendarId}-value`}
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
          onClick={() => setCalendarOpen((open) => !open)}
        >
          <CalendarIcon className="text-stone-500" />
          <span id={`${calendarId}-value`} className="truncate">
            {rangeText(dates, t('searchPickDates'), day)}
          </span>
        </button>
      </div>
      {calendarOpen ? (
        // Right after the dates in the document, so Tab goes dates → calendar → tour type (the
        // calendar used to come after the Search button); it takes a row of its own.
        <div id={calendarId} className="sm:col-span-2 lg:col-span-4">
          <Suspense
            fallback={<p className="py-8 text-center text-sm text-stone-500">{t('searchLoadingCalendar')}</p>}
          >
            <DateRangeCalendar value={dates} onChange={setDates} />
          </Suspense>
          <div className="mt-2 flex justify-end gap-2">
            <button
              type="button"
              className="min-h-11 rounded-md px-3 py-2 text-sm text-stone-700 hover:bg-stone-100"
              onClick={() => setDates({})}
            >
              {t('searchClearDates')}
            </button>
            <button
              type="button"
              className="min-h-11 rounded-md bg-stone-800 px-3 py-2 text-sm text-white hover:bg-stone-900"
              onClick={closeCalendar}
            >
              {t('searchDone')}
            </button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-col gap-1 text-sm font-medium text-stone-700">
        <label htmlFor={`${calendarId}-type`}>{t('searchTourType')}</label>
        <select
          id={`${calendarId}-type`}
          className={field}
          value={tourType}
          onChange={(e) => setTourType(e.target.value)}
        >
          <option value={ANY}>{t('searchAnyTourType')}</option>
          {HERO_TOUR_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {t(`type${type.value.replace(/ /g, '')}` as keyof typeof home)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="inline-flex h-12 items-center justify-center gap-2 self-end rounded-md bg-amber-700 px-5 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
      >
        <SearchIcon /> {t('searchSubmit')}
      </button>
    </form>
  );
}
