import { zodResolver } from '@hookform/resolvers/zod';
import { TOURS, type Tour } from '@safari/shared-domain/catalogue';
import { describe, expect, it } from 'vitest';
import { type TourInput, tourSchema } from './catalogue-api.ts';
import { itemErrorMessage } from './form-errors.ts';
import { missingTranslations, tidyTranslations, withText } from './translation-texts.ts';

const original = TOURS[0] as Tour;

describe('the translations the editor saves', () => {
  it('leaves a tour nobody translated without translations, so saving it changes nothing', () => {
    const opened = { ...original, translations: { de: { title: undefined }, fr: {} } } as unknown as Tour;
    expect(tidyTranslations(opened)).toEqual(original);
    expect('translations' in tidyTranslations(opened)).toBe(false);
  });

  it('keeps written texts, blanks before a written list item, and nothing after the last', () => {
    const tour = {
      ...original,
      translations: {
        de: {
          title: 'Große Migration',
          summary: '  ',
          overview: ['', 'Zweiter Absatz.', '', ''],
          highlights: ['', ''],
          itinerary: [{ title: '', description: '' }, { title: 'Tag zwei' }, {}],
          facts: [{ label: ' ', value: '' }, { value: 'Bis zu 5 Personen' }, { label: '' }],
          included: [],
        },
        fr: { title: '' },
      },
    } as unknown as Tour;
    expect(tidyTranslations(tour).translations).toEqual({
      de: {
        title: 'Große Migration',
        overview: ['', 'Zweiter Absatz.'],
        itinerary: [{}, { title: 'Tag zwei' }],
        facts: [{}, { value: 'Bis zu 5 Personen' }],
      },
    });
  });

  it('keeps written excluded items, days’ destinations, accommodation and tags and the cancellation note the same way (decision 240)', () => {
    const tour = {
      ...original,
      translations: {
        de: {
          excluded: ['', 'Trinkgelder', ' ', ''],
          itinerary: [
            { highlights: ['', ' '] },
            { title: 'Tag zwei', highlights: [''] },
            { highlights: ['', 'Olduvai-Schlucht', ''] },
            { description: '', highlights: ['', ''], destination: ' ', accommodation: '' },
            { destination: 'Serengeti-Nationalpark', accommodation: ' Zeltcamp ' },
            { accommodation: '  ' },
          ],
          cancellationNote: 'Kostenlose Stornierung',
          seasons: [{ name: ' ' }, { name: 'Hochsaison' }, { name: '' }],
        },
        fr: { excluded: [' '], itinerary: [{ highlights: [] }], cancellationNote: '  ' },
      },
    } as unknown as Tour;
    expect(tidyTranslations(tour).translations).toEqual({
      de: {
        excluded: ['', 'Trinkgelder'],
        itinerary: [
          {},
          { title: 'Tag zwei' },
          { highlights: ['', 'Olduvai-Schlucht'] },
          {},
          { destination: 'Serengeti-Nationalpark', accommodation: ' Zeltcamp ' },
        ],
        cancellationNote: 'Kostenlose Stornierung',
        seasons: [{}, { name: 'Hochsaison' }],
      },
    });
  });

  it('puts a text typed into a list’s item in its place, items before it kept or blank', () => {
    expect(withText(undefined, 2, 'x')).toEqual(['', '', 'x']);
    expect(withText(['a', undefined, 'c'], 3, 'd')).toEqual(['a', '', 'c', 'd']);
    expect(withText(['a', 'b'], 1, '')).toEqual(['a', '']);
    expect(withText('not a list', 0, 'x')).toEqual(['x']);
  });

  it('counts what is missing in a language, each list item and each day’s two texts', () => {
    const all =
      2 +
      original.highlights.length +
      2 * original.facts.length +
      original.overview.length +
      3 * original.itinerary.length +
      original.itinerary.filter((day) => day.accommodation !== null).length +
      original.itinerary.reduce((tags, day) => tags + day.highlights.length, 0) +
      original.included.length +
      original.excluded.length +
      1;
    expect(missingTranslations(original, undefined)).toBe(all);
    expect(
      missingTranslations(original, { title: 'Titel', itinerary: [{ description: 'Beschreibung' }] }),
    ).toBe(all - 2);
    expect(
      missingTranslations(original, { facts: [{ label: 'Dauer' }, { label: ' ', value: 'Privat' }] }),
    ).toBe(all - 2);
    expect(
      missingTranslations(original, {
        excluded: ['', 'Trinkgelder'],
        itinerary: [{}, {}, { highlights: ['Olduvai-Schlucht', ' ', 'Erste Pirschfahrt'] }],
        cancellationNote: 'Kostenlose Stornierung',
      }),
    ).toBe(all - 4);
    // A day's destination and accommodation count; the last day (home) has no accommodation.
    const last = original.itinerary.length - 1;
    expect(original.itinerary[last]?.accommodation).toBeNull();
    const days = original.itinerary.map((_, index) =>
      index === last ? { accommodation: 'Zu Hause' } : { destination: 'Ziel', accommodation: 'Lodge' },
    );
    expect(missingTranslations(original, { itinerary: days })).toBe(all - 2 * last);
    // Each season's name counts, once the tour has seasons.
    const season = {
      name: 'High season',
      start: '2027-06-01',
      end: '2027-10-31',
      adultPrice: 1,
      youthPrice: 1,
    };
    const withSeasons = {
      ...original,
      seasons: [season, { ...season, start: '2028-06-01', end: '2028-10-31' }],
    };
    expect(missingTranslations(withSeasons, undefined)).toBe(all + 2);
    expect(missingTranslations(withSeasons, { seasons: [{}, { name: 'Hochsaison' }] })).toBe(all + 1);
    // A tag beyond the English day's tags is no box, so it counts for nothing.
    expect(missingTranslations(original, { itinerary: [{ highlights: ['', '', '', 'Extra'] }] })).toBe(all);
  });

  it('puts a translated text that is too long under its own box', async () => {
    const resolve = zodResolver(tourSchema);
    const values = {
      ...original,
      translations: {
        de: {
          title: 't'.repeat(151),
          overview: ['', 'p'.repeat(2001)],
          facts: [{}, { label: 'l'.repeat(41) }],
          excluded: ['', 'e'.repeat(201)],
          itinerary: [{}, {}, { title: 'Tag drei', highlights: ['', 'h'.repeat(201)] }],
          cancellationNote: 'c'.repeat(301),
        },
      },
    } as unknown as TourInput;
    const { errors } = (await resolve(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    })) as {
      errors: {
        translations?: {
          de?: {
            title?: { message?: string };
            overview?: unknown;
            facts?: { label?: { message?: string } }[];
            excluded?: unknown;
            itinerary?: { highlights?: unknown }[];
            cancellationNote?: { message?: string };
          };
        };
      };
    };
    expect(errors.translations?.de?.facts?.[1]?.label?.message).toBe(
      'German label must be at most 40 characters',
    );
    expect(errors.translations?.de?.title?.message).toBe('German title must be at most 150 characters');
    expect(itemErrorMessage(errors.translations?.de?.excluded, 1)).toBe(
      'German text must be at most 200 characters',
    );
    expect(itemErrorMessage(errors.translations?.de?.itinerary?.[2]?.highlights, 1)).toBe(
      'German text must be at most 200 characters',
    );
    expect(errors.translations?.de?.cancellationNote?.message).toBe(
      'German cancellation note must be at most 300 characters',
    );
    expect(itemErrorMessage(errors.translations?.de?.overview, 1)).toBe(
      'German text must be at most 2000 characters',
    );
  });
});
