import type { ListingTourTypeId, LocationId } from './options.ts';

/** A fixed-length list, so that "four wildlife cards" is checked by the compiler. */
export type Tuple<T, N extends number, Acc extends T[] = []> = Acc['length'] extends N
  ? Acc
  : Tuple<T, N, [...Acc, T]>;

export type Meal = 'Breakfast' | 'Lunch' | 'Dinner';

export interface ItineraryDay {
  readonly day: number;
  readonly title: string;
  readonly description: string;
  readonly destination: string;
  /** null on a day that ends at home or at the airport. */
  readonly accommodation: string | null;
  readonly meals: readonly Meal[];
  readonly highlights: readonly string[];
  readonly image: string;
}

export interface TourFact {
  readonly label: string;
  readonly value: string;
}

export interface AgeBand {
  readonly minAge: number;
  readonly maxAge: number;
}

/** 'private' = the vehicle and guide are the booking party's alone. */
export interface GroupSize {
  readonly maxPeople: number | null;
  readonly private: boolean;
}

export type TourBadge = 'FEATURED' | 'LUXURY' | 'PRIVATE';

/**
 * What cards, the listing, search and their filters need of a tour. The home page imports only
 * these; the rest of a tour (`TourDetails`) is in modules only the tour page reaches, so its
 * itineraries stay out of the first visit's JavaScript (docs/performance.md).
 */
export interface TourSummary {
  /** The last segment of `/tour/<slug>`. */
  readonly slug: string;
  readonly title: string;
  readonly shortTitle: string;
  /** The location the tours listing files the tour under. */
  readonly locationId: LocationId;
  /** Every place the itinerary spends time in, in visiting order. */
  readonly locationsVisited: readonly LocationId[];
  readonly tourTypes: readonly [ListingTourTypeId, ...ListingTourTypeId[]];
  readonly durationDays: number;
  readonly durationNights: number;
  /** US dollars per adult (18+). */
  readonly adultPrice: number;
  /** US dollars per youth in `youthAgeBand`. */
  readonly youthPrice: number;
  readonly youthAgeBand: AgeBand;
  readonly minimumAdults: number;
  readonly groupSize: GroupSize;
  readonly startsIn: string;
  readonly endsIn: string;
  /** One sentence for cards. */
  readonly summary: string;
  readonly heroImage: string;
  /** Average guest rating out of 5, or null while the tour has none on record. */
  readonly rating: number | null;
  readonly highlights: readonly string[];
  readonly badges: readonly TourBadge[];
  /** Shown among the home page's featured tours (in catalogue order). */
  readonly featured: boolean;
}

/** The tour page's content beyond the summary. */
export interface TourDetails {
  readonly facts: readonly TourFact[];
  readonly overview: readonly string[];
  readonly included: readonly string[];
  readonly excluded: readonly string[];
  readonly itinerary: readonly ItineraryDay[];
  readonly gallery: readonly string[];
  readonly cancellationNote: string;
}

export interface Tour extends TourSummary, TourDetails {}
