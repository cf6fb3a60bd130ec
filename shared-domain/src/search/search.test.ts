import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_TOUR_TYPES, LOCATION_IDS } from '../catalogue/options.ts';
import { TOURS } from '../catalogue/tour-details/index.ts';
import { dateRangeAfterClick } from './date-range.ts';
import { tourVisits } from './destination-match.ts';
import { heroSearchHref } from './hero-search.ts';
import {
  DURATION_BOUNDS,
  defaultListingFilters,
  filterListingTours,
  type ListingFilters,
  priceSliderBounds,
  toursFoundText,
} from './listing-filters.ts';
import { LISTING_SORT_ORDERS, sortListingTours } from './listing-sort.ts';
import {
  defaultListingState,
  type ListingState,
  listingStateFromSearchParams,
  listingStateToSearchParams,
} from './listing-url.ts';
import {
  searchFilterBadges,
  searchPageFiltersFromParams,
  searchTours,
  showingAdventuresText,
} from './search-page.ts';

const slugs = (tours: readonly { slug: string }[]) => tours.map((t) => t.slug);

describe('hero search (docs/product.md §4)', () => {
  it('goes to plain /tours when nothing is filled in', () => {
    expect(heroSearchHref({})).toBe('/tours');
    expect(heroSearchHref({ destination: '', tourType: '' })).toBe('/tours');
  });

  it('adds only the filled-in parameters, dates as ISO date-times', () => {
    expect(heroSearchHref({ destination: 'Serengeti National Park' })).toBe(
      '/tours?destination=Serengeti+National+Park',
    );
    const href = heroSearchHref({
      destination: 'Lake Manyara',
      startDate: '2025-08-01',
      endDate: '2025-08-05',
      tourType: 'Wildlife Safari',
    });
    const params = new URL(href, 'https://x.example').searchParams;
    expect([...params.keys()]).toEqual(['destination', 'startDate', 'endDate', 'tourType']);
    expect(params.get('startDate')).toBe('2025-08-01T00:00:00.000Z');
    expect(params.get('endDate')).toBe('2025-08-05T00:00:00.000Z');
    expect(heroSearchHref({ startDate: '2025-08-01' })).toBe('/tours?startDate=2025-08-01T00%3A00%3A00.000Z');
  });
});

describe('date range clicks (docs/product.md §4)', () => {
  it('starts, completes in order, clears on the same day and restarts after a full range', () => {
    expect(dateRangeAfterClick({}, '2025-08-05')).toEqual({ from: '2025-08-05' });
    expect(dateRangeAfterClick({ from: '2025-08-05' }, '2025-08-09')).toEqual({
      from: '2025-08-05',
      to: '2025-08-09',
    });
    expect(dateRangeAfterClick({ from: '2025-08-05' }, '2025-08-01')).toEqual({
      from: '2025-08-01',
      to: '2025-08-05',
    });
    expect(dateRangeAfterClick({ from: '2025-08-05' }, '2025-08-05')).toEqual({});
    expect(dateRangeAfterClick({ from: '2025-08-01', to: '2025-08-05' }, '2025-08-20')).toEqual({
      from: '2025-08-20',
    });
  });
});

