import { describe, expect, it } from 'vitest';
import { listingTourCard, searchResultCard } from './cards.ts';
import { featuredTourCard } from './featured.ts';
import { FIRST_CATALOGUE } from './first-catalogue.ts';
import { joinTour, type PublishedCatalogue } from './published.ts';
import { pageCatalogueFor } from './published-summary.ts';
import { checkTour } from './tour-check.ts';
import { anyInEnglish, shownInEnglish, tourInLanguage } from './tour-in-language.ts';
import type { Tour } from './types.ts';

const kilimanjaro = FIRST_CATALOGUE.find((tour) => tour.slug === 'kilimanjaro-safari') as Tour;

/** Kilimanjaro with a German title, its second paragraph and day 1's title in German. */
const partlyGerman: Tour = {
  ...kilimanjaro,
  translations: {
    de: {
      title: 'Kilimandscharo-Safari',
      summary: '   ',
      overview: ['', 'Zweiter Absatz auf Deutsch.'],
      itinerary: [{ title: 'Ankunft in Arusha' }],
      included: [],
    },
    fr: { title: 'Safari au Kilimandjaro' },
  },
};

function problems(value: unknown): readonly string[] {
  const checked = checkTour(value);
  return checked.ok ? [] : checked.problems;
}

describe('a tour’s translations in the schema', () => {
  it('accepts a tour without translations, with some and with blank ones', () => {
    expect(problems(kilimanjaro)).toEqual([]);
    expect(problems(partlyGerman)).toEqual([]);
    expect(problems({ ...kilimanjaro, translations: {} })).toEqual([]);
  });

  it('keeps only texts, with the English limits, in the admin’s words', () => {
    const bad = (translations: unknown) => problems({ ...kilimanjaro, translations });
    expect(bad({ de: { title: 't'.repeat(151) } })).toEqual(['German title must be at most 150 characters']);
    expect(bad({ fr: { summary: 's'.repeat(301) } })).toEqual([
      'French summary must be at most 300 characters',
    ]);
    expect(bad({ de: { overview: ['p'.repeat(2001)] } })).toEqual([
      'Paragraph 1: German text must be at most 2000 characters',
    ]);
    expect(bad({ de: { itinerary: [{}, { description: 'd'.repeat(2001) }] } })).toEqual([
      'Day 2: German description must be at most 2000 characters',
    ]);
    expect(bad({ de: { itinerary: [{ title: 'x', meals: [] }] } })).toEqual(['Day 1: Unknown field "meals"']);
    expect(bad({ de: { adultPrice: 1 } })).toEqual(['Unknown field "adultPrice"']);
    expect(bad({ it: { title: 'Safari' } })).toEqual(['Unknown field "it"']);
    expect(bad({ de: { highlights: Array.from({ length: 13 }, () => 'h') } })).toEqual([
      'German highlights may have at most 12 items',
    ]);
    expect(bad({ de: { included: [3] } })).toEqual(['Included item 1: German text must be text']);
    expect(bad([])).toEqual(['Translations must be an object']);
    expect(bad({ de: { facts: [{}, { label: 'l'.repeat(41), value: 'v'.repeat(81) }] } })).toEqual([
      'Fact 2: German label must be at most 40 characters',
      'Fact 2: German value must be at most 80 characters',
    ]);
    expect(bad({ fr: { facts: [{ label: 'Durée', unit: 'jours' }] } })).toEqual([
      'Fact 1: Unknown field "unit"',
    ]);
    expect(bad({ de: { facts: ['Dauer'] } })).toEqual(['Fact 1: A German fact has a label and a value']);
    expect(bad({ de: { facts: { label: 'Dauer' } } })).toEqual(['German facts must be a list']);
    expect(bad({ de: { facts: Array.from({ length: 13 }, () => ({})) } })).toEqual([
      'German facts may have at most 12 items',
    ]);
    expect(bad({ de: 'Hallo' })).toEqual(['German texts must be an object']);
    // Decision 240: excluded items, a day's highlight tags and the cancellation note.
    expect(bad({ de: { excluded: ['', 'e'.repeat(201)] } })).toEqual([
      'Excluded item 2: German text must be at most 200 characters',
    ]);
    expect(bad({ fr: { excluded: 'Pourboires' } })).toEqual(['French excluded must be a list']);
    expect(bad({ de: { itinerary: [{}, { highlights: ['', 'h'.repeat(201)] }] } })).toEqual([
      'Day 2, highlight 2: German text must be at most 200 characters',
    ]);
    expect(bad({ de: { itinerary: [{ highlights: Array.from({ length: 13 }, () => 'h') }] } })).toEqual([
      'Day 1: German highlights may have at most 12 items',
    ]);
    expect(bad({ de: { itinerary: [{ highlights: 'Ankunft' }] } })).toEqual([
      'Day 1: German highlights must be a list',
    ]);
    expect(bad({ de: { itinerary: [{ destination: 'd'.repeat(151), accommodation: 7 }] } })).toEqual([
      'Day 1: German destination must be at most 150 characters',
      'Day 1: German accommodation must be text',
    ]);
    expect(bad({ fr: { cancellationNote: 'c'.repeat(301) } })).toEqual([
      'French cancellation note must be at most 300 characters',
    ]);
    expect(bad({ de: { cancellationNote: ['Kostenlos'] } })).toEqual([
      'German cancellation note must be text',
    ]);
    expect(bad({ de: { seasons: [{}, { name: 'n'.repeat(61) }] } })).toEqual([
      'Season 2: German name must be at most 60 characters',
    ]);
    expect(bad({ fr: { seasons: ['Haute saison'] } })).toEqual(['Season 1: A French season has a name']);
    expect(bad({ fr: { seasons: [{ name: 'Haute saison', start: '2027-06-01' }] } })).toEqual([
      'Season 1: Unknown field "start"',
    ]);
    expect(bad({ de: { seasons: Array.from({ length: 25 }, () => ({})) } })).toEqual([
      'German seasons may have at most 24 items',
    ]);
  });
});

