import commonTexts from 'virtual:messages/common';
import tourTexts from 'virtual:messages/tour';
import {
  cardPrice,
  type InLanguage,
  shownInEnglish,
  TOUR_BOOKING_PANEL_ID,
  type Tour,
} from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES } from '@safari/shared-domain/i18n';
import { showToast, useLanguage, useMessages, usePageMeta } from '@safari/shared-ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type common from '../../messages/en/common.json';
import type tourMessages from '../../messages/en/tour.json';
import { useTour } from '../catalogue/catalogue-store.ts';
import { englishLang, TourLanguageNote } from '../catalogue/TourLanguageNote.tsx';
import { useFormats } from '../i18n/formats.ts';
import { Carousel } from '../tour/Carousel.tsx';
import { DeferredBookingPanel, followPanelLink } from '../tour/DeferredBookingPanel.tsx';
import { ItineraryTabs } from '../tour/ItineraryTabs.tsx';
import { shareLink } from '../tour/share.ts';
import { badgeText, factsIn } from '../tour/tour-words.ts';
import { FavouriteButton } from '../ui/FavouriteButton.tsx';
import { CloseIcon, MapPinIcon } from '../ui/icons.tsx';
import { CheckIcon, ShareIcon, StarIcon } from '../ui/page-icons.tsx';

/** Every tour page: one template, the published catalogue decides the content. */
export default function TourPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const tour = useTour(slug);
  const t = useMessages<typeof tourMessages>(tourTexts);
  usePageMeta(tour?.title ?? t('metaNotFound'), tour?.summary ?? '');
  if (!tour) return <>{notFound}</>;
  return <TourPageView tour={tour} />;
}

/** A tour's page for any tour data: the published one, or a draft the admin previews. */
export function TourPageView({ tour, preview = false }: { tour: Tour & InLanguage; preview?: boolean }) {
  const t = useMessages<typeof tourMessages>(tourTexts);
  const c = useMessages<typeof common>(commonTexts);
  const { usd } = useFormats();
  const language = useLanguage();
  const english = language === DEFAULT_LANGUAGE;
  const locale = LANGUAGE_LOCALES[language];
  const number = (value: number) => value.toLocaleString(locale);
  // The facts in the page's language; `shown.inEnglish` is the tour's without the facts' parts a
  // recognised phrase words, so the note and `lang` count only what is really English.
  const shown = factsIn(tour, english, { t, usd, number });
  const share = async () => {
    const toast = await shareLink({ title: tour.title, url: window.location.href });
    if (toast) showToast(toast);
  };

  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          {tour.badges.length ? (
            <ul className="mb-2 flex gap-2" aria-label={t('badges')}>
              {tour.badges.map((badge) => (
                <li
                  key={badge}
                  className="rounded bg-amber-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white"
                >
                  {badgeText(t, badge)}
                </li>
              ))}
            </ul>
          ) : null}
          <h1
            className="text-3xl font-bold tracking-tight sm:text-4xl"
            {...englishLang(shownInEnglish(tour, 'title'))}
          >
            {tour.title}
          </h1>
          <TourLanguageNote tour={shown} />
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-stone-600">
            <span className="inline-flex items-center gap-1">
              <MapPinIcon width={16} height={16} />{' '}
              {t('locationCountry', { location: c(`location_${tour.locationId}`) })}
            </span>
            <span className="inline-flex items-center gap-1">
              <StarIcon width={16} height={16} className="text-amber-500" />
              {tour.rating === null
                ? t('noRatings')
                : t('rating', { rating: english ? tour.rating.toFixed(1) : number1(tour.rating, locale) })}
            </span>
          </p>
        </div>
        {/* As wide as its two buttons from the start: on a slow phone the browser may paint the
            page while its HTML is still arriving, with only the first button parsed, and a box
            that grew when the second came would move the first (a layout shift). */}
        <div className="flex w-[5.5rem] shrink-0 gap-2">
          <button
            type="button"
            onClick={share}
            aria-label={t('share')}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-stone-700 shadow-sm ring-1 ring-stone-200 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
          >
            <ShareIcon />
          </button>
          <FavouriteButton slug={tour.slug} title={tour.title} className="ring-1 ring-stone-200" />
        </div>
      </div>

      {/* On a phone the panel comes after the gallery, facts and itinerary: the price and a way
          to book are shown here on the first screen too (issue 16). */}
      <section
        aria-label={t('priceAndBooking')}
        className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200 lg:hidden"
      >
        <p>
          <span className="text-2xl font-bold text-amber-800">
            {t('fromPrice', { price: usd(cardPrice(tour)) })}
          </span>{' '}
          <span className="text-stone-600">{t('perPerson')}</span>
        </p>
        <a
          href={`#${TOUR_BOOKING_PANEL_ID}`}
          onClick={followPanelLink}
          className="inline-flex min-h-11 items-center rounded-md bg-amber-700 px-4 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          {t('bookThisTour')}
        </a>
      </section>

      <div className="mt-6">
        <Carousel images={tour.gallery} title={tour.title} />
      </div>

      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={t('facts')}>
        {shown.facts.map((fact, index) => (
          <li key={fact.label} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
            <p
              className="hyphens-auto break-words text-xs font-semibold uppercase tracking-wide text-stone-500"
              {...englishLang(shownInEnglish(shown, 'facts', index, 'label'))}
            >
              {fact.label}
            </p>
            <p
              className="mt-1 break-words font-semibold"
              {...englishLang(shownInEnglish(shown, 'facts', index, 'value'))}
            >
              {fact.value}
            </p>
          </li>
        ))}
      </ul>

      {/* minmax(0, …) and min-w-0: a grid column otherwise grows to its widest child (the day
          tabs' scrolling row), and the whole page ran off a phone's screen (issue 16). */}
      <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-12">
          <section>
            <h2 className="text-2xl font-bold tracking-tight">{t('overview')}</h2>
            <div className="mt-4 space-y-4 leading-relaxed text-stone-700">
              {tour.overview.map((p, index) => (
                <p key={p.slice(0, 40)} {...englishLang(shownInEnglish(tour, 'overview', index))}>
                  {p}
                </p>
              ))}
            </div>
          </section>
          <section className="grid gap-8 md:grid-cols-2">
            <div>
              <h2 className="text-xl font-bold">{t('included')}</h2>
              <ul className="mt-4 space-y-2">
                {tour.included.map((item, index) => (
                  <li
                    key={item}
                    className="flex gap-2"
                    {...englishLang(shownInEnglish(tour, 'included', index))}
                  >
                    <CheckIcon className="mt-0.5 shrink-0 text-green-700" /> {item}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="text-xl font-bold">{t('excluded')}</h2>
              <ul className="mt-4 space-y-2">
                {tour.excluded.map((item, index) => (
                  <li
                    key={item}
                    className="flex gap-2"
                    {...englishLang(shownInEnglish(tour, 'excluded', index))}
                  >
                    <CloseIcon className="mt-0.5 shrink-0 text-red-700" /> {item}
                  </li>
                ))}
              </ul>
            </div>
          </section>
          <section>
            <h2 className="text-2xl font-bold tracking-tight">{t('itinerary')}</h2>
            <div className="mt-4">
              <ItineraryTabs days={tour.itinerary} inLanguage={tour} />
            </div>
          </section>
        </div>
        <div className="min-w-0">
          <DeferredBookingPanel tour={tour} preview={preview} />
        </div>
      </div>
    </main>
  );
}

/** A rating with one decimal in the page's language ('4,8' in German). */
function number1(rating: number, locale: string): string {
  return rating.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
