import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import type {
  ItineraryDay,
  TourCalendar,
  TourDetails,
  TourFact,
  TourSeason,
  TourSummary,
  TourTexts,
  TourTranslated,
  TranslatedLanguage,
} from './types.ts';

// A tour's texts in a page's language (issue 41): the translated text where staff wrote one, the
// English text everywhere else, and which texts those are, so a German page can say that what it
// shows is English (and mark it `lang="en"`) instead of hiding an untranslated tour. The pages
// get their catalogue already in their language (published-summary.ts, adopt-catalogue.ts), so
// this runs where the catalogue is adopted, not in every component.

/** The texts of a tour that may be translated, in the order the tour page shows them. */
export const TOUR_TEXT_FIELDS = [
  'title',
  'summary',
  'highlights',
  'facts',
  'overview',
  'itinerary',
  'included',
  'excluded',
  'cancellationNote',
  'seasons',
] as const;
export type TourTextField = (typeof TOUR_TEXT_FIELDS)[number];

/** What `tourInLanguage` reads: a summary (cards) or a whole tour (the tour page). */
export type TranslatableTour = Pick<TourSummary, 'title' | 'summary' | 'highlights'> &
  Partial<
    Pick<TourDetails, 'facts' | 'overview' | 'itinerary' | 'included' | 'excluded' | 'cancellationNote'>
  > &
  Pick<TourCalendar, 'seasons'> &
  TourTranslated;

/** The part of a day or a fact a key names ('highlights' with the tag's index: a day's tag). */
export type TextPart =
  | 'title'
  | 'description'
  | 'destination'
  | 'accommodation'
  | 'highlights'
  | 'label'
  | 'value'
  | 'name';

/**
 * A tour in a page's language. `inEnglish` names each text shown in English on a page of another
 * language: 'title', 'overview.1' (the second paragraph), 'itinerary.2.description',
 * 'itinerary.2.highlights.0' (the third day's first tag), 'facts.0.label', 'excluded.3',
 * 'cancellationNote', 'seasons.1.name'. Absent on an English page (English is no fallback there). A fact's label or
 * value named here may still be worded in the page's language by the tour page's recognised
 * phrases ('Group Size', 'Up to 5 people'), which then takes its key away (decision 239).
 */
export interface InLanguage {
  readonly inEnglish?: readonly string[];
}

/** The key `inEnglish` names a text by. */
export function textKey(field: TourTextField, index?: number, part?: TextPart, item?: number): string {
  return [field, index, part, item].filter((piece) => piece !== undefined).join('.');
}

/** Whether a tour in a page's language shows that text in English. */
export function shownInEnglish(
  tour: InLanguage,
  field: TourTextField,
  index?: number,
  part?: TextPart,
  item?: number,
): boolean {
  return tour.inEnglish?.includes(textKey(field, index, part, item)) ?? false;
}

/** Whether any text of `fields` is shown in English ('overview' covers 'overview.1'). */
export function anyInEnglish(tour: InLanguage, fields: readonly TourTextField[] = TOUR_TEXT_FIELDS): boolean {
  return (tour.inEnglish ?? []).some((key) => fields.includes(key.split('.')[0] as TourTextField));
}

/** A translation written: a text that is not blank. */
function written(text: string | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/**
 * The tour's texts in `language`, English where no translation is written, without its
 * `translations` (the page needs only its own language) and with `inEnglish`. Pure.
 */
export function tourInLanguage<T extends TranslatableTour>(
  tour: T,
  language: Language,
): Omit<T, 'translations'> & InLanguage {
  const { translations, ...rest } = tour;
  if (language === DEFAULT_LANGUAGE) return rest;
  const texts: TourTexts = translations?.[language as TranslatedLanguage] ?? {};

  const inEnglish: string[] = [];
  const pick = (english: string, translated: string | undefined, key: string): string => {
    if (written(translated)) return translated.trim();
    inEnglish.push(key);
    return english;
  };
  const list = (field: 'highlights' | 'overview' | 'included' | 'excluded', english: readonly string[]) =>
    english.map((item, index) => pick(item, texts[field]?.[index], textKey(field, index)));

  const translated: { -readonly [K in keyof TranslatableTour]?: TranslatableTour[K] } = {
    title: pick(tour.title, texts.title, 'title'),
    summary: pick(tour.summary, texts.summary, 'summary'),
    highlights: list('highlights', tour.highlights),
  };
  if (tour.facts) {
    translated.facts = tour.facts.map(
      (fact, index): TourFact => ({
        label: pick(fact.label, texts.facts?.[index]?.label, textKey('facts', index, 'label')),
        value: pick(fact.value, texts.facts?.[index]?.value, textKey('facts', index, 'value')),
      }),
    );
  }
  if (tour.overview) translated.overview = list('overview', tour.overview);
  if (tour.itinerary) {
    translated.itinerary = tour.itinerary.map(
      (day, index): ItineraryDay => ({
        ...day,
        title: pick(day.title, texts.itinerary?.[index]?.title, textKey('itinerary', index, 'title')),
        description: pick(
          day.description,
          texts.itinerary?.[index]?.description,
          textKey('itinerary', index, 'description'),
        ),
        destination: pick(
          day.destination,
          texts.itinerary?.[index]?.destination,
          textKey('itinerary', index, 'destination'),
        ),
        accommodation:
          day.accommodation === null
            ? null
            : pick(
                day.accommodation,
                texts.itinerary?.[index]?.accommodation,
                textKey('itinerary', index, 'accommodation'),
              ),
        highlights: day.highlights.map((tag, at) =>
          pick(
            tag,
            texts.itinerary?.[index]?.highlights?.[at],
            textKey('itinerary', index, 'highlights', at),
          ),
        ),
      }),
    );
  }
  if (tour.included) translated.included = list('included', tour.included);
  if (tour.excluded) translated.excluded = list('excluded', tour.excluded);
  if (tour.cancellationNote !== undefined) {
    translated.cancellationNote = pick(tour.cancellationNote, texts.cancellationNote, 'cancellationNote');
  }
  if (tour.seasons) {
    translated.seasons = tour.seasons.map(
      (season, index): TourSeason => ({
        ...season,
        name: pick(season.name, texts.seasons?.[index]?.name, textKey('seasons', index, 'name')),
      }),
    );
  }
  return { ...rest, ...translated, inEnglish };
}
