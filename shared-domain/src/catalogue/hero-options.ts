// The hero search's two dropdowns (docs/product.md §4) and how the listing reads them. Apart from
// options.ts so that the home page, which shows them, does not load every other option list.
import type { ListingTourTypeId, LocationId } from './options.ts';

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
