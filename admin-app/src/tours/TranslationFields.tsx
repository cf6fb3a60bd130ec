import { TOUR_TEXT_FIELDS, type Tour, type TranslatedLanguage } from '@safari/shared-domain/catalogue';
import {
  TOUR_LIMITS,
  TRANSLATED_LANGUAGE_NAMES,
  TRANSLATED_LANGUAGES,
} from '@safari/shared-domain/catalogue-admin';
import { Collapse, Tabs, Typography } from 'antd';
import { memo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { TourInput } from './catalogue-api.ts';
import { itemErrorMessage } from './form-errors.ts';
import { useField } from './TourFields.tsx';
import { TranslatedItems } from './TranslatedItems.tsx';
import { TranslationBox } from './TranslationPair.tsx';
import { missingTranslations, type TranslatedEnglish, withText } from './translation-texts.ts';

// Issue 41: a tour's German and French texts, each beside the English one it translates, marked
// "Missing translation" while empty. Saved with the draft and published with it; a text left empty
// shows in English on that language's page, which says so.

/**
 * The tour's translations, one tab per language, in a section closed until staff open it: its
 * header says how many texts each language still misses, and the boxes are drawn only once open.
 */
export function TranslationsCard() {
  const { control } = useFormContext<TourInput>();
  const tour = useWatch({ control }) as unknown as Partial<Tour>;
  const english = englishTexts(tour);
  const missing = (language: TranslatedLanguage) =>
    missingTranslations(english, tour.translations?.[language]);
  const counted = (language: TranslatedLanguage) =>
    `${TRANSLATED_LANGUAGE_NAMES[language]}${missing(language) > 0 ? ` (${missing(language)} missing)` : ''}`;
  return (
    <div data-testid="translations">
      <Collapse
        items={[
          {
            key: 'translations',
            label: (
              <span>
                <strong>Translations</strong>{' '}
                <Typography.Text type="secondary">
                  {TRANSLATED_LANGUAGES.map(counted).join(' · ')}
                </Typography.Text>
              </span>
            ),
            children: (
              <>
                <Typography.Paragraph type="secondary">
                  Each text in German and French beside the English one: a day's destination, accommodation
                  and highlight tags with its day, the season names and the cancellation note last. A text
                  left empty shows in English on that language's pages, which say so. Prices, dates and
                  pictures are the tour's own. A fact left empty is still worded in each language when the
                  site knows it ("Duration", "Up to 5 people").
                </Typography.Paragraph>
                <Tabs
                  items={TRANSLATED_LANGUAGES.map((language) => ({
                    key: language,
                    label: counted(language),
                    children: <LanguageTexts language={language} />,
                  }))}
                />
              </>
            ),
          },
        ]}
      />
    </div>
  );
}

type EnglishTexts = TranslatedEnglish & Partial<Pick<Tour, 'title' | 'summary' | 'cancellationNote'>>;

function englishTexts(tour: Partial<Tour>): EnglishTexts {
  return {
    title: tour.title,
    summary: tour.summary,
    highlights: tour.highlights ?? [],
    facts: tour.facts ?? [],
    overview: tour.overview ?? [],
    itinerary: tour.itinerary ?? [],
    included: tour.included ?? [],
    excluded: tour.excluded ?? [],
    seasons: tour.seasons ?? [],
    cancellationNote: tour.cancellationNote,
  };
}

/**
 * A language's boxes. It watches only the English texts, so a keystroke in a box draws that box's
 * field again (its own controller) and the header's count, not every box of the tab.
 */
const LanguageTexts = memo(function LanguageTexts({ language }: { readonly language: TranslatedLanguage }) {
  const { control } = useFormContext<TourInput>();
  // The texts with a box, each its own field (TOUR_TEXT_FIELDS: the texts a tour translates).
  const watched = useWatch({ control, name: TOUR_TEXT_FIELDS }) as unknown[];
  const english = englishTexts(
    Object.fromEntries(TOUR_TEXT_FIELDS.map((field, index) => [field, watched[index]])) as Partial<Tour>,
  );
  const name = TRANSLATED_LANGUAGE_NAMES[language];
  const base = `translations.${language}`;
  return (
    <div>
      <TranslatedText
        name={`${base}.title`}
        label={`${name} title`}
        english={english.title}
        limit={TOUR_LIMITS.title}
      />
      <TranslatedText
        name={`${base}.summary`}
        label={`${name} summary`}
        english={english.summary}
        limit={TOUR_LIMITS.summary}
        rows={2}
      />
      <TranslatedList
        name={`${base}.overview`}
        label={`${name} paragraph`}
        english={english.overview}
        limit={TOUR_LIMITS.paragraph}
        rows={3}
      />
      <TranslatedList
        name={`${base}.highlights`}
        label={`${name} highlight`}
        english={english.highlights}
        limit={TOUR_LIMITS.line}
      />
      <TranslatedItems
        name={`${base}.facts`}
        english={english.facts}
        parts={[
          {
            part: 'label',
            label: (index) => `Fact ${index + 1} ${name} label`,
            limit: TOUR_LIMITS.factLabel,
          },
          {
            part: 'value',
            label: (index) => `Fact ${index + 1} ${name} value`,
            limit: TOUR_LIMITS.factValue,
          },
        ]}
      />
      <TranslatedItems
        name={`${base}.itinerary`}
        english={english.itinerary}
        parts={[
          { part: 'title', label: (index) => `Day ${index + 1} ${name} title`, limit: TOUR_LIMITS.title },
          {
            part: 'description',
            label: (index) => `Day ${index + 1} ${name} description`,
            limit: TOUR_LIMITS.paragraph,
            rows: 3,
          },
          {
            part: 'destination',
            label: (index) => `Day ${index + 1} ${name} destination`,
            limit: TOUR_LIMITS.title,
          },
          {
            part: 'accommodation',
            label: (index) => `Day ${index + 1} ${name} accommodation`,
            limit: TOUR_LIMITS.title,
          },
        ]}
        lists={[
          {
            part: 'highlights',
            label: (index, at) => `Day ${index + 1} ${name} highlight ${at + 1}`,
            limit: TOUR_LIMITS.line,
          },
        ]}
      />
      <TranslatedList
        name={`${base}.included`}
        label={`${name} included item`}
        english={english.included}
        limit={TOUR_LIMITS.line}
      />
      <TranslatedList
        name={`${base}.excluded`}
        label={`${name} excluded item`}
        english={english.excluded}
        limit={TOUR_LIMITS.line}
      />
      <TranslatedItems
        name={`${base}.seasons`}
        english={english.seasons ?? []}
        parts={[
          {
            part: 'name',
            label: (index) => `Season ${index + 1} ${name} name`,
            limit: TOUR_LIMITS.seasonName,
          },
        ]}
      />
      <TranslatedText
        name={`${base}.cancellationNote`}
        label={`${name} cancellation note`}
        english={english.cancellationNote}
        limit={TOUR_LIMITS.cancellationNote}
        rows={2}
      />
    </div>
  );
});

function TranslatedText({
  name,
  label,
  english,
  limit,
  rows,
}: {
  readonly name: string;
  readonly label: string;
  readonly english: string | undefined;
  readonly limit: number;
  readonly rows?: number;
}) {
  const { field, fieldState } = useField(name);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <TranslationBox
      name={name}
      label={label}
      english={english}
      value={value}
      error={fieldState.error?.message}
      limit={limit}
      rows={rows}
      onChange={field.onChange}
    />
  );
}

/** A translated list: one box per English item, each translating the item beside it. */
function TranslatedList({
  name,
  label,
  english,
  limit,
  rows,
}: {
  readonly name: string;
  readonly label: string;
  readonly english: readonly string[];
  readonly limit: number;
  readonly rows?: number;
}) {
  const { field, fieldState } = useField(name);
  const items = Array.isArray(field.value) ? (field.value as unknown[]) : [];
  return (
    <>
      {english.map((text, index) => {
        const value = items[index];
        return (
          <TranslationBox
            key={index}
            name={`${name}.${index}`}
            label={`${label} ${index + 1}`}
            english={text}
            value={typeof value === 'string' ? value : ''}
            error={itemErrorMessage(fieldState.error, index)}
            limit={limit}
            rows={rows}
            onChange={(next) => field.onChange(withText(items, index, next))}
          />
        );
      })}
    </>
  );
}
