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

/** The hero search's destination dropdown; the value sent is the label itself. */
export const HERO_DESTINATIONS = [
  'Serengeti National Park',
  'Ngorongoro Crater',
  'Mount Kilimanjaro',
  'Zanzibar Island',
  'Tarangire National Park',
  'Lake Manyara',
  'Arusha National Park',
  'Ruaha National Park',
  'Selous Game Reserve',
  'Mafia Island',
] as const;
export type HeroDestination = (typeof HERO_DESTINATIONS)[number];

/** How the tours listing reads a hero destination (docs/product.md §3); anything else means all. */
export const HERO_DESTINATION_LOCATIONS: Readonly<Record<HeroDestination, LocationId>> = {
  'Serengeti National Park': 'serengeti',
  'Ngorongoro Crater': 'ngorongoro',
  'Mount Kilimanjaro': 'kilimanjaro',
  'Zanzibar Island': 'zanzibar',
  'Tarangire National Park': 'tarangire',
  'Lake Manyara': 'manyara',
  'Arusha National Park': 'arusha',
  'Ruaha National Park': 'ruaha',
  'Selous Game Reserve': 'selous',
  'Mafia Island': 'mafia',
};

export function locationForHeroDestination(value: string): LocationId | null {
  return Object.hasOwn(HERO_DESTINATION_LOCATIONS, value)
    ? HERO_DESTINATION_LOCATIONS[value as HeroDestination]
    : null;
}

/** The hero search's tour-type dropdown: value sent in the link, label shown. */
export const HERO_TOUR_TYPES = [
  { value: 'Wildlife Safari', label: 'Wildlife Safari' },
  { value: 'Mountain Climbing', label: 'Mountain Climbing' },
  { value: 'Beach Holiday', label: 'Beach Holiday' },
  { value: 'Cultural', label: 'Cultural Tours' },
  { value: 'Hiking', label: 'Hiking Adventures' },
  { value: 'Yoga', label: 'Yoga Tours' },
] as const;
export type HeroTourType = (typeof HERO_TOUR_TYPES)[number]['value'];

/** The listing type a hero tour type selects, so one catalogue answers both. */
export const HERO_TOUR_TYPE_LISTING_TYPES: Readonly<Record<HeroTourType, ListingTourTypeId>> = {
  'Wildlife Safari': 'safari',
  'Mountain Climbing': 'hiking',
  'Beach Holiday': 'beach',
  Cultural: 'cultural',
  Hiking: 'hiking',
  Yoga: 'yoga',
};

export function listingTypeForHeroTourType(value: string): ListingTourTypeId | null {
  return Object.hasOwn(HERO_TOUR_TYPE_LISTING_TYPES, value)
    ? HERO_TOUR_TYPE_LISTING_TYPES[value as HeroTourType]
    : null;
}

export function labelOf<Id extends string>(options: readonly Option<Id>[], id: string): string {
  return options.find((option) => option.id === id)?.label ?? id;
}
