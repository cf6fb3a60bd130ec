import { describe, expect, it } from 'vitest';
import { formatUsd } from '../pricing/money.ts';
import { defaultListingFilters, filterListingTours } from '../search/listing-filters.ts';
import { featuredTourCards } from './featured.ts';
import { CATALOGUE_IMAGE_URLS } from './image-list.ts';
import { IMAGE_URL_PATTERN, SITE_IMAGES } from './images.ts';
import { locationChips } from './location-chips.ts';
import { LOCATION_NAMES } from './options.ts';
import { findTour, TOURS } from './tour-details/index.ts';
import { durationText, groupSizeText, tourPath } from './tour-lookup.ts';
import { highestTourPrice, TOUR_SUMMARIES } from './tours/index.ts';
import type { Tour } from './types.ts';

const FEATURED_TOURS = featuredTourCards(TOUR_SUMMARIES);

function tour(slug: string): Tour {
  const found = findTour(slug);
  if (!found) throw new Error(`missing ${slug}`);
  return found;
}

describe('the nine tours', () => {
  it('are the summaries the cards use, each completed by its details', () => {
    expect(TOURS.map((t) => t.slug)).toEqual(TOUR_SUMMARIES.map((t) => t.slug));
    TOURS.forEach((whole, index) => {
      expect(whole).toMatchObject(TOUR_SUMMARIES[index] ?? {});
      expect(whole.itinerary.length).toBeGreaterThan(0);
    });
  });

  it('has one tour per tour route of docs/product.md §3, in route-table order', () => {
    expect(TOURS.map((t) => tourPath(t.slug))).toEqual([
      '/tour/serengeti-migration',
      '/tour/living-among-lions',
      '/tour/tarangire-safari',
      '/tour/manyara-safari',
      '/tour/kilimanjaro-safari',
      '/tour/four-day-safari',
      '/tour/arusha-to-manyara',
      '/tour/wildlife-cultural-experience',
      '/tour/five-day-luxury-safari',
    ]);
  });

  it('uses the page titles of docs/product.md §3', () => {
    expect(TOURS.map((t) => t.title)).toEqual([
      '8 Day Explore Serengeti Great Wildebeests Migration Tour',
      '5 Day Living Among Lions - High-End',
      '3 Day Luxury Safari - Tarangire NP & Ngorongoro Crater',
      '4 Day Manyara, Serengeti and Ngorongoro Mid-Range Safari',
      '6-Day Kilimanjaro Hike, Safari and Tanzania Recovery',
      '4-Day Safari to Arusha, Tarangire, Manyara & Ngorongoro',
      '4-Day Arusha to Lake Manyara Safari Adventure',
      '3-Day Wildlife and Cultural Experience in Tanzania',
      '5-Day Private Luxury Safari Northern Circuit',
    ]);
  });

  it.each([
    // docs/product.md §3 (page 1's adult price is the featured card's $2,970)
    ['serengeti-migration', 2970, 2970],
    ['living-among-lions', 4470, 3350],
    ['tarangire-safari', 1100, 950],
    ['manyara-safari', 1834, 1500],
    ['kilimanjaro-safari', 2068, 1654],
    ['four-day-safari', 1232, 616],
    ['arusha-to-manyara', 1450, 1088],
    ['wildlife-cultural-experience', 1071, 535],
    ['five-day-luxury-safari', 2266, 1133],
  ])('%s costs $%i per adult and $%i per youth', (slug, adult, youth) => {
    expect(tour(slug).adultPrice).toBe(adult);
    expect(tour(slug).youthPrice).toBe(youth);
  });

  it('prices the luxury youth at half the adult price', () => {
    expect(tour('five-day-luxury-safari').youthPrice * 2).toBe(tour('five-day-luxury-safari').adultPrice);
  });

  it.each([
    // docs/product.md §3 itinerary lengths; docs/product.md §3's listing days
    ['serengeti-migration', 8],
    ['living-among-lions', 5],
    ['tarangire-safari', 3],
    ['manyara-safari', 4],
    ['kilimanjaro-safari', 6],
    ['four-day-safari', 4],
    ['arusha-to-manyara', 4],
    ['wildlife-cultural-experience', 3],
    ['five-day-luxury-safari', 5],
  ])('%s lasts %i days with a day of itinerary for each, numbered in order', (slug, days) => {
    const t = tour(slug);
    expect(t.durationDays).toBe(days);
    expect(t.itinerary).toHaveLength(days);
    expect(t.itinerary.map((d) => d.day)).toEqual(Array.from({ length: days }, (_, i) => i + 1));
    expect(t.durationNights).toBe(days - 1);
  });

  it('files each tour under the location of docs/product.md §3’s listing (tour 7 by its destination)', () => {
    expect(Object.fromEntries(TOURS.map((t) => [t.slug, t.locationId]))).toEqual({
      'serengeti-migration': 'serengeti',
      'living-among-lions': 'serengeti',
      'tarangire-safari': 'tarangire',
      'manyara-safari': 'manyara',
      'kilimanjaro-safari': 'kilimanjaro',
      'four-day-safari': 'arusha',
      'arusha-to-manyara': 'manyara',
      'wildlife-cultural-experience': 'arusha',
      'five-day-luxury-safari': 'serengeti',
    });
  });

  it('gives the listing types of docs/product.md §3 (hiking and safari; safari and cultural)', () => {
    expect(tour('kilimanjaro-safari').tourTypes).toEqual(['hiking', 'safari']);
    expect(tour('wildlife-cultural-experience').tourTypes).toEqual(['safari', 'cultural']);
    for (const slug of ['serengeti-migration', 'living-among-lions', 'tarangire-safari', 'manyara-safari']) {
      expect(tour(slug).tourTypes).toEqual(['safari']);
    }
    expect(tour('four-day-safari').tourTypes).toEqual(['safari']);
    expect(tour('five-day-luxury-safari').tourTypes).toEqual(['safari']);
  });

  it('has the group sizes of docs/product.md §3', () => {
    for (const slug of ['serengeti-migration', 'living-among-lions', 'tarangire-safari', 'manyara-safari']) {
      expect(tour(slug).groupSize.maxPeople).toBe(5);
    }
    expect(tour('kilimanjaro-safari').groupSize.maxPeople).toBe(12);
    expect(tour('four-day-safari').groupSize.maxPeople).toBe(7);
    expect(tour('arusha-to-manyara').groupSize.maxPeople).toBe(6);
    expect(tour('five-day-luxury-safari').groupSize).toEqual({ maxPeople: null, private: true });
    expect(tour('wildlife-cultural-experience').groupSize.private).toBe(true);
    expect(tour('serengeti-migration').groupSize.private).toBe(true);
  });

  it('has the youth age bands of docs/product.md §3', () => {
    for (const slug of ['serengeti-migration', 'five-day-luxury-safari']) {
      expect(tour(slug).youthAgeBand).toEqual({ minAge: 5, maxAge: 17 });
    }
    for (const slug of ['four-day-safari', 'arusha-to-manyara', 'wildlife-cultural-experience']) {
      expect(tour(slug).youthAgeBand).toEqual({ minAge: 12, maxAge: 17 });
    }
  });

  it('asks at least one adult on every tour (docs/product.md §6)', () => {
    for (const t of TOURS) expect(t.minimumAdults).toBe(1);
  });

  it('keeps the Kilimanjaro facts: 6 days / 5 nights, 5,895m, $100 spa credit, 7 days’ free cancellation', () => {
    const kili = tour('kilimanjaro-safari');
    expect(kili.durationNights).toBe(5);
    expect(kili.facts).toContainEqual({ label: 'Duration', value: '6 Days / 5 Nights' });
    expect(kili.facts.map((f) => f.value)).toContain('5,895m');
    expect(kili.facts).toContainEqual({ label: 'Spa Credit', value: '$100' });
    expect(kili.cancellationNote).toBe('Free cancellation up to 7 days before the tour starts');
  });

  it('keeps the three-day wildlife facts: private, easy, start and end Arusha, 24 hours’ cancellation', () => {
    const wildlife = tour('wildlife-cultural-experience');
    expect(wildlife.facts).toEqual(
      expect.arrayContaining([
        { label: 'Duration', value: '3 Days' },
        { label: 'Tour Type', value: 'Private' },
        { label: 'Difficulty', value: 'Easy' },
        { label: 'Start / End', value: 'Arusha' },
      ]),
    );
    expect(wildlife.cancellationNote).toBe('Free cancellation up to 24 hours before the tour');
  });

  it('gives the luxury tour its FEATURED badge and fact cards', () => {
    const luxury = tour('five-day-luxury-safari');
    expect(luxury.badges).toContain('FEATURED');
    expect(luxury.facts).toEqual([
      { label: 'Duration', value: '5 Days' },
      { label: 'Group Size', value: 'Private' },
      { label: 'Language', value: 'English' },
      { label: 'Tour Type', value: 'Safari' },
    ]);
    expect(luxury.excluded).toEqual(['Towel', 'Tips for guides and lodge staff', 'Alcoholic drinks']);
  });

  it('follows the luxury itinerary table of docs/product.md §3', () => {
    const days = tour('five-day-luxury-safari').itinerary;
    expect(days.map((d) => d.title)).toEqual([
      'Arrival in Arusha',
      'Arusha to Tarangire National Park',
      'Serengeti National Park',
      'Serengeti to Ngorongoro Crater',
      'Ngorongoro Crater to Arusha',
    ]);
    expect(days.map((d) => d.meals)).toEqual([
      ['Lunch', 'Dinner'],
      ['Breakfast', 'Lunch'],
      ['Breakfast', 'Lunch', 'Dinner'],
      ['Breakfast', 'Lunch', 'Dinner'],
      ['Breakfast', 'Lunch'],
    ]);
    expect(days[0]?.destination).toBe('Arusha city');
    expect(days[0]?.accommodation).toMatch(/hotel in Arusha/);
    expect(days[1]?.accommodation).toMatch(/treetops lodge/i);
    expect(days[4]?.destination).toBe('Ngorongoro Crater');
    for (const day of days) expect(day.highlights).toHaveLength(4);
  });

  it('states a duration fact that agrees with the duration', () => {
    for (const t of TOURS) {
      const fact = t.facts.find((f) => f.label === 'Duration');
      expect(fact?.value.startsWith(durationText(t.durationDays))).toBe(true);
    }
  });

  it('fills every text a tour page shows', () => {
    for (const t of TOURS) {
      expect(t.locationsVisited).toContain(t.locationId);
      for (const text of [t.title, t.shortTitle, t.summary, t.cancellationNote, ...t.overview]) {
        expect(text.trim()).not.toBe('');
      }
      expect(t.included.length).toBeGreaterThan(3);
      expect(t.excluded).toEqual(expect.arrayContaining(['Towel', 'Alcoholic drinks']));
      expect(t.highlights.length).toBeGreaterThan(0);
      expect(t.gallery[0]).toBe(t.heroImage);
      for (const day of t.itinerary) {
        expect(day.description.length).toBeGreaterThan(40);
        expect(day.meals.length).toBeGreaterThan(0);
        expect(day.highlights.length).toBeGreaterThan(0);
      }
      // The last day ends the tour: no night to spend.
      expect(t.itinerary.at(-1)?.accommodation).toBeNull();
      if (t.rating !== null) expect(t.rating).toBeGreaterThanOrEqual(1);
      if (t.rating !== null) expect(t.rating).toBeLessThanOrEqual(5);
    }
  });

  it('names slugs uniquely', () => {
    expect(new Set(TOURS.map((t) => t.slug)).size).toBe(9);
  });

  it('finds nothing for an unknown slug', () => {
    expect(findTour('kilimanjaro')).toBeUndefined();
  });
});

