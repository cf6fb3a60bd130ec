import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages.ts';
import { ifList, ifText, objectErrors } from './tour-fields.ts';
import { TOUR_LIMITS } from './tour-limits.ts';
import type { TranslatedLanguage } from './types.ts';

// A tour's translated texts as data (issue 41): `translations.de`, `translations.fr`, each with
// the texts a traveller reads (title, summary, highlights, facts' labels and values, overview,
// itinerary days with their destination, accommodation and highlight tags, included and excluded items, the cancellation note, season names)
// and nothing else. Every text is optional and may be blank (not
// translated yet: the page shows the English one); a translated text has the English field's
// limit. The database checks the same in `private.tour_translation_problems` (migrations
// 20261129200000, 20261129500000 for the facts, 20261129600000 for the rest of decision 240).

/** The languages a tour may be translated into, in the site's order. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter(
  (language): language is TranslatedLanguage => language !== DEFAULT_LANGUAGE,
);

/** Each translated language's name as the admin (English) says it. */
export const TRANSLATED_LANGUAGE_NAMES: Readonly<Record<TranslatedLanguage, string>> = {
  de: 'German',
  fr: 'French',
};

/** A translated text: may be blank (not translated yet), at most `max` characters. */
function translatedText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters`, ...ifText })
    .optional();
}

function translatedTexts(label: string, itemLabel: string, maxItems: number, maxLength: number) {
  return z
    .array(
      z
        .string({ error: `${itemLabel} must be text` })
        .trim()
        .max(maxLength, { message: `${itemLabel} must be at most ${maxLength} characters`, ...ifText }),
      { error: `${label} must be a list` },
    )
    .max(maxItems, { message: `${label} may have at most ${maxItems} items`, ...ifList })
    .optional();
}

/** A list of translated items of a few texts each (itinerary days, facts); item i translates i. */
function translatedParts(
  label: string,
  parts: Record<string, ReturnType<typeof translatedText> | ReturnType<typeof translatedTexts>>,
  notAnObject: string,
  maxItems: number,
) {
  return z
    .array(z.strictObject(parts, { error: objectErrors(notAnObject) }), { error: `${label} must be a list` })
    .max(maxItems, { message: `${label} may have at most ${maxItems} items`, ...ifList })
    .optional();
}

function tourTexts(language: string) {
  return z.strictObject(
    {
      title: translatedText(`${language} title`, TOUR_LIMITS.title),
      summary: translatedText(`${language} summary`, TOUR_LIMITS.summary),
      highlights: translatedTexts(
        `${language} highlights`,
        `${language} text`,
        TOUR_LIMITS.highlights,
        TOUR_LIMITS.line,
      ),
      facts: translatedParts(
        `${language} facts`,
        {
          label: translatedText(`${language} label`, TOUR_LIMITS.factLabel),
          value: translatedText(`${language} value`, TOUR_LIMITS.factValue),
        },
        `A ${language} fact has a label and a value`,
        TOUR_LIMITS.facts,
      ),
      overview: translatedTexts(
        `${language} overview`,
        `${language} text`,
        TOUR_LIMITS.overview,
        TOUR_LIMITS.paragraph,
      ),
      itinerary: translatedParts(
        `${language} itinerary`,
        {
          title: translatedText(`${language} title`, TOUR_LIMITS.title),
          description: translatedText(`${language} description`, TOUR_LIMITS.paragraph),
          destination: translatedText(`${language} destination`, TOUR_LIMITS.title),
          accommodation: translatedText(`${language} accommodation`, TOUR_LIMITS.title),
          highlights: translatedTexts(
            `${language} highlights`,
            `${language} text`,
            TOUR_LIMITS.highlights,
            TOUR_LIMITS.line,
          ),
        },
        `A ${language} day has a title and a description`,
        TOUR_LIMITS.days,
      ),
      included: translatedTexts(
        `${language} included`,
        `${language} text`,
        TOUR_LIMITS.listItems,
        TOUR_LIMITS.line,
      ),
      excluded: translatedTexts(
        `${language} excluded`,
        `${language} text`,
        TOUR_LIMITS.listItems,
        TOUR_LIMITS.line,
      ),
      cancellationNote: translatedText(`${language} cancellation note`, TOUR_LIMITS.cancellationNote),
      seasons: translatedParts(
        `${language} seasons`,
        { name: translatedText(`${language} name`, TOUR_LIMITS.seasonName) },
        `A ${language} season has a name`,
        TOUR_LIMITS.seasons,
      ),
    },
    { error: objectErrors(`${language} texts must be an object`) },
  );
}

/** `tourSchema`'s `translations` field: one object of texts per translated language. */
export const tourTranslationsField = z
  .strictObject(
    {
      de: tourTexts(TRANSLATED_LANGUAGE_NAMES.de).optional(),
      fr: tourTexts(TRANSLATED_LANGUAGE_NAMES.fr).optional(),
    } satisfies Record<TranslatedLanguage, unknown>,
    { error: objectErrors('Translations must be an object') },
  )
  .optional();
