// The tour page's fixed words in the page's language (issue 41): badges and meals (closed lists
// of the catalogue's schema), and the facts box, whose labels and values staff type but which
// say the same few things on every tour ('Duration' '8 Days', 'Group Size' 'Up to 5 people').
// A fact it recognises is written in the page's language; any other stays as staff wrote it
// (catalogue content). An English page gets every word exactly as the catalogue has it.

import type { Meal, TourBadge, TourFact } from '@safari/shared-domain/catalogue';
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

/** A fact's value in the page's language, or as it is when it says something else. */
function factValue(value: string, { t, usd, number }: FactWording): string {
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
  return value;
}

/** A fact as the page shows it: in English exactly as typed, else worded in the page's language. */
export function factIn(fact: TourFact, english: boolean, wording: FactWording): TourFact {
  if (english) return fact;
  const label = FACT_LABELS[fact.label.trim()];
  return { label: label ? wording.t(label) : fact.label, value: factValue(fact.value, wording) };
}

export const badgeText = (t: T, badge: TourBadge): string => t(`badge_${badge}`);

export const mealText = (t: T, meal: Meal): string => t(`meal_${meal}`);
