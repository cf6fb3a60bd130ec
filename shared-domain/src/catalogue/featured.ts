import { formatUsd } from '../pricing/money.ts';
import { LOCATION_NAMES } from './options.ts';
import { type CardTour, cardPrice } from './published.ts';
import { durationText, tourPath } from './tour-lookup.ts';

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

export function featuredTourCard(tour: CardTour, id: number): FeaturedTourCard {
  return {
    id,
    slug: tour.slug,
    route: tourPath(tour.slug),
    title: tour.title,
    duration: durationText(tour.durationDays),
    price: formatUsd(cardPrice(tour)),
    location: LOCATION_NAMES[tour.locationId],
    image: tour.heroImage,
  };
}

/** The home page's cards: the published tours marked featured, in catalogue order. */
export function featuredTourCards(tours: readonly CardTour[]): FeaturedTourCard[] {
  return tours.filter((tour) => tour.featured).map((tour, index) => featuredTourCard(tour, index + 1));
}