describe('tourInLanguage', () => {
  it('leaves an English page English, with nothing marked', () => {
    const english = tourInLanguage(partlyGerman, 'en');
    expect(english.title).toBe(kilimanjaro.title);
    expect(english.inEnglish).toBeUndefined();
    expect('translations' in english).toBe(false);
    expect(anyInEnglish(english)).toBe(false);
  });

  it('uses each written translation and names every English text it keeps', () => {
    const german = tourInLanguage(partlyGerman, 'de');
    expect(german.title).toBe('Kilimandscharo-Safari');
    expect(german.summary).toBe(kilimanjaro.summary);
    expect(german.overview[0]).toBe(kilimanjaro.overview[0]);
    expect(german.overview[1]).toBe('Zweiter Absatz auf Deutsch.');
    expect(german.itinerary[0]?.title).toBe('Ankunft in Arusha');
    expect(german.itinerary[0]?.description).toBe(kilimanjaro.itinerary[0]?.description);
    expect(german.itinerary[0]?.meals).toEqual(kilimanjaro.itinerary[0]?.meals);
    expect(german.adultPrice).toBe(kilimanjaro.adultPrice);
    expect(shownInEnglish(german, 'title')).toBe(false);
    expect(shownInEnglish(german, 'summary')).toBe(true);
    expect(shownInEnglish(german, 'overview', 0)).toBe(true);
    expect(shownInEnglish(german, 'overview', 1)).toBe(false);
    expect(shownInEnglish(german, 'itinerary', 0, 'title')).toBe(false);
    expect(shownInEnglish(german, 'itinerary', 0, 'description')).toBe(true);
    expect(anyInEnglish(german, ['title'])).toBe(false);
    expect(anyInEnglish(german, ['included'])).toBe(true);
  });

  it('puts a fact’s translated label and value in place and names the parts left English', () => {
    const withFacts: Tour = {
      ...kilimanjaro,
      translations: {
        de: { facts: [{ label: 'Reisedauer', value: '  ' }, {}, { value: 'Nur mit Rucksack' }] },
      },
    };
    const german = tourInLanguage(withFacts, 'de');
    expect(german.facts[0]).toEqual({ label: 'Reisedauer', value: kilimanjaro.facts[0]?.value });
    expect(german.facts[1]).toEqual(kilimanjaro.facts[1]);
    expect(german.facts[2]).toEqual({ label: kilimanjaro.facts[2]?.label, value: 'Nur mit Rucksack' });
    expect(shownInEnglish(german, 'facts', 0, 'label')).toBe(false);
    expect(shownInEnglish(german, 'facts', 0, 'value')).toBe(true);
    expect(shownInEnglish(german, 'facts', 1, 'label')).toBe(true);
    expect(shownInEnglish(german, 'facts', 2, 'value')).toBe(false);
    expect(anyInEnglish(german, ['facts'])).toBe(true);
    // French has none: every fact English; an English page keeps the facts as typed.
    const french = tourInLanguage(withFacts, 'fr');
    expect(french.facts).toEqual(kilimanjaro.facts);
    expect(french.inEnglish?.filter((key) => key.startsWith('facts.'))).toHaveLength(
      2 * kilimanjaro.facts.length,
    );
    expect(tourInLanguage(withFacts, 'en').facts).toEqual(kilimanjaro.facts);
  });

  it('puts translated excluded items, day tags and the cancellation note in place', () => {
    const firstDay = kilimanjaro.itinerary[0];
    if (!firstDay || firstDay.highlights.length < 2 || kilimanjaro.excluded.length < 2) {
      throw new Error('the test needs a first day with two tags and two excluded items');
    }
    const withRest: Tour = {
      ...kilimanjaro,
      translations: {
        de: {
          excluded: ['', 'Trinkgelder'],
          itinerary: [
            { highlights: ['Willkommen am Flughafen', ' '], destination: 'Arusha (Stadt)' },
            { accommodation: 'Ein Zeltcamp' },
          ],
          cancellationNote: 'Kostenlose Stornierung bis 48 Stunden vorher',
        },
      },
    };
    const german = tourInLanguage(withRest, 'de');
    expect(german.excluded.slice(0, 2)).toEqual([kilimanjaro.excluded[0], 'Trinkgelder']);
    expect(german.itinerary[0]?.highlights.slice(0, 2)).toEqual([
      'Willkommen am Flughafen',
      firstDay.highlights[1],
    ]);
    expect(german.cancellationNote).toBe('Kostenlose Stornierung bis 48 Stunden vorher');
    expect(shownInEnglish(german, 'excluded', 0)).toBe(true);
    expect(shownInEnglish(german, 'excluded', 1)).toBe(false);
    expect(shownInEnglish(german, 'itinerary', 0, 'highlights', 0)).toBe(false);
    expect(shownInEnglish(german, 'itinerary', 0, 'highlights', 1)).toBe(true);
    expect(shownInEnglish(german, 'cancellationNote')).toBe(false);
    expect(german.itinerary[0]?.destination).toBe('Arusha (Stadt)');
    expect(shownInEnglish(german, 'itinerary', 0, 'destination')).toBe(false);
    expect(shownInEnglish(german, 'itinerary', 1, 'destination')).toBe(true);
    // A day that ends at home has no accommodation in any language, so nothing to mark.
    const lastDay = kilimanjaro.itinerary.length - 1;
    expect(kilimanjaro.itinerary[lastDay]?.accommodation).toBeNull();
    expect(german.itinerary[lastDay]?.accommodation).toBeNull();
    expect(shownInEnglish(german, 'itinerary', lastDay, 'accommodation')).toBe(false);
    expect(german.itinerary[1]?.accommodation).toBe('Ein Zeltcamp');
    expect(shownInEnglish(german, 'itinerary', 1, 'accommodation')).toBe(false);
    expect(shownInEnglish(german, 'itinerary', 0, 'accommodation')).toBe(true);
    expect(anyInEnglish(german, ['cancellationNote'])).toBe(false);
    const french = tourInLanguage(withRest, 'fr');
    expect(french.cancellationNote).toBe(kilimanjaro.cancellationNote);
    expect(shownInEnglish(french, 'cancellationNote')).toBe(true);
    expect(tourInLanguage(withRest, 'en').excluded).toEqual(kilimanjaro.excluded);
  });

  it('names a season in the page’s language where staff wrote it, its dates and prices its own', () => {
    const seasons = [
      { name: 'High season', start: '2027-06-01', end: '2027-10-31', adultPrice: 3000, youthPrice: 2400 },
      { name: 'Green season', start: '2027-11-01', end: '2028-03-31', adultPrice: 2000, youthPrice: 1600 },
    ];
    const withSeasons: Tour = {
      ...kilimanjaro,
      seasons,
      translations: { de: { seasons: [{ name: 'Hochsaison' }, { name: ' ' }] } },
    };
    const german = tourInLanguage(withSeasons, 'de');
    expect(german.seasons).toEqual([{ ...seasons[0], name: 'Hochsaison' }, seasons[1]]);
    expect(shownInEnglish(german, 'seasons', 0, 'name')).toBe(false);
    expect(shownInEnglish(german, 'seasons', 1, 'name')).toBe(true);
    expect(tourInLanguage(withSeasons, 'en').seasons).toEqual(seasons);
    // A tour without seasons gets none.
    expect('seasons' in tourInLanguage(kilimanjaro, 'de')).toBe(false);
  });

  it('shows an untranslated tour in English on a French page, every text marked', () => {
    const untranslated = tourInLanguage(kilimanjaro, 'fr');
    expect(untranslated.title).toBe(kilimanjaro.title);
    expect(untranslated.inEnglish).toContain('title');
    expect(untranslated.inEnglish).toHaveLength(
      2 +
        kilimanjaro.highlights.length +
        2 * kilimanjaro.facts.length +
        kilimanjaro.overview.length +
        3 * kilimanjaro.itinerary.length +
        kilimanjaro.itinerary.filter((day) => day.accommodation !== null).length +
        kilimanjaro.itinerary.reduce((tags, day) => tags + day.highlights.length, 0) +
        kilimanjaro.included.length +
        kilimanjaro.excluded.length +
        1,
    );
  });
});

