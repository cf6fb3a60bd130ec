// Every option list of the seeds, in the seeds' order. Ids are what URLs and database rows hold;
// labels are what a visitor reads.

export interface Option<Id extends string = string> {
  readonly id: Id;
  readonly label: string;
}

/** Places a tour can be based in or visit (docs/product.md §3, destination ids plus mafia). */
export const LOCATION_IDS = [
  'serengeti',
  'ngorongoro',
  'kilimanjaro',
  'zanzibar',
  'tarangire',
  'manyara',
  'arusha',
  'ruaha',
  'selous',
  'mikumi',
  'mafia',
] as const;
export type LocationId = (typeof LOCATION_IDS)[number];

/** The names the tours listing uses for its location chips (docs/product.md §5). */
export const LOCATION_NAMES: Readonly<Record<LocationId, string>> = {
  serengeti: 'Serengeti National Park',
  ngorongoro: 'Ngorongoro Crater',
  kilimanjaro: 'Mount Kilimanjaro',
  zanzibar: 'Zanzibar Island',
  tarangire: 'Tarangire National Park',
  manyara: 'Lake Manyara National Park',
  arusha: 'Arusha National Park',
  ruaha: 'Ruaha National Park',
  selous: 'Selous Game Reserve',
  mikumi: 'Mikumi National Park',
  mafia: 'Mafia Island',
};

export function isLocationId(value: string): value is LocationId {
  return (LOCATION_IDS as readonly string[]).includes(value);
}

/** The tour-type filter of the tours listing (docs/product.md §5). */
export const LISTING_TOUR_TYPES = [
  { id: 'yoga', label: 'Yoga' },
  { id: 'hiking', label: 'Hiking' },
  { id: 'safari', label: 'Safari' },
  { id: 'cultural', label: 'Cultural' },
  { id: 'museums', label: 'Museums' },
  { id: 'beach', label: 'Beach' },
] as const satisfies readonly Option[];
export type ListingTourTypeId = (typeof LISTING_TOUR_TYPES)[number]['id'];

export function isListingTourTypeId(value: string): value is ListingTourTypeId {
  return LISTING_TOUR_TYPES.some((type) => type.id === value);
}

export function labelOf<Id extends string>(options: readonly Option<Id>[], id: string): string {
  return options.find((option) => option.id === id)?.label ?? id;
}
