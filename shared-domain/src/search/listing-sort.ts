import { type CardTour, cardPrice } from '../catalogue/published.ts';

export const LISTING_SORT_ORDERS = [
  { id: 'recommended', label: 'Recommended' },
  { id: 'price-asc', label: 'Price low to high' },
  { id: 'price-desc', label: 'Price high to low' },
  { id: 'duration-asc', label: 'Duration short to long' },
  { id: 'duration-desc', label: 'Duration long to short' },
] as const;
export type ListingSortOrder = (typeof LISTING_SORT_ORDERS)[number]['id'];

export function isListingSortOrder(value: string): value is ListingSortOrder {
  return LISTING_SORT_ORDERS.some((order) => order.id === value);
}

const compareBy: Record<ListingSortOrder, (a: CardTour, b: CardTour) => number> = {
  recommended: () => 0,
  'price-asc': (a, b) => cardPrice(a) - cardPrice(b),
  'price-desc': (a, b) => cardPrice(b) - cardPrice(a),
  'duration-asc': (a, b) => a.durationDays - b.durationDays,
  'duration-desc': (a, b) => b.durationDays - a.durationDays,
};

/**
 * A sorted copy. Recommended is the catalogue's own order; ties in the other orders keep it too
 * (Array.prototype.sort is stable), so the result never shuffles between renders.
 */
export function sortListingTours<T extends CardTour>(tours: readonly T[], order: ListingSortOrder): T[] {
  return [...tours].sort(compareBy[order]);
}