describe('featured tours', () => {
  it('shows tours 1-5 with the routes, prices, durations and locations of docs/product.md §3', () => {
    expect(
      FEATURED_TOURS.map(({ id, route, days, amount, locationId }) => ({
        id,
        route,
        duration: durationText(days),
        price: formatUsd(amount),
        location: LOCATION_NAMES[locationId],
      })),
    ).toEqual([
      {
        id: 1,
        route: '/tour/serengeti-migration',
        duration: '8 Days',
        price: '$2,970',
        location: 'Serengeti National Park',
      },
      {
        id: 2,
        route: '/tour/living-among-lions',
        duration: '5 Days',
        price: '$4,470',
        location: 'Serengeti National Park',
      },
      {
        id: 3,
        route: '/tour/tarangire-safari',
        duration: '3 Days',
        price: '$1,100',
        location: 'Tarangire National Park',
      },
      {
        id: 4,
        route: '/tour/manyara-safari',
        duration: '4 Days',
        price: '$1,834',
        location: 'Lake Manyara National Park',
      },
      {
        id: 5,
        route: '/tour/kilimanjaro-safari',
        duration: '6 Days',
        price: '$2,068',
        location: 'Mount Kilimanjaro',
      },
    ]);
    expect(FEATURED_TOURS[0]?.image).toBe('/images/tours/serengeti-migration/hero.svg');
    expect(FEATURED_TOURS[0]?.title).toBe('8 Day Explore Serengeti Great Wildebeests Migration Tour');
  });
});

