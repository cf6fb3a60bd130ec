import {
  destinationOutcome,
  SITE_IMAGES,
  searchFilterBadges,
  searchPageFiltersFromParams,
  searchResultCard,
  searchTours,
  showingAdventuresText,
} from '@safari/shared-domain/catalogue';
import { usePageMeta, useSearchParamsAfterHydration } from '@safari/shared-ui';
import { Link } from 'react-router-dom';
import { useTourSummaries } from '../catalogue/catalogue-store.ts';
import { CustomSafariOffer } from '../listing/CustomSafariOffer.tsx';
import { ClockIcon, MapPinIcon } from '../ui/icons.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { StarIcon, UsersIcon } from '../ui/page-icons.tsx';
import { SiteImage } from '../ui/SiteImage.tsx';

export default function SearchPage() {
  usePageMeta('Search results', 'Tours that match your search: destination, travel dates and type of trip.');
  const catalogue = useTourSummaries();
  const [params] = useSearchParamsAfterHydration();
  const search = searchPageFiltersFromParams(params, catalogue);
  const results = searchTours(search, catalogue).map(searchResultCard);
  const badges = searchFilterBadges(search);
  const { location } = search.filters;
  const noTourThere = location !== 'all' && destinationOutcome(location, catalogue).kind === 'custom';

  return (
    <main>
      <PageHero
        image={SITE_IMAGES.toursHero}
        title="Search Results"
        subtitle="Adventures that match what you are looking for."
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="text-lg font-semibold">
            {showingAdventuresText(results.length)}
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Search filters">
            {badges.map((badge) => (
              <li key={badge} className="rounded-full bg-amber-100 px-3 py-1 text-sm text-amber-950">
                {badge}
              </li>
            ))}
          </ul>
        </div>
        {results.length ? (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Adventures">
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
                    {tour.rating === null ? 'New: no ratings yet' : `${tour.rating.toFixed(1)} / 5`}
                  </p>
                  <h2 className="font-semibold leading-snug">
                    <Link to={tour.route} className="after:absolute after:inset-0 focus-visible:outline-none">
                      {tour.title}
                    </Link>
                  </h2>
                  <p className="inline-flex items-center gap-1 text-sm text-stone-600">
                    <MapPinIcon width={16} height={16} /> {tour.destination}
                  </p>
                  <p className="text-sm text-stone-700">{tour.description}</p>
                  <ul className="flex flex-wrap gap-1" aria-label="Highlights">
                    {tour.highlights.map((h) => (
                      <li key={h} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                        {h}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm text-stone-600">
                    <span className="inline-flex items-center gap-1">
                      <ClockIcon width={16} height={16} /> {tour.duration}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <UsersIcon width={16} height={16} /> {tour.groupSize}
                    </span>
                  </div>
                  <div className="flex items-center justify-between pt-2">
                    <p>
                      <span className="text-lg font-bold text-amber-800">{tour.pricePerPerson}</span>{' '}
                      <span className="text-sm text-stone-600">per person</span>
                    </p>
                    <Link
                      to={tour.bookingRoute}
                      className="relative z-10 rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
                    >
                      Book Now
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
            <p className="text-xl font-semibold">No adventures found</p>
            <p className="mt-2 text-stone-600">Try another destination or tour type.</p>
            <Link
              to="/"
              className="mt-4 inline-block rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800"
            >
              Back to Home
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}
