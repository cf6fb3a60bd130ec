import { describe, expect, it, vi } from 'vitest';
import { listingTourCard, searchResultCard } from './cards.ts';
import { featuredTourCard } from './featured.ts';
import { featuredTours, joinTour, tourDetailsOf } from './published.ts';
import { fetchDepartureSeats, fetchPublishedCatalogue, parsePublishedCatalogue } from './published-read.ts';
import { pageCatalogueFor, tourSummaryOf } from './published-summary.ts';
import { TOURS } from './tour-details/index.ts';
import type { Tour } from './types.ts';

const catalogue = { version: 7, publishedAt: '2026-11-25T10:00:00.000Z', tours: TOURS };

describe('a published catalogue in pages', () => {
  it('splits a tour into its summary and details and joins them back whole', () => {
    for (const tour of TOURS) {
      const summary = tourSummaryOf(tour, '2026-11-25');
      expect(summary).not.toHaveProperty('itinerary');
      expect(tourDetailsOf(tour)).not.toHaveProperty('adultPrice');
      // A tour without a calendar is "From" its one price.
      expect(joinTour(summary, tourDetailsOf(tour))).toEqual({ ...tour, fromPrice: tour.adultPrice });
    }
  });

  it('gives a tour page its whole tour and every other page the summaries only', () => {
    const tourPage = pageCatalogueFor(catalogue, '/tour/tarangire-safari', '2026-11-25');
    expect(tourPage.version).toBe(7);
    expect(tourPage.pricedOn).toBe('2026-11-25');
    expect(tourPage.summaries).toHaveLength(TOURS.length);
    expect(Object.keys(tourPage.details)).toEqual(['tarangire-safari']);
    expect(pageCatalogueFor(catalogue, '/tours', '2026-11-25').details).toEqual({});
    expect(pageCatalogueFor(catalogue, '/tour/no-such-tour', '2026-11-25').details).toEqual({});
  });

  const base = TOURS.find((tour) => tour.slug === 'tarangire-safari') as Tour;
  const seasonal: Tour = {
    ...base,
    adultPrice: 1100,
    seasons: [{ name: 'Green', start: '2027-04-01', end: '2027-05-31', adultPrice: 800, youthPrice: 600 }],
    closedDates: [{ start: '2027-12-24', end: '2027-12-26', note: 'Holidays' }],
  };

  it('says "From" the lowest price bookable in the next twelve months, on every card', () => {
    const page = pageCatalogueFor(
      { ...catalogue, tours: [seasonal] },
      '/tour/tarangire-safari',
      '2026-11-25',
    );
    const [summary] = page.summaries;
    expect(summary?.fromPrice).toBe(800);
    if (!summary) return;
    expect(listingTourCard(summary)).toMatchObject({ price: 800, priceText: '$800' });
    expect(searchResultCard(summary).pricePerPerson).toBe('$800');
    expect(featuredTourCard(summary, 1).amount).toBe(800);
    // Once the green season is past, the default rate.
    expect(tourSummaryOf(seasonal, '2027-06-01').fromPrice).toBe(1100);
    // The tour page gets the calendar with the details.
    expect(page.details['tarangire-safari']).toMatchObject({
      seasons: seasonal.seasons,
      closedDates: seasonal.closedDates,
    });
    expect(page.details['tarangire-safari']).not.toHaveProperty('departures');
  });

  it('features the tours marked featured, in catalogue order', () => {
    expect(featuredTours(TOURS).map((tour) => tour.slug)).toEqual([
      'serengeti-migration',
      'living-among-lions',
      'tarangire-safari',
      'manyara-safari',
      'kilimanjaro-safari',
    ]);
  });
});

describe('reading a published version', () => {
  it('asks published_catalogue with the public key, for the latest or a given version', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(catalogue), { status: 200 }));
    const endpoint = { url: 'https://project.example', anonKey: 'anon-key' };
    await expect(fetchPublishedCatalogue(endpoint, undefined, fetchImpl)).resolves.toEqual(catalogue);
    await fetchPublishedCatalogue({ ...endpoint, url: 'https://project.example/' }, 3, fetchImpl);
    const [url, init] = fetchImpl.mock.calls[1] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('https://project.example/rest/v1/rpc/published_catalogue');
    expect(init.headers).toMatchObject({ apikey: 'anon-key', authorization: 'Bearer anon-key' });
    expect(JSON.parse(String(init.body))).toEqual({ version: 3 });
    expect(JSON.parse(String((fetchImpl.mock.calls[0] as unknown as [URL, RequestInit])[1].body))).toEqual({
      version: null,
    });
  });

  it('reads the seats left per departure with the public key', async () => {
    const rows = [
      { departure_id: 'jul-14', departs_on: '2027-07-14', seats_left: 2 },
      { departure_id: 'aug-01', departs_on: '2027-08-01', seats_left: 0 },
    ];
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(rows), { status: 200 }));
    const endpoint = { url: 'https://project.example', anonKey: 'anon-key' };
    await expect(fetchDepartureSeats(endpoint, 'tarangire-safari', fetchImpl)).resolves.toEqual({
      'jul-14': 2,
      'aug-01': 0,
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('https://project.example/rest/v1/rpc/departure_seats');
    expect(JSON.parse(String(init.body))).toEqual({ tour_slug: 'tarangire-safari' });
    const failing = vi.fn(async () => new Response('{}', { status: 404 }));
    await expect(fetchDepartureSeats(endpoint, 'x', failing)).rejects.toThrow('HTTP 404');
  });

  it('fails on an error answer or a shape that is not a version, rather than guess', async () => {
    const endpoint = { url: 'https://project.example', anonKey: 'k' };
    const failing = vi.fn(async () => new Response('{}', { status: 500 }));
    await expect(fetchPublishedCatalogue(endpoint, undefined, failing)).rejects.toThrow('HTTP 500');
    expect(() => parsePublishedCatalogue(null)).toThrow('empty');
    expect(() => parsePublishedCatalogue({ version: '1', publishedAt: 'x', tours: [] })).toThrow(
      'not a published version',
    );
    expect(() => parsePublishedCatalogue({ version: 1, publishedAt: 'x', tours: {} })).toThrow();
  });
});
