import type { ListingTourTypeId, LocationId } from '../catalogue/options.ts';
import { type CardTour, cardPrice } from '../catalogue/published.ts';
import { tourVisits } from './destination-match.ts';

export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

export interface SliderBounds extends NumberRange {
  readonly step: number;
}

export const PRICE_STEP = 100;
export const PRICE_ROUNDING = 500;
export const DURATION_BOUNDS: SliderBounds = { min: 1, max: 30, step: 1 };

/** 0 to the dearest tour rounded up to the next $500, in $100 steps (docs/product.md §5). */
export function priceSliderBounds(tours: readonly CardTour[]): SliderBounds {
  const highest = tours.reduce((top, tour) => Math.max(top, cardPrice(tour)), 0);
  const top = Math.ceil(highest / PRICE_ROUNDING) * PRICE_ROUNDING;
  return { min: 0, max: Math.max(top, PRICE_ROUNDING), step: PRICE_STEP };
}

export interface ListingFilters {
  readonly location: LocationId | 'all';
  /** Empty means every type. */
  readonly tourTypes: readonly ListingTourTypeId[];
  readonly price: NumberRange;
  readonly duration: NumberRange;
}

/** Everything shown: all locations and types, both sliders at their full range. */
export function defaultListingFilters(tours: readonly CardTour[]): ListingFilters {
  const price = priceSliderBounds(tours);
  return {
    location: 'all',
    tourTypes: [],
    price: { min: price.min, max: price.max },
    duration: { min: DURATION_BOUNDS.min, max: DURATION_BOUNDS.max },
  };
}

const within = (value: number, range: NumberRange) => value >= range.min && value <= range.max;

/**
 * Location AND any selected type AND price AND duration (docs/product.md §5 fixes the original's OR).
 * A location keeps every tour that visits it, not only those filed under it (decision 095).
 */
export function tourMatchesListingFilters(tour: CardTour, filters: ListingFilters): boolean {
  return (
    (filters.location === 'all' || tourVisits(tour, filters.location)) &&
    (filters.tourTypes.length === 0 || tour.tourTypes.some((type) => filters.tourTypes.includes(type))) &&
    within(cardPrice(tour), filters.price) &&
    within(tour.durationDays, filters.duration)
  );
}

export function filterListingTours<T extends CardTour>(filters: ListingFilters, tours: readonly T[]): T[] {
  return tours.filter((tour) => tourMatchesListingFilters(tour, filters));
}

/** The listing's count line, e.g. '9 tours found'. */
export function toursFoundText(count: number): string {
  return `${count} ${count === 1 ? 'tour' : 'tours'} found`;
}
