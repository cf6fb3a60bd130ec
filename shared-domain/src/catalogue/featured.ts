import { formatUsd } from '../pricing/money.ts';
import { LOCATION_NAMES } from './options.ts';
import { durationText, TOUR_SUMMARIES, tourPath } from './tour-lookup.ts';
import type { TourSummary } from './types.ts';

/** The home page's five cards, tours 1-5 of the route table (seed 000 §2.3). */
export const FEATURED_TOUR_SLUGS = [
  'serengeti-migration',
  'living-among-lions',
  'tarangire-safari',
  'manyara-safari',
  'kilimanjaro-safari',
] as const;

export interface FeaturedTourCard {
  readonly id: number;
  readonly slug: string;
  readonly route: string;
  readonly title: string;
  /** e.g. '8 Days'. */
  readonly duration: string;
  /** e.g. '$2,970'; the card writes 'From' before it. */
  readonly price: string;
  readonly location: string;
  readonly image: string;
}

export function featuredTourCard(tour: TourSummary, id: number): FeaturedTourCard {
  return {
    id,
    slug: tour.slug,
    route: tourPath(tour.slug),
    title: tour.title,
    duration: durationText(tour.durationDays),
    price: formatUsd(tour.adultPrice),
    location: LOCATION_NAMES[tour.locationId],
    image: tour.heroImage,
  };
}

export const FEATURED_TOURS: readonly FeaturedTourCard[] = FEATURED_TOUR_SLUGS.map((slug, index) => {
  const tour = TOUR_SUMMARIES.find((summary) => summary.slug === slug);
  if (!tour) throw new Error(`Featured tour ${slug} is not in the catalogue`);
  return featuredTourCard(tour, index + 1);
});
