// The tour page's fixed words in the page's language (issue 41): badges and meals (closed lists
// of the catalogue's schema), and the facts box, whose labels and values staff type but which
// say the same few things on every tour ('Duration' '8 Days', 'Group Size' 'Up to 5 people').
// A fact staff translated shows their words (tourInLanguage put them in place); a label or value
// they left untranslated is written in the page's language when it is a recognised phrase, and
// stays as staff wrote it (English, marked so) otherwise (decision 239). An English page gets
// every word exactly as the catalogue has it.

import {
  type InLanguage,
  type Meal,
  shownInEnglish,
  type TourBadge,
  type TourFact,
  textKey,
} from '@safari/shared-domain/catalogue';
import type { Translate } from '@safari/shared-ui';
import type tour from '../../messages/en/tour.json';

type T = Translate<typeof tour>;

const FACT_LABELS: Readonly<Record<string, keyof typeof tour>> = {
  Duration: 'fact_Duration',
  'Tour Type': 'fact_TourType',
  Comfort: 'fact_Comfort',
  'Group Size': 'fact_GroupSize',
  'Start / End': 'fact_StartEnd',
  Language: 'fact_Language',
  Difficulty: 'fact_Difficulty',
  'Spa Credit': 'fact_SpaCredit',
  'Kilimanjaro Altitude': 'fact_KilimanjaroAltitude',
};

const FACT_WORDS: Readonly<Record<string, keyof typeof tour>> = {
  Private: 'word_Private',
  English: 'word_English',
  Luxury: 'word_Luxury',
  'Mid-range': 'word_MidRange',
  Budget: 'word_Budget',
  Easy: 'word_Easy',
  Moderate: 'word_Moderate',
  Challenging: 'word_Challenging',
  Safari: 'word_Safari',
};

const count = (text: string) => Number(text.replaceAll(',', ''));

/** What a tour's page needs to word its facts: the texts, and dollars and numbers in its language. */
export interface FactWording {
  readonly t: T;
  readonly usd: (amount: number) => string;
  readonly number: (value: number) => string;
}

/** A recognised fact value in the page's language; undefined when it says something else. */
function factValue(value: string, { t, usd, number }: FactWording): string | undefined {
  const trimmed = value.trim();
  const word = FACT_WORDS[trimmed];
  if (word) return t(word);
  let match = /^(\d+) Days? \/ (\d+) Nights?$/i.exec(trimmed);
  if (match) return t('factDaysNights', { days: count(match[1] ?? ''), nights: count(match[2] ?? '') });
  match = /^(\d+) Days?$/i.exec(trimmed);
  if (match) return t('factDays', { count: count(match[1] ?? '') });
  match = /^Private, up to (\d+) people$/i.exec(trimmed);
  if (match) return t('factPrivateUpTo', { count: count(match[1] ?? '') });
  match = /^Up to (\d+) people$/i.exec(trimmed);
  if (match) return t('factUpTo', { count: count(match[1] ?? '') });
  match = /^Max(?:imum)? (\d+) people$/i.exec(trimmed);
  if (match) return t('factMax', { count: count(match[1] ?? '') });
  match = /^\$(\d[\d,]*)$/.exec(trimmed);
  if (match) return usd(count(match[1] ?? ''));
  match = /^(\d[\d,]*) ?m$/.exec(trimmed);
  if (match) return t('factMetres', { height: number(count(match[1] ?? '')) });
  return undefined;
}

/** A recognised fact label in the page's language; undefined when it is another. */
function factLabel(label: string, { t }: FactWording): string | undefined {
  const key = FACT_LABELS[label.trim()];
  return key ? t(key) : undefined;
}

/**
 * The facts box of a tour in the page's language, and the tour's `inEnglish` without the facts'
 * parts a recognised phrase worded: only a label or value neither translated nor recognised is
 * English on the page. A translated part is never reworded. A tour without `inEnglish` on another
 * language's page (none is put into its language that way) has every part worded as before.
 */
export function factsIn(
  tour: { readonly facts: readonly TourFact[] } & InLanguage,
  english: boolean,
  wording: FactWording,
): { readonly facts: readonly TourFact[] } & InLanguage {
  if (english) return tour;
  const worded = new Set<string>();
  const untranslated = (index: number, part: 'label' | 'value') =>
    tour.inEnglish === undefined || shownInEnglish(tour, 'facts', index, part);
  const part = (index: number, which: 'label' | 'value', text: string) => {
    if (!untranslated(index, which)) return text;
    const phrase = which === 'label' ? factLabel(text, wording) : factValue(text, wording);
    if (phrase === undefined) return text;
    worded.add(textKey('facts', index, which));
    return phrase;
  };
  const facts = tour.facts.map((fact, index) => ({
    label: part(index, 'label', fact.label),
    value: part(index, 'value', fact.value),
  }));
  return tour.inEnglish === undefined
    ? { facts }
    : { facts, inEnglish: tour.inEnglish.filter((key) => !worded.has(key)) };
}

export const badgeText = (t: T, badge: TourBadge): string => t(`badge_${badge}`);

export const mealText = (t: T, meal: Meal): string => t(`meal_${meal}`);