describe('a page’s catalogue in its language', () => {
  const catalogue: PublishedCatalogue = {
    version: 3,
    publishedAt: '2026-11-29T06:00:00Z',
    tours: FIRST_CATALOGUE.map((tour) => (tour.slug === kilimanjaro.slug ? partlyGerman : tour)),
  };

  it('carries the German texts and the tour’s details on a German tour page', () => {
    const page = pageCatalogueFor(catalogue, '/de/tour/kilimanjaro-safari', '2026-11-29');
    const summary = page.summaries.find((tour) => tour.slug === kilimanjaro.slug);
    const details = page.details[kilimanjaro.slug];
    if (!summary || !details) throw new Error('the tour is missing');
    expect(summary.title).toBe('Kilimandscharo-Safari');
    expect(summary.inEnglish).toContain('summary');
    expect(summary.inEnglish?.some((key) => key.startsWith('overview'))).toBe(false);
    expect(details.inEnglish).toContain('overview.0');
    expect(details.inEnglish).toContain('summary');
    const tour = joinTour(summary, details);
    expect(tour.overview[1]).toBe('Zweiter Absatz auf Deutsch.');
    expect(shownInEnglish(tour, 'summary')).toBe(true);
    expect(shownInEnglish(tour, 'overview', 1)).toBe(false);
    expect(JSON.stringify(page)).not.toContain('Safari au Kilimandjaro');
  });

  it('shows another tour in English on the German page, and carries nothing new on English pages', () => {
    const german = pageCatalogueFor(catalogue, '/de/tours', '2026-11-29');
    expect(german.summaries[0]?.title).toBe(FIRST_CATALOGUE[0]?.title);
    expect(german.summaries[0]?.inEnglish).toContain('title');
    const english = pageCatalogueFor(catalogue, '/tour/kilimanjaro-safari', '2026-11-29');
    expect(english).toEqual(
      pageCatalogueFor({ ...catalogue, tours: FIRST_CATALOGUE }, '/tour/kilimanjaro-safari', '2026-11-29'),
    );
  });
});

