import { describe, expect, it } from 'vitest';
import { HERO_DESTINATIONS, HERO_TOUR_TYPES } from '../catalogue/hero-options.ts';
import { LOCATION_IDS, LOCATION_NAMES } from '../catalogue/options.ts';
import { TOURS } from '../catalogue/tour-details/index.ts';
import {
  customSafariDestination,
  customSafariPath,
  destinationLocation,
  destinationOutcome,
  ITINERARY_PLACE_WORDS,
  listingTourTypeOf,
  toursVisiting,
  tourVisits,
} from './destination-match.ts';
import { heroSearchHref } from './hero-search.ts';
import { filterListingTours } from './listing-filters.ts';
import { listingStateFromSearchParams } from './listing-url.ts';
import { searchPageFiltersFromParams, searchTours } from './search-page.ts';

const slugs = (tours: readonly { slug: string }[]) => tours.map((t) => t.slug);
const query = (href: string) => new URL(href, 'https://x.example').searchParams;

describe('one destination rule (decision 095)', () => {
  it('reads hero labels, our ids and location names, in any case', () => {
    expect(destinationLocation('Ngorongoro Crater')).toBe('ngorongoro');
    expect(destinationLocation('ngorongoro')).toBe('ngorongoro');
    expect(destinationLocation('lake manyara national park')).toBe('manyara');
    expect(destinationLocation('Lake Manyara')).toBe('manyara');
    // A part of one name only: the seed's substring search still finds its place.
    expect(destinationLocation('KILIMANJARO')).toBe('kilimanjaro');
    expect(destinationLocation('  Serengeti ')).toBe('serengeti');
  });

  it('names no place for unknown, empty, "all" or ambiguous text', () => {
    expect(destinationLocation('Atlantis')).toBeNull();
    expect(destinationLocation('')).toBeNull();
    expect(destinationLocation(null)).toBeNull();
    expect(destinationLocation('all')).toBeNull();
    // In five names: not one place.
    expect(destinationLocation('National Park')).toBeNull();
  });

  it('finds every tour that visits a place, not only the tours filed under it', () => {
    // Most tours descend into the crater; none is filed under it.
    expect(TOURS.filter((t) => t.locationId === 'ngorongoro')).toEqual([]);
    expect(toursVisiting('ngorongoro', TOURS)).toHaveLength(9);
    expect(slugs(toursVisiting('serengeti', TOURS))).toEqual([
      'serengeti-migration',
      'living-among-lions',
      'manyara-safari',
      'five-day-luxury-safari',
    ]);
    expect(toursVisiting('zanzibar', TOURS)).toEqual([]);
  });

  it('counts a place named in the itinerary as visited (the catalogue keeps its lists whole)', () => {
    for (const tour of TOURS)
      for (const day of tour.itinerary)
        for (const id of LOCATION_IDS) {
          const word = ITINERARY_PLACE_WORDS[id];
          if (day.destination.toLowerCase().includes(word))
            expect(tourVisits(tour, id), `${tour.slug} day ${day.day} (${day.destination})`).toBe(true);
        }
  });

  it('reads a tour type from a hero value, a hero label or our id, in any case', () => {
    expect(listingTourTypeOf('Wildlife Safari')).toBe('safari');
    expect(listingTourTypeOf('wildlife safari')).toBe('safari');
    expect(listingTourTypeOf('Cultural Tours')).toBe('cultural');
    expect(listingTourTypeOf('hiking')).toBe('hiking');
    expect(listingTourTypeOf('Skydiving')).toBeNull();
    expect(listingTourTypeOf('all')).toBeNull();
  });

  it('gives every hero destination at least one tour, or the custom safari form', () => {
    for (const name of HERO_DESTINATIONS) {
      const outcome = destinationOutcome(name, TOURS);
      const listed = filterListingTours(
        listingStateFromSearchParams(query(heroSearchHref({ destination: name })), TOURS).filters,
        TOURS,
      );
      if (outcome.kind === 'tours') {
        expect(outcome.count, name).toBeGreaterThan(0);
        expect(listed, name).toHaveLength(outcome.count);
      } else {
        expect(outcome, name).toEqual({
          kind: 'custom',
          href: expect.stringMatching(/^\/booking(\?destination=[a-z]+)?$/),
          location: expect.any(String),
        });
        expect(listed, name).toEqual([]);
      }
    }
    expect(destinationOutcome('Ngorongoro Crater', TOURS)).toEqual({ kind: 'tours', count: 9 });
    expect(destinationOutcome('Zanzibar Island', TOURS)).toEqual({
      kind: 'custom',
      href: '/booking?destination=zanzibar',
      location: 'zanzibar',
    });
  });

  it('ticks the place on the custom safari form when the form offers it (issue 39 item 4)', () => {
    expect(customSafariPath('zanzibar')).toBe('/booking?destination=zanzibar');
    expect(customSafariPath('ruaha')).toBe('/booking?destination=ruaha');
    // The form offers no Mafia Island box: the link opens the form without a wrong tick.
    expect(customSafariPath('mafia')).toBe('/booking');
    expect(customSafariDestination(new URLSearchParams('destination=zanzibar'))).toBe('zanzibar');
    expect(customSafariDestination(new URLSearchParams('destination=Zanzibar%20Island'))).toBe('zanzibar');
    expect(customSafariDestination(new URLSearchParams('destination=mafia'))).toBeUndefined();
    expect(customSafariDestination(new URLSearchParams('destination=%3Cscript%3E'))).toBeUndefined();
    expect(customSafariDestination(new URLSearchParams(''))).toBeUndefined();
  });

  it('gives /tours and /search the same tours for the same link', () => {
    const links = [
      '',
      'destination=Atlantis',
      'tourType=Skydiving',
      ...HERO_DESTINATIONS.flatMap((d) => [
        `destination=${encodeURIComponent(d)}`,
        ...HERO_TOUR_TYPES.map(
          (t) => `destination=${encodeURIComponent(d)}&tourType=${encodeURIComponent(t.value)}`,
        ),
      ]),
      ...LOCATION_IDS.map((id) => `destination=${id}`),
      ...LOCATION_IDS.map((id) => `destination=${encodeURIComponent(LOCATION_NAMES[id].toUpperCase())}`),
    ];
    for (const link of links) {
      const params = new URLSearchParams(link);
      expect(slugs(searchTours(searchPageFiltersFromParams(params, TOURS), TOURS)), link).toEqual(
        slugs(filterListingTours(listingStateFromSearchParams(params, TOURS).filters, TOURS)),
      );
    }
  });
});