describe('listing filters (docs/product.md §5)', () => {
  it('has the price slider from 0 to the dearest tour rounded up to $500, step 100', () => {
    expect(priceSliderBounds(TOURS)).toEqual({ min: 0, max: 4500, step: 100 });
    expect(priceSliderBounds([])).toEqual({ min: 0, max: 500, step: 100 });
  });

  it('has the duration slider from 1 to 30 days, step 1', () => {
    expect(DURATION_BOUNDS).toEqual({ min: 1, max: 30, step: 1 });
  });

  it('shows all nine tours at first', () => {
    expect(filterListingTours(defaultListingFilters(TOURS), TOURS)).toHaveLength(9);
    expect(toursFoundText(9)).toBe('9 tours found');
    expect(toursFoundText(1)).toBe('1 tour found');
  });

  it('combines location AND type, not OR as the original did', () => {
    const filters: ListingFilters = {
      ...defaultListingFilters(TOURS),
      location: 'serengeti',
      tourTypes: ['hiking'],
    };
    expect(filterListingTours(filters, TOURS)).toEqual([]);
    // A place keeps every tour that visits it (decision 095): the Manyara tour crosses the Serengeti.
    expect(slugs(filterListingTours({ ...filters, tourTypes: ['safari'] }, TOURS))).toEqual([
      'serengeti-migration',
      'living-among-lions',
      'manyara-safari',
      'five-day-luxury-safari',
    ]);
  });

  it('matches any of the selected types', () => {
    expect(
      slugs(
        filterListingTours({ ...defaultListingFilters(TOURS), tourTypes: ['hiking', 'cultural'] }, TOURS),
      ),
    ).toEqual(['kilimanjaro-safari', 'arusha-to-manyara', 'wildlife-cultural-experience']);
  });

  it('keeps prices and durations within the slider ranges, bounds included', () => {
    const filters: ListingFilters = {
      ...defaultListingFilters(TOURS),
      price: { min: 1100, max: 2068 },
      duration: { min: 3, max: 4 },
    };
    expect(slugs(filterListingTours(filters, TOURS))).toEqual([
      'tarangire-safari',
      'manyara-safari',
      'four-day-safari',
      'arusha-to-manyara',
    ]);
  });

  const range = (max: number) =>
    fc.tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max })).map(([a, b]) => ({
      min: Math.min(a, b),
      max: Math.max(a, b),
    }));
  const filtersArb: fc.Arbitrary<ListingFilters> = fc.record({
    location: fc.constantFrom('all' as const, ...LOCATION_IDS),
    tourTypes: fc.uniqueArray(fc.constantFrom(...LISTING_TOUR_TYPES.map((t) => t.id))),
    price: range(4500),
    duration: range(30),
  });

  it('never returns a tour outside the chosen bounds', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        for (const tour of filterListingTours(filters, TOURS)) {
          expect(tour.adultPrice).toBeGreaterThanOrEqual(filters.price.min);
          expect(tour.adultPrice).toBeLessThanOrEqual(filters.price.max);
          expect(tour.durationDays).toBeGreaterThanOrEqual(filters.duration.min);
          expect(tour.durationDays).toBeLessThanOrEqual(filters.duration.max);
          if (filters.location !== 'all') expect(tourVisits(tour, filters.location)).toBe(true);
          if (filters.tourTypes.length)
            expect(tour.tourTypes.some((t) => filters.tourTypes.includes(t))).toBe(true);
        }
      }),
    );
  });

  it('never leaves out a tour that meets every filter', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const kept = new Set(slugs(filterListingTours(filters, TOURS)));
        for (const tour of TOURS) {
          const meets =
            (filters.location === 'all' ||
              tour.locationId === filters.location ||
              tour.locationsVisited.includes(filters.location)) &&
            (filters.tourTypes.length === 0 || tour.tourTypes.some((t) => filters.tourTypes.includes(t))) &&
            tour.adultPrice >= filters.price.min &&
            tour.adultPrice <= filters.price.max &&
            tour.durationDays >= filters.duration.min &&
            tour.durationDays <= filters.duration.max;
          expect(kept.has(tour.slug)).toBe(meets);
        }
      }),
    );
  });
});

