import type { LocationId } from './options.ts';
import { type CardTour, cardPrice } from './published.ts';
import { tourPath } from './tour-lookup.ts';

/**
 * A home page card: its figures and ids, which the page words in its language ('8 Days',
 * 'From $2,970', the park's name; issue 41).
 */
export interface FeaturedTourCard {
  readonly id: number;
  readonly slug: string;
  readonly route: string;
  readonly title: string;
  /** The title is English on a page of another language (issue 41): the card says so. */
  readonly titleInEnglish: boolean;
  readonly image: string;
  readonly days: number;
  /** Whole dollars: the lowest adult price bookable in the next twelve months (decision 150). */
  readonly amount: number;
  readonly locationId: LocationId;
}

export function featuredTourCard(tour: CardTour, id: number): FeaturedTourCard {
  return {
    id,
    slug: tour.slug,
    route: tourPath(tour.slug),
    title: tour.title,
    // `shownInEnglish(tour, 'title')`, without its module: the home page's first visit is tight.
    titleInEnglish: tour.inEnglish?.includes('title') === true,
    image: tour.heroImage,
    days: tour.durationDays,
    amount: cardPrice(tour),
    locationId: tour.locationId,
  };
}

/** The home page's cards: the published tours marked featured, in catalogue order. */
export function featuredTourCards(tours: readonly CardTour[]): FeaturedTourCard[] {
  return tours.filter((tour) => tour.featured).map((tour, index) => featuredTourCard(tour, index + 1));
}
