import type { Meal } from '../types.ts';

// docs/product.md §3: what most tour pages list as included and excluded. Each tour adds its own lines.
export const STANDARD_INCLUDED = [
  'Drinks and bottled drinking water during the day',
  'Morning tea and a buffet lunch',
  'Local taxes',
  'Hotel pickup and drop-off in an air-conditioned minivan',
  'Insurance',
  'Soft drinks',
  'Professional English-speaking guide',
] as const;

export const STANDARD_EXCLUDED = ['Towel', 'Tips for guides and lodge staff', 'Alcoholic drinks'] as const;

export const ALL_MEALS: readonly Meal[] = ['Breakfast', 'Lunch', 'Dinner'];

// The operator's general promise (custom booking page, docs/product.md §7), for tours whose page
// names no policy of its own.
export const STANDARD_CANCELLATION = 'Free cancellation up to 48 hours before the tour starts';
