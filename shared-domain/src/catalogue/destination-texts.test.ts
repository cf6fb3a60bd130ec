import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages.ts';
import {
  DESTINATION_GUIDE_TEXTS,
  DESTINATIONS,
  ngorongoroGuide,
  serengetiGuide,
} from './destination-guides.ts';
import {
  CARD_TEXT_FIELDS,
  DESTINATION_CARD_TEXTS,
  type PartialCardTexts,
  type PartialGuideTexts,
  summaryInLanguage,
} from './destination-texts.ts';
import { DESTINATION_SUMMARIES, kilimanjaroSummary } from './destinations.ts';
import { GUIDE_TEXT_FIELDS, guideInLanguage } from './guide-in-language.ts';
import type { TranslatedLanguage } from './types.ts';

// Issue 41: the destination guides and their cards in every language (decision 232).

const TRANSLATED = LANGUAGES.filter(
  (language): language is TranslatedLanguage => language !== DEFAULT_LANGUAGE,
);
/** A guide's fields that are not words: they stay the English guide's in every language. */
const NOT_TEXT = ['id', 'path', 'icon', 'image', 'callsToAction'];
/** Inside a list item: numbers, the route's days and difficulty (the site's words) and pictures. */
const ITEM_NOT_TEXT = ['image', 'minDays', 'maxDays', 'daysText', 'difficulty'];

/** Each text of `english` with its path ('intro.1', 'routes.2.name'), in the same shape as `texts`. */
function textPaths(value: unknown, path: string, skip: readonly string[] = ITEM_NOT_TEXT): string[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, `${path}.${index}`));
  return Object.entries(value as object)
    .filter(([key]) => !skip.includes(key))
    .flatMap(([key, item]) => textPaths(item, path ? `${path}.${key}` : key));
}

function at(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((item, key) => (item as Record<string, unknown> | undefined)?.[key], value);
}

describe('the destinations in German and French', () => {
  it('lists every text field of every English guide, so none is left untranslated unnoticed', () => {
    for (const guide of DESTINATIONS) {
      const fields = Object.keys(guide).filter((field) => !NOT_TEXT.includes(field));
      expect([...fields].sort()).toEqual(
        [...CARD_TEXT_FIELDS, ...GUIDE_TEXT_FIELDS].filter((field) => field in guide).sort(),
      );
    }
  });

  for (const language of TRANSLATED) {
    it(`has every card and guide text in ${language}, in the English guide's shape`, async () => {
      const { default: cards } = await DESTINATION_CARD_TEXTS[language]();
      const { default: guides } = await DESTINATION_GUIDE_TEXTS[language]();
      for (const english of DESTINATIONS) {
        const texts = { ...cards[english.id], ...guides[english.id] };
        const expected = textPaths(english, '', [...NOT_TEXT, ...ITEM_NOT_TEXT]);
        // The same texts at the same places: every list as long, every item with the same texts.
        expect(textPaths(texts, '').sort(), `${language} ${english.id}`).toEqual([...expected].sort());
        for (const path of expected) {
          const text = at(texts, path);
          expect(
            typeof text === 'string' && text.trim().length > 0,
            `${language} ${english.id} ${path}`,
          ).toBe(true);
          // Sentences are translated, not copied (names such as 'Stone Town' may stay).
          if ((at(english, path) as string).split(' ').length > 4)
            expect(text, `${language} ${english.id} ${path}`).not.toBe(at(english, path));
        }
        const guide = guideInLanguage(english, cards, guides);
        expect(guide.inEnglish, `${language} ${english.id}`).toEqual([]);
      }
    });
  }

  it('writes the guides’ figures as each language writes numbers', async () => {
    const words = async (language: TranslatedLanguage) =>
      JSON.stringify([
        (await DESTINATION_CARD_TEXTS[language]()).default,
        (await DESTINATION_GUIDE_TEXTS[language]()).default,
      ]);
    const german = await words('de');
    const french = await words('fr');
    for (const figure of ['14.750', '5.895', '25.000']) expect(german).toContain(figure);
    for (const figure of ['14\u202f750', '5\u202f895', '25\u202f000']) expect(french).toContain(figure);
    for (const english of ['14,750', '5,895', '25,000']) {
      expect(german).not.toContain(english);
      expect(french).not.toContain(english);
    }
  });
});

describe('a language lacking some texts', () => {
  const partialGuide: PartialGuideTexts = {
    serengeti: {
      heroTitle: 'Parco nazionale del Serengeti',
      intro: ['Primo paragrafo.', 'Secondo paragrafo.'],
    },
    ngorongoro: {
      wildlife: [
        { name: 'Rinoceronte nero', description: 'Uno.' },
        { name: 'Leoni', description: 'Due.' },
        { name: 'Elefanti', description: 'Tre.' },
        { name: 'Ippopotami', description: 'Quattro.' },
      ],
    },
  };
  const partialCards: PartialCardTexts = { kilimanjaro: { name: 'Kilimangiaro' } };

  it('shows the guide’s other texts in English and names them', () => {
    const guide = guideInLanguage(serengetiGuide, partialCards, partialGuide);
    expect(guide.heroTitle).toBe('Parco nazionale del Serengeti');
    expect(guide.intro).toEqual(['Primo paragrafo.', 'Secondo paragrafo.']);
    expect(guide.highlights).toEqual(serengetiGuide.highlights);
    expect(guide.inEnglish).toEqual([
      'name',
      'description',
      'cardHighlights',
      'heroSubtitle',
      'highlights',
      'bestTimeToVisit',
    ]);
  });

  it('keeps a list item’s picture and figures under its translated words', () => {
    const crater = ngorongoroGuide;
    const guide = guideInLanguage(crater, undefined, partialGuide);
    if (guide.id !== 'ngorongoro') throw new Error('not the Ngorongoro guide');
    expect(guide.wildlife[0]).toEqual({
      ...crater.wildlife[0],
      name: 'Rinoceronte nero',
      description: 'Uno.',
    });
    expect(guide.inEnglish).not.toContain('wildlife');
    expect(guide.inEnglish).toContain('intro');
  });

  it('shows a guide the language lacks entirely in English, every text named', () => {
    const guide = guideInLanguage(serengetiGuide, undefined, undefined);
    expect(guide).toMatchObject(serengetiGuide);
    expect(guide.inEnglish).toHaveLength(3 + 5);
  });

  it('shows a card’s untranslated texts in English and names them', () => {
    const card = summaryInLanguage(kilimanjaroSummary, partialCards);
    expect(card).toMatchObject({ ...kilimanjaroSummary, name: 'Kilimangiaro' });
    expect(card.inEnglish).toEqual(['description', 'cardHighlights']);
    const untouched = summaryInLanguage(DESTINATION_SUMMARIES[0] ?? kilimanjaroSummary, partialCards);
    expect(untouched.inEnglish).toEqual([...CARD_TEXT_FIELDS]);
  });
});