describe('cards in a page’s language', () => {
  const catalogue: PublishedCatalogue = {
    version: 3,
    publishedAt: '2026-11-29T06:00:00Z',
    tours: [partlyGerman, FIRST_CATALOGUE[0] as Tour],
  };
  const summaries = (path: string) => pageCatalogueFor(catalogue, path, '2026-11-29').summaries;

  it('say which of their texts a German or French page shows in English', () => {
    const [german, untranslated] = summaries('/de/tours');
    if (!german || !untranslated) throw new Error('a tour is missing');
    expect(listingTourCard(german)).toMatchObject({ title: 'Kilimandscharo-Safari', titleInEnglish: false });
    expect(featuredTourCard(untranslated, 1)).toMatchObject({
      title: FIRST_CATALOGUE[0]?.title,
      titleInEnglish: true,
    });
    // The German title with the English summary and highlights.
    const search = searchResultCard(german);
    expect(search.inEnglish).toEqual({
      title: false,
      description: true,
      highlights: german.highlights.map(() => true),
    });
    expect(searchResultCard(untranslated).inEnglish.title).toBe(true);
    const [french] = summaries('/fr/search');
    expect(french && listingTourCard(french)).toMatchObject({ title: 'Safari au Kilimandjaro' });
  });

  it('mark nothing on an English page', () => {
    for (const summary of summaries('/tours')) {
      expect(listingTourCard(summary).titleInEnglish).toBe(false);
      expect(featuredTourCard(summary, 1).titleInEnglish).toBe(false);
      const { inEnglish } = searchResultCard(summary);
      expect([inEnglish.title, inEnglish.description, ...inEnglish.highlights]).not.toContain(true);
    }
  });
});
