import { CUSTOM_DESTINATION_IDS, type CustomDestinationId } from '../catalogue/form-options.ts';
import {
  HERO_DESTINATION_LOCATIONS,
  HERO_TOUR_TYPES,
  listingTypeForHeroTourType,
} from '../catalogue/hero-options.ts';
import {
  LISTING_TOUR_TYPES,
  type ListingTourTypeId,
  LOCATION_IDS,
  LOCATION_NAMES,
  type LocationId,
} from '../catalogue/options.ts';
import type { TourSummary } from '../catalogue/types.ts';

// The one destination and tour-type rule of the hero search, the tours listing and the search
// page (decision 095). The three used to disagree: the listing matched only the location a tour
// is filed under, so 'Ngorongoro Crater' found nothing there and nine tours on /search.

/** Where the custom safari form lives: the answer for a place we have no set tour to. */
export const CUSTOM_SAFARI_PATH = '/booking';

/** The query parameter of the custom safari form that ticks a destination on arrival. */
const CUSTOM_SAFARI_DESTINATION_PARAM = 'destination';

const isCustomDestination = (value: string): value is CustomDestinationId =>
  (CUSTOM_DESTINATION_IDS as readonly string[]).includes(value);

/**
 * The custom safari form for a place: its destination ticked when the form offers that place
 * (issue 39 item 4: the Zanzibar empty state opened the form with nothing ticked).
 */
export function customSafariPath(location: LocationId): string {
  return isCustomDestination(location)
    ? `${CUSTOM_SAFARI_PATH}?${CUSTOM_SAFARI_DESTINATION_PARAM}=${location}`
    : CUSTOM_SAFARI_PATH;
}

/** The destination a link to the custom safari form asks to tick, if the form offers it. */
export function customSafariDestination(search: URLSearchParams): CustomDestinationId | undefined {
  const value = search.get(CUSTOM_SAFARI_DESTINATION_PARAM);
  if (value === null) return undefined;
  const location = destinationLocation(value);
  return location && isCustomDestination(location) ? location : undefined;
}

const norm = (text: string) => text.trim().toLowerCase();

/** Every text a visitor or a link may use for a place: our id, its name, the hero's label. */
const PLACE_TEXTS: readonly (readonly [LocationId, string])[] = [
  ...LOCATION_IDS.map((id) => [id, id] as const),
  ...LOCATION_IDS.map((id) => [id, norm(LOCATION_NAMES[id])] as const),
  ...Object.entries(HERO_DESTINATION_LOCATIONS).map(([label, id]) => [id, norm(label)] as const),
];

/**
 * The place a destination value names: a hero label, our id or a location name, in any case;
 * failing that, the one place whose name contains it (the seed's substring search, so
 * 'KILIMANJARO' still finds the mountain). Text that names no place, or several, names none.
 */
export function destinationLocation(value: string | null | undefined): LocationId | null {
  const needle = norm(value ?? '');
  if (!needle) return null;
  const exact = PLACE_TEXTS.find(([, text]) => text === needle);
  if (exact) return exact[0];
  const partial = new Set(PLACE_TEXTS.filter(([, text]) => text.includes(needle)).map(([id]) => id));
  return partial.size === 1 ? ([...partial][0] ?? null) : null;
}

/**
 * The word an itinerary day's destination uses for a place. Arusha needs its park named: the
 * city is where most tours start and end without visiting the park.
 */
export const ITINERARY_PLACE_WORDS: Readonly<Record<LocationId, string>> = {
  serengeti: 'serengeti',
  ngorongoro: 'ngorongoro',
  kilimanjaro: 'kilimanjaro',
  zanzibar: 'zanzibar',
  tarangire: 'tarangire',
  manyara: 'manyara',
  arusha: 'arusha national park',
  ruaha: 'ruaha',
  selous: 'selous',
  mikumi: 'mikumi',
  mafia: 'mafia',
};

/**
 * A tour visits a place when it is filed under it or its itinerary spends time there
 * (`locationsVisited`; a catalogue test checks it names every park the day plans name).
 */
export function tourVisits(tour: TourSummary, location: LocationId): boolean {
  return tour.locationId === location || tour.locationsVisited.includes(location);
}

export function toursVisiting<T extends TourSummary>(location: LocationId, tours: readonly T[]): T[] {
  return tours.filter((tour) => tourVisits(tour, location));
}

/** A tour-type value: a hero value or label, or our listing id, in any case. */
export function listingTourTypeOf(value: string | null | undefined): ListingTourTypeId | null {
  const needle = norm(value ?? '');
  if (!needle) return null;
  const hero = HERO_TOUR_TYPES.find((type) => norm(type.value) === needle || norm(type.label) === needle);
  if (hero) return listingTypeForHeroTourType(hero.value);
  return LISTING_TOUR_TYPES.find((type) => type.id === needle || norm(type.label) === needle)?.id ?? null;
}

export type DestinationOutcome =
  | { readonly kind: 'tours'; readonly count: number }
  | { readonly kind: 'custom'; readonly href: string; readonly location: LocationId }
  | { readonly kind: 'any' };

/**
 * What a destination search answers: how many tours visit the place, or, for a place we run no
 * set tour to, the custom safari form instead of an empty list. 'any' when it names no place.
 */
export function destinationOutcome(value: string, tours: readonly TourSummary[]): DestinationOutcome {
  const location = destinationLocation(value);
  if (!location) return { kind: 'any' };
  const count = toursVisiting(location, tours).length;
  return count ? { kind: 'tours', count } : { kind: 'custom', href: customSafariPath(location), location };
}
