import { describe, expect, it } from 'vitest';
import { listingStateFromSearchParams } from '../search/listing-url.ts';
import {
  DESTINATIONS,
  findDestination,
  kilimanjaroGuide,
  ngorongoroGuide,
  serengetiGuide,
  zanzibarGuide,
} from './destination-guides.ts';
import { DESTINATION_SUMMARIES } from './destinations.ts';
import { TOURS } from './tour-details/index.ts';

describe('destination guides (docs/product.md §3)', () => {
  it('starts each guide with its card, which the home page and the index show alone', () => {
    expect(DESTINATIONS).toHaveLength(DESTINATION_SUMMARIES.length);
    DESTINATION_SUMMARIES.forEach((card, index) => {
      const guide = DESTINATIONS[index];
      expect(guide).toMatchObject(card);
      expect(Object.keys(guide ?? {}).slice(0, Object.keys(card).length)).toEqual(Object.keys(card));
    });
  });

  it('has the four guides at their routes, in order', () => {
    expect(DESTINATIONS.map((d) => d.path)).toEqual([
      '/destinations/serengeti',
      '/destinations/ngorongoro',
      '/destinations/kilimanjaro',
      '/destinations/zanzibar',
    ]);
    expect(DESTINATIONS.map((d) => d.name)).toEqual(['Serengeti', 'Ngorongoro', 'Kilimanjaro', 'Zanzibar']);
  });

  it('gives each card a description, an image and three highlights', () => {
    for (const d of DESTINATIONS) {
      expect(d.description.length).toBeGreaterThan(20);
      expect(d.cardHighlights).toHaveLength(3);
      expect(d.image).toBe(`/images/destinations/${d.id}/hero.svg`);
      expect(d.intro.length).toBeGreaterThan(0);
      expect(d.highlights.length).toBeGreaterThan(3);
    }
  });

  it('Serengeti: three periods to visit; buttons to /tours and /contact', () => {
    expect(serengetiGuide.bestTimeToVisit).toHaveLength(3);
    expect(serengetiGuide.callsToAction.map((c) => c.href)).toEqual([
      '/tours?location=serengeti',
      '/contact',
    ]);
    const text = serengetiGuide.bestTimeToVisit.map((p) => `${p.months} ${p.description}`).join(' ');
    // Calving in the south early in the year; Mara River crossings in the dry months.
    expect(text).toMatch(/Ndutu/);
    expect(text).toMatch(/Mara River/);
  });

  it('Ngorongoro: Black Rhino, Lions, Elephants, Hippos; buttons to /tours and /booking', () => {
    expect(ngorongoroGuide.wildlife.map((w) => w.name)).toEqual([
      'Black Rhino',
      'Lions',
      'Elephants',
      'Hippos',
    ]);
    expect(ngorongoroGuide.callsToAction.map((c) => c.href)).toEqual([
      '/tours?location=ngorongoro',
      '/booking',
    ]);
  });

  it('Kilimanjaro: the four routes with days and difficulty; the tour button goes to the real tour page', () => {
    expect(
      kilimanjaroGuide.routes.map((r) => [r.name, r.daysText, r.minDays, r.maxDays, r.difficulty]),
    ).toEqual([
      ['Marangu Route', '5-6 days', 5, 6, 'Moderate'],
      ['Machame Route', '6-7 days', 6, 7, 'Challenging'],
      ['Lemosho Route', '7-8 days', 7, 8, 'Moderate to Challenging'],
      ['Rongai Route', '6-7 days', 6, 7, 'Moderate'],
    ]);
    expect(kilimanjaroGuide.reasonsToClimb.length).toBeGreaterThan(0);
    // docs/product.md §3: the original's /tours/kilimanjaro-safari was a 404.
    expect(kilimanjaroGuide.callsToAction.map((c) => c.href)).toEqual([
      '/tour/kilimanjaro-safari',
      '/contact',
    ]);
  });

  it('Zanzibar: four attractions, twelve highlights, three periods; buttons to /tours and /contact', () => {
    expect(zanzibarGuide.attractions.map((a) => a.name)).toEqual([
      'Stone Town',
      'Spice Plantations',
      'Jozani Forest',
      'Prison Island',
    ]);
    expect(zanzibarGuide.highlights).toHaveLength(12);
    expect(new Set(zanzibarGuide.highlights).size).toBe(12);
    expect(zanzibarGuide.bestTimeToVisit).toHaveLength(3);
    expect(zanzibarGuide.callsToAction.map((c) => c.href)).toEqual(['/tours?location=zanzibar', '/contact']);
  });

  it('opens the tours listing filtered to the guide’s own place (issue 16), never the whole list', () => {
    for (const guide of DESTINATIONS) {
      const listing = guide.callsToAction.find((c) => c.href.startsWith('/tours'));
      if (!listing) continue;
      const params = new URL(listing.href, 'https://x.example').searchParams;
      expect(listingStateFromSearchParams(params, TOURS).filters.location, guide.id).toBe(guide.id);
    }
  });

  it('finds a guide by id', () => {
    expect(findDestination('zanzibar')).toBe(zanzibarGuide);
    expect(findDestination('mafia')).toBeUndefined();
  });
});
