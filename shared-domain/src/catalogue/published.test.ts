import { describe, expect, it, vi } from 'vitest';
import {
  featuredTours,
  fetchPublishedCatalogue,
  joinTour,
  pageCatalogueFor,
  parsePublishedCatalogue,
  tourDetailsOf,
  tourSummaryOf,
} from './published.ts';
import { TOURS } from './tour-details/index.ts';

const catalogue = { version: 7, publishedAt: '2026-11-25T10:00:00.000Z', tours: TOURS };

describe('a published catalogue in pages', () => {
  it('splits a tour into its summary and details and joins them back whole', () => {
    for (const tour of TOURS) {
      const summary = tourSummaryOf(tour);
      expect(summary).not.toHaveProperty('itinerary');
      expect(tourDetailsOf(tour)).not.toHaveProperty('adultPrice');
      expect(joinTour(summary, tourDetailsOf(tour))).toEqual(tour);
    }
  });

  it('gives a tour page its whole tour and every other page the summaries only', () => {
    const tourPage = pageCatalogueFor(catalogue, '/tour/tarangire-safari');
    expect(tourPage.version).toBe(7);
    expect(tourPage.summaries).toHaveLength(TOURS.length);
    expect(Object.keys(tourPage.details)).toEqual(['tarangire-safari']);
    expect(pageCatalogueFor(catalogue, '/tours').details).toEqual({});
    expect(pageCatalogueFor(catalogue, '/tour/no-such-tour').details).toEqual({});
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
