import { formatUsd } from '../pricing/money.ts';
import { LISTING_TOUR_TYPES, LOCATION_NAMES, type LocationId, labelOf } from './options.ts';
import { type CardTour, cardPrice } from './published.ts';
import { shownInEnglish } from './tour-in-language.ts';
import { durationText, groupSizeText, tourPath } from './tour-lookup.ts';
import type { GroupSize } from './types.ts';

/** The element id of the booking panel on every tour page, so links can open it. */
export const TOUR_BOOKING_PANEL_ID = 'book';

export function tourBookingPath(slug: string): string {
  return `${tourPath(slug)}#${TOUR_BOOKING_PANEL_ID}`;
}

/** A card of the tours listing (docs/product.md §3, "listing-page tour"). */
export interface ListingTourCard {
  readonly slug: string;
  readonly route: string;
  readonly image: string;
  readonly country: string;
  readonly title: string;
  /** The title is English on a page of another language (issue 41): the card says so. */
  readonly titleInEnglish: boolean;
  readonly duration: string;
  readonly price: number;
  readonly priceText: string;
  readonly location: string;
  readonly tourTypes: readonly string[];
  /** The figures and ids the texts above are made of, for a page that words them in its language. */
  readonly days: number;
  readonly locationId: LocationId;
  readonly tourTypeIds: readonly string[];
}

export function listingTourCard(tour: CardTour): ListingTourCard {
  return {
    slug: tour.slug,
    route: tourPath(tour.slug),
    image: tour.heroImage,
    country: 'Tanzania',
    title: tour.title,
    titleInEnglish: shownInEnglish(tour, 'title'),
    duration: durationText(tour.durationDays),
    price: cardPrice(tour),
    priceText: formatUsd(cardPrice(tour)),
    location: LOCATION_NAMES[tour.locationId],
    tourTypes: tour.tourTypes.map((type) => labelOf(LISTING_TOUR_TYPES, type)),
    days: tour.durationDays,
    locationId: tour.locationId,
    tourTypeIds: tour.tourTypes,
  };
}

/** A card of the search results page (docs/product.md §5). */
export interface SearchResultCard {
  readonly slug: string;
  readonly route: string;
  /** 'Book Now' opens the tour page's booking panel (docs/product.md §5). */
  readonly bookingRoute: string;
  readonly image: string;
  readonly rating: number | null;
  readonly title: string;
  readonly destination: string;
  readonly description: string;
  readonly highlights: readonly string[];
  /**
   * Which of the texts above are English on a page of another language (issue 41): each gets
   * `lang="en"`, and a card whose title or description is English says so.
   */
  readonly inEnglish: {
    readonly title: boolean;
    readonly description: boolean;
    readonly highlights: readonly boolean[];
  };
  readonly duration: string;
  readonly groupSize: string;
  readonly pricePerPerson: string;
  /** The figures and ids the texts above are made of, for a page that words them in its language. */
  readonly days: number;
  readonly locationId: LocationId;
  readonly amount: number;
  readonly group: GroupSize;
}

export function searchResultCard(tour: CardTour): SearchResultCard {
  return {
    slug: tour.slug,
    route: tourPath(tour.slug),
    bookingRoute: tourBookingPath(tour.slug),
    image: tour.heroImage,
    rating: tour.rating,
    title: tour.title,
    destination: LOCATION_NAMES[tour.locationId],
    description: tour.summary,
    highlights: tour.highlights,
    inEnglish: {
      title: shownInEnglish(tour, 'title'),
      description: shownInEnglish(tour, 'summary'),
      highlights: tour.highlights.map((_, index) => shownInEnglish(tour, 'highlights', index)),
    },
    duration: durationText(tour.durationDays),
    groupSize: groupSizeText(tour.groupSize),
    pricePerPerson: formatUsd(cardPrice(tour)),
    days: tour.durationDays,
    locationId: tour.locationId,
    amount: cardPrice(tour),
    group: tour.groupSize,
  };
}
