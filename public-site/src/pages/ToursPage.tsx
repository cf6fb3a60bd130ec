import calendarTexts from 'virtual:messages/calendar';
import commonTexts from 'virtual:messages/common';
import listingTexts from 'virtual:messages/listing';
import {
  DURATION_BOUNDS,
  destinationOutcome,
  filterListingTours,
  isListingSortOrder,
  LISTING_SORT_ORDERS,
  LISTING_TOUR_TYPES,
  type ListingState,
  type ListingTourTypeId,
  listingStateFromSearchParams,
  listingStateToSearchParams,
  listingTourCard,
  locationChips,
  priceSliderBounds,
  SITE_IMAGES,
  sortListingTours,
} from '@safari/shared-domain/catalogue';
import { useLocalPath, useMessages, usePageMeta, useSearchParamsAfterHydration } from '@safari/shared-ui';
import { Suspense, useMemo, useRef, useState } from 'react';
import type common from '../../messages/en/common.json';
import type listing from '../../messages/en/listing.json';
import { useTourSummaries } from '../catalogue/catalogue-store.ts';
import { useFormats } from '../i18n/formats.ts';
import { CustomSafariOffer } from '../listing/CustomSafariOffer.tsx';
import { RangeFilter } from '../listing/RangeFilter.tsx';
import { DateRangeCalendar } from '../ui/DateRangeCalendar.tsx';
import { CalendarIcon } from '../ui/icons.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { rangeText } from '../ui/range-text.ts';
import { TourCard } from '../ui/TourCard.tsx';
import { useEscape } from '../ui/use-escape.ts';

const chipClass = (active: boolean) =>
  `rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 ${
    active
      ? 'bg-amber-700 text-white ring-amber-700'
      : 'bg-white text-stone-700 ring-stone-300 hover:bg-stone-100'
  }`;

