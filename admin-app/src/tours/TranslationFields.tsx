import type { ItineraryDayTexts, Tour, TranslatedLanguage } from '@safari/shared-domain/catalogue';
import {
  TOUR_LIMITS,
  TRANSLATED_LANGUAGE_NAMES,
  TRANSLATED_LANGUAGES,
} from '@safari/shared-domain/catalogue-admin';
import { Collapse, Input, Tabs, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { TourInput } from './catalogue-api.ts';
import { fieldId, itemErrorMessage, overLimitMessage } from './form-errors.ts';
import { useField } from './TourFields.tsx';
import { missingTranslations } from './translation-texts.ts';

// Issue 41: a tour's German and French texts, each beside the English one it translates, marked
// "Missing translation" while empty. Saved with the draft and published with it; a text left empty
// shows in English on that language's page, which says so.

type DayPart = keyof ItineraryDayTexts;

/**
 * The tour's translations, one tab per language, in a section closed until staff open it: its
 * header says how many texts each language still misses, and the boxes are drawn only once open.
 */
export function TranslationsCard() {
  const { control } = useFormContext<TourInput>();
  const tour = useWatch({ control }) as unknown as Partial<Tour>;
  const english = {
    highlights: tour.highlights ?? [],
    overview: tour.overview ?? [],
    itinerary: tour.itinerary ?? [],
    included: tour.included ?? [],
  };
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
                  Each text in German and French beside the English one. A text left empty shows in English on
                  that language's pages, which say so. Prices, dates and pictures are the tour's own.
                </Typography.Paragraph>
                <Tabs
                  items={TRANSLATED_LANGUAGES.map((language) => ({
                    key: language,
                    label: counted(language),
                    children: <LanguageTexts language={language} tour={tour} english={english} />,
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

function MissingTag({ text }: { readonly text: unknown }) {
  return typeof text === 'string' && text.trim() !== '' ? null : (
    <Tag color="warning">Missing translation</Tag>
  );
}

/** One text: the English on the left (above, on a phone), the translation's box beside it. */
function Pair({
  id,
  label,
  english,
  translated,
  error,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly english: string | undefined;
  readonly translated: unknown;
  readonly error: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <div className="mb-4 grid gap-x-4 gap-y-1 border-0 border-b border-solid border-gray-100 pb-3 md:grid-cols-2">
      <div>
        <Typography.Text type="secondary">English</Typography.Text>
        <Typography.Paragraph className="!mb-0 whitespace-pre-line rounded bg-gray-50 p-2" lang="en">
          {english || '—'}
        </Typography.Paragraph>
      </div>
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>{' '}
        <MissingTag text={translated} />
        <div className="mt-1">{children}</div>
        {error ? (
          <Typography.Text type="danger" role="alert" className="block">
            {error}
          </Typography.Text>
        ) : null}
      </div>
    </div>
  );
}

function LanguageTexts({
  language,
  tour,
  english,
}: {
  readonly language: TranslatedLanguage;
  readonly tour: Partial<Tour>;
  readonly english: Pick<Tour, 'highlights' | 'overview' | 'itinerary' | 'included'>;
}) {
  const name = TRANSLATED_LANGUAGE_NAMES[language];
  const base = `translations.${language}`;
  return (
    <div>
      <TranslatedText
        name={`${base}.title`}
        label={`${name} title`}
        english={tour.title}
        limit={TOUR_LIMITS.title}
      />
      <TranslatedText
        name={`${base}.summary`}
        label={`${name} summary`}
        english={tour.summary}
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
      <TranslatedDays name={`${base}.itinerary`} language={name} english={english.itinerary} />
      <TranslatedList
        name={`${base}.included`}
        label={`${name} included item`}
        english={english.included}
        limit={TOUR_LIMITS.line}
      />
    </div>
  );
}

function TextBox({
  id,
  label,
  value,
  rows,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly rows?: number;
  readonly onChange: (value: string) => void;
}) {
  // The box holds German or French ('tour-translations-de-title'); the admin around it is English.
  const lang = id.split('-')[2];
  return rows ? (
    <Input.TextArea
      id={id}
      lang={lang}
      aria-label={label}
      rows={rows}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  ) : (
    <Input
      id={id}
      lang={lang}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

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
    <Pair
      id={fieldId(name)}
      label={label}
      english={english}
      translated={value}
      error={fieldState.error?.message ?? overLimitMessage(value, limit)}
    >
      <TextBox id={fieldId(name)} label={label} value={value} rows={rows} onChange={field.onChange} />
    </Pair>
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
  // Every item up to the one typed in is a text ('' where not translated): no hole in the list.
  const update = (index: number, value: string) =>
    field.onChange(
      Array.from({ length: Math.max(items.length, index + 1) }, (_, at) =>
        at === index ? value : typeof items[at] === 'string' ? items[at] : '',
      ),
    );
  return (
    <>
      {english.map((text, index) => {
        const value = typeof items[index] === 'string' ? (items[index] as string) : '';
        const itemLabel = `${label} ${index + 1}`;
        return (
          <Pair
            key={index}
            id={fieldId(`${name}.${index}`)}
            label={itemLabel}
            english={text}
            translated={value}
            error={itemErrorMessage(fieldState.error, index) ?? overLimitMessage(value, limit)}
          >
            <TextBox
              id={fieldId(`${name}.${index}`)}
              label={itemLabel}
              value={value}
              rows={rows}
              onChange={(next) => update(index, next)}
            />
          </Pair>
        );
      })}
    </>
  );
}

/** Each day's title and description. */
function TranslatedDays({
  name,
  language,
  english,
}: {
  readonly name: string;
  readonly language: string;
  readonly english: Tour['itinerary'];
}) {
  const { field, fieldState } = useField(name);
  const days = Array.isArray(field.value) ? (field.value as (ItineraryDayTexts | undefined)[]) : [];
  const update = (index: number, part: DayPart, value: string) =>
    field.onChange(
      Array.from({ length: Math.max(days.length, index + 1) }, (_, at) =>
        at === index ? { ...days[at], [part]: value } : (days[at] ?? {}),
      ),
    );
  const dayError = (index: number, part: DayPart) => {
    const error = (fieldState.error as unknown as Record<number, Record<string, { message?: string }>>)?.[
      index
    ]?.[part];
    return error?.message;
  };
  return (
    <>
      {english.map((day, index) =>
        (['title', 'description'] as const).map((part) => {
          const value = days[index]?.[part] ?? '';
          const label = `Day ${index + 1} ${language} ${part}`;
          const limit = part === 'title' ? TOUR_LIMITS.title : TOUR_LIMITS.paragraph;
          return (
            <Pair
              key={`${index}-${part}`}
              id={fieldId(`${name}.${index}.${part}`)}
              label={label}
              english={day?.[part]}
              translated={value}
              error={dayError(index, part) ?? overLimitMessage(value, limit)}
            >
              <TextBox
                id={fieldId(`${name}.${index}.${part}`)}
                label={label}
                value={value}
                rows={part === 'description' ? 3 : undefined}
                onChange={(next) => update(index, part, next)}
              />
            </Pair>
          );
        }),
      )}
    </>
  );
}
