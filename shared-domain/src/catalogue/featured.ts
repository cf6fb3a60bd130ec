import { formatUsd } from '../pricing/money.ts';
import { LOCATION_NAMES } from './options.ts';
import { durationText, tourPath } from './tour-lookup.ts';
import { kilimanjaroSafari } from './tours/kilimanjaro-safari.ts';
import { livingAmongLions } from './tours/living-among-lions.ts';
import { manyaraSafari } from './tours/manyara-safari.ts';
import { serengetiMigration } from './tours/serengeti-migration.ts';
import { tarangireSafari } from './tours/tarangire-safari.ts';
import type { TourSummary } from './types.ts';

/**
 * The home page's five cards, tours 1-5 of the route table (seed 000 §2.3). Imported one by one,
 * not looked up in the catalogue, so the home page does not download the other four tours.
 */
const FEATURED: readonly TourSummary[] = [
  serengetiMigration,
  livingAmongLions,
  tarangireSafari,
  manyaraSafari,
  kilimanjaroSafari,
];

export const FEATURED_TOUR_SLUGS: readonly string[] = FEATURED.map((tour) => tour.slug);

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

export const FEATURED_TOURS: readonly FeaturedTourCard[] = FEATURED.map((tour, index) =>
  featuredTourCard(tour, index + 1),
);