export default function ToursPage() {
  const t = useMessages<typeof listing>(listingTexts);
  const c = useMessages<typeof common>(commonTexts);
  const { usd, day } = useFormats();
  const local = useLocalPath();
  // The dates calendar's texts come with the page's, so opening it waits for nothing.
  useMessages(calendarTexts);
  usePageMeta(t('metaTitle'), t('metaDescription'));
  const days = (count: number) => t('days', { count });
  const catalogue = useTourSummaries();
  const [params, setParams] = useSearchParamsAfterHydration();
  const state = useMemo(() => listingStateFromSearchParams(params, catalogue), [params, catalogue]);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const datesButton = useRef<HTMLButtonElement>(null);
  useEscape(calendarOpen, () => {
    setCalendarOpen(false);
    datesButton.current?.focus();
  });
  const update = (change: Partial<ListingState> | ((s: ListingState) => Partial<ListingState>)) => {
    const patch = typeof change === 'function' ? change(state) : change;
    setParams(listingStateToSearchParams({ ...state, ...patch }, catalogue));
  };
  const setFilters = (patch: Partial<ListingState['filters']>) =>
    update((s) => ({ filters: { ...s.filters, ...patch } }));
  const toggleType = (type: ListingTourTypeId) =>
    setFilters({
      tourTypes: state.filters.tourTypes.includes(type)
        ? state.filters.tourTypes.filter((t) => t !== type)
        : [...state.filters.tourTypes, type],
    });

  const tours = sortListingTours(filterListingTours(state.filters, catalogue), state.sort).map(
    listingTourCard,
  );
  const priceBounds = priceSliderBounds(catalogue);
  const { location } = state.filters;
  const noTourThere = location !== 'all' && destinationOutcome(location, catalogue).kind === 'custom';

  return (
    <main>
      <PageHero image={SITE_IMAGES.toursHero} title={t('heroTitle')} subtitle={t('heroSubtitle')} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <section aria-label={t('filters')} className="space-y-5">
          <div>
            <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-600">
              {t('location')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {locationChips(catalogue, location).map((chip) => (
                <li key={chip.id}>
                  <button
                    type="button"
                    aria-pressed={state.filters.location === chip.id}
                    className={chipClass(state.filters.location === chip.id)}
                    onClick={() => setFilters({ location: chip.id })}
                  >
                    {chip.id === 'all' ? t('allLocations') : c(`location_${chip.id}`)} ({chip.count})
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-600">
              {t('tourType')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {LISTING_TOUR_TYPES.map((type) => (
                <li key={type.id}>
                  <button
                    type="button"
                    aria-pressed={state.filters.tourTypes.includes(type.id)}
                    className={chipClass(state.filters.tourTypes.includes(type.id))}
                    onClick={() => toggleType(type.id)}
                  >
                    {t(`type_${type.id}`)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-4 md:grid-cols-3">
            <div className="rounded-lg border border-stone-200 bg-white">
              <button
                ref={datesButton}
                type="button"
                aria-expanded={calendarOpen}
                onClick={() => setCalendarOpen((o) => !o)}
                className="flex w-full items-center justify-between gap-2 px-4 py-3 text-left font-semibold focus-visible:outline-2 focus-visible:outline-amber-700"
              >
                <span className="inline-flex items-center gap-2">
                  <CalendarIcon /> {t('dates')}
                </span>
                <span className="truncate text-sm font-normal text-stone-600">
                  {rangeText(
                    { from: state.startDate ?? undefined, to: state.endDate ?? undefined },
                    t('anyDates'),
                    day,
                  )}
                </span>
              </button>
            </div>
            {calendarOpen ? (
              // In the document right after its Dates button (Tab: dates → calendar → sliders); a row of
              // its own in the grid. Escape closes it and gives the focus back to the button.
              <div className="max-w-2xl rounded-lg border border-stone-200 md:col-span-3">
                <Suspense fallback={null}>
                  <DateRangeCalendar
                    value={{ from: state.startDate ?? undefined, to: state.endDate ?? undefined }}
                    onChange={(range) => update({ startDate: range.from ?? null, endDate: range.to ?? null })}
                  />
                </Suspense>
                <p className="px-3 pb-3 text-sm text-stone-600">{t('datesNote')}</p>
              </div>
            ) : null}
            <RangeFilter
              label={t('priceRange')}
              minLabel={t('priceMin')}
              maxLabel={t('priceMax')}
              bounds={priceBounds}
              value={state.filters.price}
              format={usd}
              onCommit={(price) => setFilters({ price })}
            />
            <RangeFilter
              label={t('duration')}
              minLabel={t('durationMin')}
              maxLabel={t('durationMax')}
              bounds={DURATION_BOUNDS}
              value={state.filters.duration}
              format={days}
              onCommit={(duration) => setFilters({ duration })}
            />
          </div>
        </section>

        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 pb-4">
          <p role="status" className="text-lg font-semibold">
            {t('toursFound', { count: tours.length })}
          </p>
          <label className="flex items-center gap-2 text-sm text-stone-700">
            {t('sortBy')}
            <select
              className="h-10 rounded-md border border-stone-300 bg-white px-2 focus-visible:outline-2 focus-visible:outline-amber-700"
              value={state.sort}
              onChange={(e) => isListingSortOrder(e.target.value) && update({ sort: e.target.value })}
            >
              {LISTING_SORT_ORDERS.map((order) => (
                <option key={order.id} value={order.id}>
                  {t(`sort_${order.id}`)}
                </option>
              ))}
            </select>
          </label>
        </div>

        {tours.length ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('toursList')}>
            {tours.map((tour) => (
              <li key={tour.slug} className="flex">
                <TourCard
                  slug={tour.slug}
                  route={local(tour.route)}
                  image={tour.image}
                  title={tour.title}
                  titleInEnglish={tour.titleInEnglish}
                  duration={c('cardDays', { count: tour.days })}
                  priceLine={c('cardFrom', { price: usd(tour.price) })}
                  location={c(`location_${tour.locationId}`)}
                  tags={tour.tourTypeIds.map((id) => t(`type_${id as ListingTourTypeId}`))}
                />
              </li>
            ))}
          </ul>
        ) : noTourThere ? (
          <CustomSafariOffer location={location} />
        ) : (
          <div className="mt-10 rounded-xl bg-white p-10 text-center ring-1 ring-stone-200">
            <p className="text-xl font-semibold">{t('noTours')}</p>
            <p className="mt-2 text-stone-600">{t('noToursHint')}</p>
            <button
              type="button"
              onClick={() => setParams(new URLSearchParams())}
              className="mt-4 rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
            >
              {t('clearFilters')}
            </button>
          </div>
        )}
      </div>
    </main>
  );
}
