import tourTexts from 'virtual:messages/tour';
import { type InLanguage, type ItineraryDay, shownInEnglish } from '@safari/shared-domain/catalogue';
import { useMessages } from '@safari/shared-ui';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type tour from '../../messages/en/tour.json';
import { englishLang } from '../catalogue/TourLanguageNote.tsx';
import { SiteImage } from '../ui/SiteImage.tsx';
import { mealText } from './tour-words.ts';

/** Stands for the day's title in its heading's words, so the title alone can be marked English. */
const TITLE_SLOT = '\u0000';

/**
 * The day selector: one tab per day, day 1 open; arrow keys move between days. `inLanguage`, the
 * tour in the page's language, names the day texts a German or French page shows in English
 * (issue 41): they get `lang="en"`.
 */
export function ItineraryTabs({
  days,
  inLanguage = {},
}: {
  days: readonly ItineraryDay[];
  inLanguage?: InLanguage;
}) {
  const t = useMessages<typeof tour>(tourTexts);
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const day = days[selected];
  const [beforeTitle, afterTitle] = t('dayTitle', { day: day?.day, title: TITLE_SLOT }).split(TITLE_SLOT);
  const onKeyDown = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (selected + delta + days.length) % days.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={t('itineraryDays')}
        className="flex min-w-0 gap-2 overflow-x-auto pb-2"
        onKeyDown={onKeyDown}
      >
        {days.map((d, i) => (
          <button
            key={d.day}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 ${
              i === selected
                ? 'bg-amber-700 text-white'
                : 'bg-white text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100'
            }`}
          >
            {t('day', { day: d.day })}
          </button>
        ))}
      </div>
      {day ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${selected}`}
          className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 rounded-xl bg-white p-5 ring-1 ring-stone-200 md:grid-cols-2"
        >
          <SiteImage
            key={day.image}
            src={day.image}
            alt={t('dayTitle', { day: day.day, title: day.title })}
            width={600}
            height={400}
            sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
            className="aspect-[3/2] w-full rounded-lg object-cover"
          />
          <div className="min-w-0">
            <h3 className="text-xl font-semibold">
              {beforeTitle}
              <span {...englishLang(shownInEnglish(inLanguage, 'itinerary', selected, 'title'))}>
                {day.title}
              </span>
              {afterTitle}
            </h3>
            <p
              className="mt-3 leading-relaxed text-stone-700"
              {...englishLang(shownInEnglish(inLanguage, 'itinerary', selected, 'description'))}
            >
              {day.description}
            </p>
            <dl className="mt-4 space-y-2 text-sm">
              <div className="flex gap-2">
                <dt className="font-semibold">{t('destination')}</dt>
                <dd {...englishLang(shownInEnglish(inLanguage, 'itinerary', selected, 'destination'))}>
                  {day.destination}
                </dd>
              </div>
              <div className="flex gap-2">
                <dt className="font-semibold">{t('accommodation')}</dt>
                <dd {...englishLang(shownInEnglish(inLanguage, 'itinerary', selected, 'accommodation'))}>
                  {day.accommodation ?? t('noAccommodation')}
                </dd>
              </div>
              <div className="flex gap-2">
                <dt className="font-semibold">{t('meals')}</dt>
                <dd>
                  {day.meals.length ? day.meals.map((meal) => mealText(t, meal)).join(', ') : t('noMeals')}
                </dd>
              </div>
            </dl>
            {day.highlights.length ? (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('dayHighlights')}>
                {day.highlights.map((h, at) => (
                  <li
                    key={h}
                    className="rounded-full bg-amber-50 px-3 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200"
                    {...englishLang(shownInEnglish(inLanguage, 'itinerary', selected, 'highlights', at))}
                  >
                    {h}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
