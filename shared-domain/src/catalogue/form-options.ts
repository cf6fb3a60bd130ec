import type { LocationId, Option } from './options.ts';

// The choices of the custom safari form, apart from the option lists cards and filters use: the
// home page's chunk carries only what it shows (issue 14).

/** Checkboxes of the custom safari form (docs/product.md §3, tour type ids). */
export const CUSTOM_TOUR_TYPES = [
  { id: 'game-drive', label: 'Game Drive Safari' },
  { id: 'hiking', label: 'Mountain Hiking' },
  { id: 'cultural', label: 'Cultural Tour' },
  { id: 'beach', label: 'Beach & Island' },
  { id: 'yoga', label: 'Yoga & Wellness Retreat' },
  { id: 'photography', label: 'Photography Safari' },
  { id: 'family', label: 'Family Adventure' },
  { id: 'luxury', label: 'Luxury Safari' },
  { id: 'wildlife', label: 'Wildlife Photography' },
  { id: 'walking', label: 'Walking Safari' },
  { id: 'balloon', label: 'Hot Air Balloon Safari' },
  { id: 'bird-watching', label: 'Bird Watching Tour' },
] as const satisfies readonly Option[];
export type CustomTourTypeId = (typeof CUSTOM_TOUR_TYPES)[number]['id'];
export const CUSTOM_TOUR_TYPE_IDS = CUSTOM_TOUR_TYPES.map((type) => type.id) as [
  CustomTourTypeId,
  ...CustomTourTypeId[],
];

/** Checkboxes of the custom safari form (docs/product.md §3, destination ids). */
export const CUSTOM_DESTINATIONS = [
  { id: 'serengeti', label: 'Serengeti National Park' },
  { id: 'ngorongoro', label: 'Ngorongoro Crater' },
  { id: 'zanzibar', label: 'Zanzibar Island' },
  { id: 'kilimanjaro', label: 'Mount Kilimanjaro' },
  { id: 'tarangire', label: 'Tarangire National Park' },
  { id: 'manyara', label: 'Lake Manyara' },
  { id: 'selous', label: 'Selous Game Reserve' },
  { id: 'ruaha', label: 'Ruaha National Park' },
  { id: 'mikumi', label: 'Mikumi National Park' },
  { id: 'arusha', label: 'Arusha National Park' },
] as const satisfies readonly Option<LocationId>[];
export type CustomDestinationId = (typeof CUSTOM_DESTINATIONS)[number]['id'];
export const CUSTOM_DESTINATION_IDS = CUSTOM_DESTINATIONS.map((destination) => destination.id) as [
  CustomDestinationId,
  ...CustomDestinationId[],
];

export const BUDGETS = [
  { id: 'budget-friendly', label: 'Budget-Friendly' },
  { id: 'mid-range', label: 'Mid-Range' },
  { id: 'luxury', label: 'Luxury' },
] as const satisfies readonly Option[];
export type BudgetId = (typeof BUDGETS)[number]['id'];
export const BUDGET_IDS = BUDGETS.map((budget) => budget.id) as [BudgetId, ...BudgetId[]];

export const SAFARI_TYPES = [
  { id: 'private', label: 'Private Safari' },
  { id: 'group', label: 'Group Safari' },
] as const satisfies readonly Option[];
export type SafariTypeId = (typeof SAFARI_TYPES)[number]['id'];
export const SAFARI_TYPE_IDS = SAFARI_TYPES.map((type) => type.id) as [SafariTypeId, ...SafariTypeId[]];

/** The adults dropdown of the custom form: 1 to 8, then '9+' (docs/product.md §7). */
export const ADULT_CHOICES = ['1', '2', '3', '4', '5', '6', '7', '8', '9+'] as const;
/** The children dropdown of the custom form: 0 to 5, then '6+'. */
export const CHILDREN_CHOICES = ['0', '1', '2', '3', '4', '5', '6+'] as const;