describe('listing sort, applied (docs/product.md §5)', () => {
  it('offers the five orders', () => {
    expect(LISTING_SORT_ORDERS.map((o) => o.label)).toEqual([
      'Recommended',
      'Price low to high',
      'Price high to low',
      'Duration short to long',
      'Duration long to short',
    ]);
  });

  it('keeps catalogue order for Recommended', () => {
    expect(sortListingTours(TOURS, 'recommended')).toEqual(TOURS);
  });

  it('orders by price and duration, ties in catalogue order', () => {
    expect(sortListingTours(TOURS, 'price-asc').map((t) => t.adultPrice)).toEqual([
      1071, 1100, 1232, 1450, 1834, 2068, 2266, 2970, 4470,
    ]);
    expect(sortListingTours(TOURS, 'price-desc')[0]?.slug).toBe('living-among-lions');
    expect(slugs(sortListingTours(TOURS, 'duration-asc')).slice(0, 2)).toEqual([
      'tarangire-safari',
      'wildlife-cultural-experience',
    ]);
    expect(sortListingTours(TOURS, 'duration-desc')[0]?.slug).toBe('serengeti-migration');
  });

  it('is consistent: a permutation, ordered by its key, stable for ties, and never mutating', () => {
    const subset = fc.subarray([...TOURS]);
    const order = fc.constantFrom(...LISTING_SORT_ORDERS.map((o) => o.id));
    fc.assert(
      fc.property(subset, order, (tours, sort) => {
        const before = [...tours];
        const sorted = sortListingTours(tours, sort);
        expect(tours).toEqual(before);
        expect([...sorted].sort((a, b) => a.slug.localeCompare(b.slug))).toEqual(
          [...tours].sort((a, b) => a.slug.localeCompare(b.slug)),
        );
        const key = (t: (typeof TOURS)[number]) =>
          sort.startsWith('price') ? t.adultPrice : sort.startsWith('duration') ? t.durationDays : 0;
        const sign = sort.endsWith('desc') ? -1 : 1;
        for (let i = 1; i < sorted.length; i++) {
          const prev = sorted[i - 1];
          const next = sorted[i];
          if (!prev || !next) continue;
          const diff = sign * (key(next) - key(prev));
          expect(diff).toBeGreaterThanOrEqual(0);
          if (diff === 0) expect(TOURS.indexOf(prev)).toBeLessThan(TOURS.indexOf(next));
        }
      }),
    );
  });
});

describe('listing URL', () => {
  it('reads the hero search’s parameters into the filters (docs/product.md §5)', () => {
    const state = listingStateFromSearchParams(
      new URLSearchParams(
        'destination=Lake+Manyara&tourType=Hiking&startDate=2025-08-01T00:00:00.000Z&endDate=2025-08-05T00:00:00.000Z',
      ),
      TOURS,
    );
    expect(state.filters.location).toBe('manyara');
    expect(state.filters.tourTypes).toEqual(['hiking']);
    expect(state.startDate).toBe('2025-08-01');
    expect(state.endDate).toBe('2025-08-05');
  });

  it('treats unknown values as all', () => {
    const state = listingStateFromSearchParams(
      new URLSearchParams('destination=Atlantis&tourType=Skydiving&sort=random&minPrice=abc&type=nope'),
      TOURS,
    );
    expect(state).toEqual(defaultListingState(TOURS));
    expect(
      listingStateFromSearchParams(new URLSearchParams('location=nowhere'), TOURS).filters.location,
    ).toBe('all');
  });

  it('accepts our own ids in the hero parameters too', () => {
    const state = listingStateFromSearchParams(
      new URLSearchParams('destination=arusha&tourType=cultural'),
      TOURS,
    );
    expect(state.filters.location).toBe('arusha');
    expect(state.filters.tourTypes).toEqual(['cultural']);
  });

  it('clamps ranges to the sliders and puts reversed bounds in order', () => {
    const state = listingStateFromSearchParams(
      new URLSearchParams('minPrice=9000&maxPrice=-5&minDays=40&maxDays=2'),
      TOURS,
    );
    expect(state.filters.price).toEqual({ min: 0, max: 4500 });
    expect(state.filters.duration).toEqual({ min: 2, max: 30 });
  });

  it('writes nothing for an untouched listing', () => {
    expect(listingStateToSearchParams(defaultListingState(TOURS), TOURS).toString()).toBe('');
  });

  it('writes only what was changed', () => {
    const state: ListingState = {
      ...defaultListingState(TOURS),
      filters: { ...defaultListingFilters(TOURS), location: 'serengeti', tourTypes: ['safari', 'cultural'] },
      sort: 'price-asc',
    };
    expect(listingStateToSearchParams(state, TOURS).toString()).toBe(
      'location=serengeti&type=safari&type=cultural&sort=price-asc',
    );
  });

  it('round-trips every state through its URL', () => {
    const bounds = priceSliderBounds(TOURS);
    const range = (min: number, max: number, step: number) =>
      fc
        .tuple(
          fc.integer({ min: min / step, max: max / step }),
          fc.integer({ min: min / step, max: max / step }),
        )
        .map(([a, b]) => ({ min: Math.min(a, b) * step, max: Math.max(a, b) * step }));
    const day = fc.option(
      fc
        .date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10)),
      { nil: null },
    );
    const stateArb: fc.Arbitrary<ListingState> = fc.record({
      filters: fc.record({
        location: fc.constantFrom('all' as const, ...LOCATION_IDS),
        tourTypes: fc.uniqueArray(fc.constantFrom(...LISTING_TOUR_TYPES.map((t) => t.id))),
        price: range(bounds.min, bounds.max, bounds.step),
        duration: range(DURATION_BOUNDS.min, DURATION_BOUNDS.max, 1),
      }),
      sort: fc.constantFrom(...LISTING_SORT_ORDERS.map((o) => o.id)),
      startDate: day,
      endDate: day,
    });
    fc.assert(
      fc.property(stateArb, (state) => {
        const url = listingStateToSearchParams(state, TOURS).toString();
        expect(listingStateFromSearchParams(new URLSearchParams(url), TOURS)).toEqual(state);
      }),
    );
  });
});

