// @vitest-environment node
import tourTexts from 'virtual:messages/tour';
import type { Language } from '@safari/shared-domain/i18n';
import type { Translate } from '@safari/shared-ui';
import { describe, expect, it } from 'vitest';
import type tour from '../../messages/en/tour.json';
import { formatsFor } from '../i18n/formats-intl.ts';
import { type CalendarWords, departureDayNote, rateHeading } from './tour-calendar-view.ts';
import { factsIn } from './tour-words.ts';

/** The tour area's texts in `language`, as `useMessages` gives them to a page. */
async function wordsIn(language: Exclude<Language, 'en'>): Promise<CalendarWords> {
  const load = tourTexts.load[language];
  if (!load) throw new Error(`no ${language} texts`);
  const { default: texts } = await load();
  const t: Translate<typeof tour> = (key, values) => {
    const text = texts[key];
    if (text === undefined) throw new Error(`${language}:${key} missing`);
    return typeof text === 'string' ? text : text(values ?? {});
  };
  return { t, day: formatsFor(language).day };
}

const departures = [{ id: 'a', date: '2027-07-04', seats: 8, price: null, closed: false }];
const high = {
  name: 'High season',
  start: '2027-07-01',
  end: '2027-10-31',
  adultPrice: 900,
  youthPrice: 500,
};

describe('the tour page in German and French', () => {
  it('says how many seats are left with the language’s plurals', async () => {
    const de = await wordsIn('de');
    const fr = await wordsIn('fr');
    expect(departureDayNote({ departures }, '2027-07-04', { a: 1 }, de)).toBe('Noch 1 Platz frei');
    expect(departureDayNote({ departures }, '2027-07-04', { a: 2 }, de)).toBe('Noch 2 Plätze frei');
    expect(departureDayNote({ departures }, '2027-07-04', { a: 1 }, fr)).toBe('1 place restante');
    expect(departureDayNote({ departures }, '2027-07-04', { a: 3 }, fr)).toBe('3 places restantes');
    expect(de.t('rateLine', { count: 1, price: formatsFor('de').usd(2970) })).toBe(
      '1 Erwachsener × 2.970\u00a0$',
    );
    expect(de.t('forTravellers', { count: 2 })).toBe(' für 2 Reisende');
  });

  it('names the rate and writes its day in the language', async () => {
    const de = await wordsIn('de');
    expect(rateHeading({ kind: 'default' }, '2027-12-04', de)).toBe('Standardtarif für den 04. Dez. 2027');
    expect(rateHeading({ kind: 'season', season: high }, '2027-07-04', de)).toBe(
      'Tarif „High season“ für den 04. Juli 2027',
    );
    const fr = await wordsIn('fr');
    expect(rateHeading({ kind: 'default' }, '2027-12-04', fr)).toBe('Tarif standard pour le 04 déc. 2027');
  });

  it('words the facts it recognises, and leaves the others as staff wrote them', async () => {
    const { t } = await wordsIn('de');
    const wording = { t, usd: formatsFor('de').usd, number: (n: number) => n.toLocaleString('de-DE') };
    const de = (label: string, value: string) =>
      factsIn({ facts: [{ label, value }] }, false, wording).facts[0];
    expect(de('Duration', '8 Days')).toEqual({ label: 'Dauer', value: '8 Tage' });
    expect(de('Duration', '6 Days / 5 Nights')).toEqual({ label: 'Dauer', value: '6 Tage / 5 Nächte' });
    expect(de('Group Size', 'Up to 5 people')).toEqual({
      label: 'Gruppen\u00adgröße',
      value: 'Bis zu 5 Personen',
    });
    expect(de('Group Size', 'Private, up to 5 people')?.value).toBe('Privat, bis zu 5 Personen');
    expect(de('Spa Credit', '$100')?.value).toBe('100\u00a0$');
    expect(de('Kilimanjaro Altitude', '5,895m')?.value).toBe('5.895 m');
    expect(de('Start / End', 'Arusha')).toEqual({ label: 'Start / Ende', value: 'Arusha' });
    expect(de('Guide', 'Someone Staff Named')).toEqual({ label: 'Guide', value: 'Someone Staff Named' });
    // An English page shows the fact exactly as it is.
    const tour = { facts: [{ label: 'Duration', value: '8 Days' }], inEnglish: ['facts.0.label'] };
    expect(factsIn(tour, true, wording)).toBe(tour);
  });

  it('keeps a translated part as staff wrote it and marks English only what no phrase words', async () => {
    const { t } = await wordsIn('de');
    const wording = { t, usd: formatsFor('de').usd, number: (n: number) => n.toLocaleString('de-DE') };
    const tour = {
      facts: [
        { label: 'Gruppe', value: 'Up to 5 people' },
        { label: 'Duration', value: '8 Days' },
        { label: 'Start / End', value: 'Arusha' },
        { label: 'Vehicle', value: 'Land Cruiser' },
      ],
      // Staff translated fact 1's label and fact 2's value ('8 Days' stays as they wrote it).
      inEnglish: [
        'title',
        'facts.0.value',
        'facts.1.label',
        'facts.2.label',
        'facts.2.value',
        'facts.3.label',
        'facts.3.value',
      ],
    };
    const shown = factsIn(tour, false, wording);
    expect(shown.facts).toEqual([
      { label: 'Gruppe', value: 'Bis zu 5 Personen' },
      { label: 'Dauer', value: '8 Days' },
      { label: 'Start / Ende', value: 'Arusha' },
      { label: 'Vehicle', value: 'Land Cruiser' },
    ]);
    expect(shown.inEnglish).toEqual(['title', 'facts.2.value', 'facts.3.label', 'facts.3.value']);
  });
});