describe('location chips', () => {
  // Changed by decision 095: a chip counts, and selects, every tour that visits its place, so
  // its count is what clicking it shows; places only visited (the crater) follow the filed ones.
  it('lists All Locations then only the locations with tours, with the counts they select (docs/product.md §5)', () => {
    expect(locationChips(TOURS)).toEqual([
      { id: 'all', label: 'All Locations', count: 9 },
      { id: 'serengeti', label: 'Serengeti National Park', count: 4 },
      { id: 'tarangire', label: 'Tarangire National Park', count: 7 },
      { id: 'manyara', label: 'Lake Manyara National Park', count: 5 },
      { id: 'kilimanjaro', label: 'Mount Kilimanjaro', count: 1 },
      { id: 'arusha', label: 'Arusha National Park', count: 4 },
      { id: 'ngorongoro', label: 'Ngorongoro Crater', count: 9 },
    ]);
    for (const chip of locationChips(TOURS))
      expect(filterListingTours({ ...defaultListingFilters(TOURS), location: chip.id }, TOURS)).toHaveLength(
        chip.count,
      );
  });

  it('has no chip for a location without tours, unless it is the one selected', () => {
    expect(locationChips([tour('kilimanjaro-safari')]).map((chip) => chip.id)).toEqual([
      'all',
      'kilimanjaro',
      'tarangire',
      'ngorongoro',
    ]);
    // A link from the Zanzibar guide filters by a place with no tour: its chip says so.
    expect(locationChips(TOURS, 'zanzibar').at(-1)).toEqual({
      id: 'zanzibar',
      label: 'Zanzibar Island',
      count: 0,
    });
    expect(locationChips(TOURS, 'serengeti')).toEqual(locationChips(TOURS));
  });
});

