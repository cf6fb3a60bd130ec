import commonTexts from 'virtual:messages/common';
import listingTexts from 'virtual:messages/listing';
import {
  destinationOutcome,
  type GroupSize,
  SITE_IMAGES,
  searchPageFiltersFromParams,
  searchResultCard,
  searchTours,
} from '@safari/shared-domain/catalogue';
import { useLocalPath, useMessages, usePageMeta, useSearchParamsAfterHydration } from '@safari/shared-ui';
import { Link } from 'react-router-dom';
import type common from '../../messages/en/common.json';
import type listing from '../../messages/en/listing.json';
import { useTourSummaries } from '../catalogue/catalogue-store.ts';
import { englishLang } from '../catalogue/TourLanguageNote.tsx';
import { useFormats } from '../i18n/formats.ts';
import { CustomSafariOffer } from '../listing/CustomSafariOffer.tsx';
import { ClockIcon, MapPinIcon } from '../ui/icons.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { StarIcon, UsersIcon } from '../ui/page-icons.tsx';
import { rangeText } from '../ui/range-text.ts';
import { SiteImage } from '../ui/SiteImage.tsx';
import { IN_ENGLISH_MARK } from '../ui/TourCard.tsx';

export default function SearchPage() {
  const t = useMessages<typeof listing>(listingTexts);
  const c = useMessages<typeof common>(commonTexts);
  const { usd, day } = useFormats();
  const local = useLocalPath();
  usePageMeta(t('searchMetaTitle'), t('searchMetaDescription'));
  const catalogue = useTourSummaries();
  const [params] = useSearchParamsAfterHydration();
  const search = searchPageFiltersFromParams(params, catalogue);
  const results = searchTours(search, catalogue).map(searchResultCard);
  const { location } = search.filters;
  // What is filtered, in the names the filter understood ('ngorongoro' reads as 'Ngorongoro Crater').
  const badges = [
    ...(location === 'all' ? [] : [c(`location_${location}`)]),
    ...search.filters.tourTypes.map((type) => t(`type_${type}`)),
    ...(search.startDate
      ? [rangeText({ from: search.startDate, to: search.endDate ?? undefined }, '', day)]
      : []),
  ];
  const groupText = (group: GroupSize) =>
    group.maxPeople === null
      ? t('groupPrivate')
      : t(group.private ? 'groupPrivateUpTo' : 'groupMax', { count: group.maxPeople });
  // '4.9 / 5', one decimal; German and French write it '4,9 / 5' (their texts format the figure).
  const ratingText = (rating: number) => t('rating', { rating: rating.toFixed(1) });
  const noTourThere = location !== 'all' && destinationOutcome(location, catalogue).kind === 'custom';

  return (
    <main>
      <PageHero image={SITE_IMAGES.toursHero} title={t('searchTitle')} subtitle={t('searchSubtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-lg font-semibold">
            {t('showing', { count: results.length })}
          </p>
          <ul className="flex flex-wrap gap-2" aria-label={t('searchFilters')}>
            {badges.map((badge) => (
              <li key={badge} className="rounded-full bg-amber-100 px-3 py-1 text-sm text-amber-950">
                {badge}
              </li>
            ))}
          </ul>
        </div>
        {results.length ? (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label={t('adventures')}>
            {results.map((tour) => (
              <li
                key={tour.slug}
                className="group relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 focus-within:ring-2 focus-within:ring-amber-700"
              >
                <div className="aspect-[3/2] bg-stone-200">
                  <SiteImage
                    src={tour.image}
                    alt=""
                    width={600}
                    height={400}
                    className="h-full w-full object-cover"
                  />
                </div>
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <p className="inline-flex items-center gap-1 text-sm text-stone-700">
                    <StarIcon width={16} height={16} className="text-amber-500" />
                    {tour.rating === null ? t('ratingNew') : ratingText(tour.rating)}
                  </p>
                  <h2 className="font-semibold leading-snug">
                    <Link
                      to={local(tour.route)}
                      {...englishLang(tour.inEnglish.title)}
                      className="after:absolute after:inset-0 focus-visible:outline-none"
                    >
                      {tour.title}
                    </Link>
                  </h2>
                  {tour.inEnglish.title || tour.inEnglish.description ? (
                    <p className={IN_ENGLISH_MARK}>{c('cardInEnglish')}</p>
                  ) : null}
                  <p className="inline-flex items-center gap-1 text-sm text-stone-600">
                    <MapPinIcon width={16} height={16} /> {c(`location_${tour.locationId}`)}
                  </p>
                  <p className="text-sm text-stone-700" {...englishLang(tour.inEnglish.description)}>
                    {tour.description}
                  </p>
                  <ul className="flex flex-wrap gap-1" aria-label={t('highlights')}>
                    {tour.highlights.map((h, index) => (
                      <li
                        key={h}
                        className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700"
                        {...englishLang(tour.inEnglish.highlights[index] === true)}
                      >
                        {h}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm text-stone-600">
                    <span className="inline-flex items-center gap-1">
                      <ClockIcon width={16} height={16} /> {c('cardDays', { count: tour.days })}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <UsersIcon width={16} height={16} /> {groupText(tour.group)}
                    </span>
                  </div>
                  <div className="flex items-center justify-between pt-2">
                    <p>
                      <span className="text-lg font-bold text-amber-800">{usd(tour.amount)}</span>{' '}
                      <span className="text-sm text-stone-600">{t('perPerson')}</span>
                    </p>
                    <Link
                      to={local(tour.bookingRoute)}
                      className="relative z-10 rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
                    >
                      {t('bookNow')}
                    </Link>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        ) : noTourThere ? (
          <CustomSafariOffer location={location} />
        ) : (
          <div className="mt-10 rounded-xl bg-white p-10 text-center ring-1 ring-stone-200">
            <p className="text-xl font-semibold">{t('noAdventures')}</p>
            <p className="mt-2 text-stone-600">{t('noAdventuresHint')}</p>
            <Link
              to={local('/')}
              className="mt-4 inline-block rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800"
            >
              {t('backHome')}
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}
