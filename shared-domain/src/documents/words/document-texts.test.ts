import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../i18n/languages.ts';
import { documentLanguage } from '../document-language.ts';
import { type DocumentTexts, documentLanguageFromTexts, documentTextProblems } from './document-texts.ts';

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
const textsOf = async (language: string) =>
  JSON.parse(await readFile(join(import.meta.dirname, `${language}.json`), 'utf8')) as DocumentTexts;

describe('the document translation files', () => {
  it.each(OTHER_LANGUAGES)('%s.json words every text of the documents', async (language) => {
    expect(documentTextProblems(await textsOf(language))).toEqual([]);
  });

  it('name what a file lacks, adds or words without its placeholders', async () => {
    const { licence: _gone, ...german } = await textsOf('de');
    expect(documentTextProblems({ ...german, farewell: 'Tschüss' })).toEqual([
      '"farewell" is not a document text',
      '"licence" is missing or blank',
    ]);
    expect(documentTextProblems({ ...german, licence: 'Lizenz {lizenz}' })).toEqual([
      '"licence" must name {licence}, not {lizenz}',
    ]);
    expect(
      documentTextProblems({ ...german, licence: 'Lizenz {licence}', days: { one: '{count} Tag' } }),
    ).toEqual(['"days" needs an "other" form and any other plural forms, each naming {count}']);
    expect(
      documentTextProblems({
        ...german,
        licence: 'Lizenz {licence}',
        methods: { bank_transfer: 'Überweisung' },
      }),
    ).toEqual(['"methods" must word bank_transfer, mobile_money, card, cash']);
  });
});

describe('documents in a language from its file', () => {
  it('count by the language’s plural rules', async () => {
    const german = documentLanguageFromTexts('de', await textsOf('de')).words;
    const french = documentLanguageFromTexts('fr', await textsOf('fr')).words;
    expect([german.priceLine(1, 'adult'), german.priceLine(0, 'youth'), german.party(2, 1)]).toEqual([
      '1 Erwachsener',
      '0 Jugendliche',
      '2 Erwachsene, 1 Jugendlicher',
    ]);
    // French counts 0 as one: '0 jour'.
    expect(french.terms({ depositPercent: 100, depositDueDays: 0, balanceDaysBefore: 60 })).toBe(
      'La totalité du montant est due 0 jour après votre acceptation.',
    );
    expect(french.party(2, 0)).toBe('2 adultes');
  });

  it('fill placeholders once: a value is never read as a placeholder', async () => {
    const german = documentLanguageFromTexts('de', await textsOf('de')).words;
    expect(german.accepted('{reference}', 'TZ-1', '2.970,00 $')).toBe(
      'Angenommen von {reference}. Buchung TZ-1 ist zum Preis von 2.970,00 $ bestätigt.',
    );
    expect(german.accepted(null, 'TZ-1', '1 $')).toBe(
      'Vom Reisenden angenommen. Buchung TZ-1 ist zum Preis von 1 $ bestätigt.',
    );
    expect(german.voided(null)).toBe('Ungültig: irrtümlich erfasst. Dieser Beleg zählt nicht.');
    expect(german.mealsText(['Breakfast', 'Dinner'])).toBe('Frühstück und Abendessen');
  });

  it.each(OTHER_LANGUAGES)('are fetched for %s, amounts and days in its format', async (language) => {
    const documents = await documentLanguage(language);
    expect(documents.language).toBe(language);
    expect(documents.money(297000)).not.toBe('$2,970.00');
    expect(documents.words.licence('TALA 1')).toContain('TALA 1');
  });
});