describe('helpers', () => {
  it('writes durations and group sizes as cards show them', () => {
    expect(durationText(8)).toBe('8 Days');
    expect(durationText(1)).toBe('1 Day');
    expect(groupSizeText({ maxPeople: 12, private: false })).toBe('Max 12 people');
    expect(groupSizeText({ maxPeople: 5, private: true })).toBe('Private, up to 5 people');
    expect(groupSizeText({ maxPeople: null, private: true })).toBe('Private');
  });

  it('finds the dearest tour: Living Among Lions at $4,470', () => {
    expect(highestTourPrice()).toBe(4470);
    expect(highestTourPrice([])).toBe(0);
  });

  it('names every location', () => {
    expect(LOCATION_NAMES.manyara).toBe('Lake Manyara National Park');
  });
});

describe('images', () => {
  it('lists every image once, all under /images as SVG', () => {
    expect(new Set(CATALOGUE_IMAGE_URLS).size).toBe(CATALOGUE_IMAGE_URLS.length);
    for (const url of CATALOGUE_IMAGE_URLS) expect(url).toMatch(IMAGE_URL_PATTERN);
  });

  it('includes every tour picture and each of its day pictures', () => {
    for (const t of TOURS) {
      expect(t.heroImage).toBe(`/images/tours/${t.slug}/hero.svg`);
      for (const image of [...t.gallery, ...t.itinerary.map((d) => d.image)]) {
        expect(image.startsWith(`/images/tours/${t.slug}/`)).toBe(true);
        expect(CATALOGUE_IMAGE_URLS).toContain(image);
      }
    }
    expect(CATALOGUE_IMAGE_URLS).toContain('/images/destinations/ngorongoro/black-rhino.svg');
    expect(CATALOGUE_IMAGE_URLS).toContain('/images/destinations/zanzibar/stone-town.svg');
    // 9 tours × (hero + 3 gallery) + 42 itinerary days + 4 destination heroes + 8 cards + 6 site
    expect(CATALOGUE_IMAGE_URLS).toHaveLength(36 + 42 + 4 + 8 + 6);
  });

  it('names the pictures of the home, tours, destinations and about pages and the load-error stand-in', () => {
    expect(SITE_IMAGES.homeHero).toBe('/images/site/home-hero.svg');
    expect(SITE_IMAGES.placeholder).toBe('/images/site/placeholder.svg');
    for (const url of Object.values(SITE_IMAGES)) {
      expect(url).toMatch(IMAGE_URL_PATTERN);
      expect(CATALOGUE_IMAGE_URLS).toContain(url);
    }
  });
});