describe('search page (docs/product.md §5; one rule with the listing, decision 095)', () => {
  const search = (query: string) =>
    slugs(searchTours(searchPageFiltersFromParams(new URLSearchParams(query), TOURS), TOURS));

  it('reads its parameters as the listing does; missing ones mean all', () => {
    expect(searchPageFiltersFromParams(new URLSearchParams(''), TOURS)).toEqual({
      filters: defaultListingFilters(TOURS),
      startDate: null,
      endDate: null,
    });
    const read = searchPageFiltersFromParams(
      new URLSearchParams('destination=Zanzibar&startDate=2025-08-01T00:00:00.000Z'),
      TOURS,
    );
    expect(read.filters.location).toBe('zanzibar');
    expect(read.startDate).toBe('2025-08-01');
  });

  it("disables a filter with 'all'", () => {
    expect(search('destination=all&tourType=all')).toHaveLength(9);
  });

  it('finds every tour that visits the destination, named in any case or in part', () => {
    expect(search('destination=KILIMANJARO')).toEqual(['kilimanjaro-safari']);
    expect(search('destination=ngorongoro+crater')).toHaveLength(9);
    expect(search('destination=Lake+Manyara')).toEqual([
      'serengeti-migration',
      'manyara-safari',
      'four-day-safari',
      'arusha-to-manyara',
      'wildlife-cultural-experience',
    ]);
    expect(search('destination=Zanzibar+Island')).toEqual([]);
  });

  it('matches the tour type by hero value, hero label or listing id, in any case', () => {
    expect(search('tourType=Mountain+Climbing')).toEqual(['kilimanjaro-safari']);
    expect(search('tourType=hiking')).toEqual(['kilimanjaro-safari']);
    expect(search('tourType=Wildlife+Safari')).toHaveLength(9);
    // Changed by decision 095: the listing always read the hero's values this way, and the two
    // pages must agree; an unknown type filters nothing on both (and shows no badge).
    expect(search('tourType=wildlife+safari')).toHaveLength(9);
    expect(search('tourType=Beach+Holiday')).toEqual([]);
    expect(search('tourType=Skydiving')).toHaveLength(9);
  });

  it('shows as badges what it filtered, in the names it understood', () => {
    const badges = (query: string) =>
      searchFilterBadges(searchPageFiltersFromParams(new URLSearchParams(query), TOURS));
    expect(
      badges('destination=ngorongoro&tourType=Wildlife+Safari&startDate=2030-07-04T00:00:00.000Z'),
    ).toEqual(['Ngorongoro Crater', 'Safari', 'Jul 04, 2030']);
    expect(badges('startDate=2030-07-04&endDate=2030-07-09')).toEqual(['Jul 04, 2030 - Jul 09, 2030']);
    expect(badges('destination=Atlantis&tourType=Skydiving')).toEqual([]);
  });

  it('counts what it shows', () => {
    expect(showingAdventuresText(3)).toBe('Showing 3 adventures');
    expect(showingAdventuresText(1)).toBe('Showing 1 adventure');
  });
});
