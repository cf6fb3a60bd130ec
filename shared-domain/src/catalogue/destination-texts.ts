import type {
  kilimanjaroGuide,
  ngorongoroGuide,
  serengetiGuide,
  zanzibarGuide,
} from './destination-guides.ts';
import type { Destination, DestinationId, DestinationSummary } from './destinations.ts';
import type { TranslatedLanguage } from './types.ts';

// The destinations' texts in another language (issue 41, decision 232). A language's texts are
// data in two files beside the English ones, `destinations.<language>.ts` (what a card says) and
// `destination-guides.<language>.ts` (the guides' long texts), each loaded only by that language's
// pages. Their types are the English texts' shape: a list as long as the English one, an item
// with the same texts. Pictures, paths, days and difficulty stay the English guide's own.

/** Fields inside a guide's lists that are not texts. */
type NotText = 'image' | 'minDays' | 'maxDays' | 'daysText' | 'difficulty';

/** The texts of an English value, in its shape: each text a string, each list as long. */
type TextsOf<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [K in keyof T]: TextsOf<T[K]> }
    : { readonly [K in keyof T as K extends NotText ? never : K]: TextsOf<T[K]> };

/** What a card says (home page, destinations index). */
export const CARD_TEXT_FIELDS = ['name', 'description', 'cardHighlights'] as const;
export type CardTextField = (typeof CARD_TEXT_FIELDS)[number];

/** What a guide page says besides its card's texts (listed in ./guide-in-language.ts). */
export type GuideTextField =
  | 'heroTitle'
  | 'heroSubtitle'
  | 'intro'
  | 'highlights'
  | 'bestTimeToVisit'
  | 'wildlife'
  | 'routes'
  | 'reasonsToClimb'
  | 'attractions';

interface EnglishGuides {
  readonly serengeti: typeof serengetiGuide;
  readonly ngorongoro: typeof ngorongoroGuide;
  readonly kilimanjaro: typeof kilimanjaroGuide;
  readonly zanzibar: typeof zanzibarGuide;
}

export type CardTexts = TextsOf<Pick<DestinationSummary, CardTextField>>;
export type GuideTexts<Id extends DestinationId> = TextsOf<
  Pick<EnglishGuides[Id], Extract<keyof EnglishGuides[Id], GuideTextField>>
>;

/** A language's card texts, every destination and every text (German and French have them all). */
export type DestinationCardTexts = { readonly [Id in DestinationId]: CardTexts };
/** A language's guide texts, every guide and every text. */
export type DestinationGuideTexts = { readonly [Id in DestinationId]: GuideTexts<Id> };

/** What a language being translated may have: some destinations, some of their texts. */
export type PartialCardTexts = { readonly [Id in DestinationId]?: Partial<CardTexts> };
export type PartialGuideTexts = { readonly [Id in DestinationId]?: Partial<GuideTexts<Id>> };

/** A destination in a page's language, naming the texts it still shows in English. */
type InEnglish<T, Field extends string> = T & { readonly inEnglish: readonly Field[] };
export type SummaryInLanguage = InEnglish<DestinationSummary, CardTextField>;
export type GuideInLanguage = InEnglish<Destination, CardTextField | GuideTextField>;

/** A destination's card in a language, from that language's card texts (absent: English). */
export function summaryInLanguage(
  summary: DestinationSummary,
  texts: PartialCardTexts | undefined,
): SummaryInLanguage {
  const translated = texts?.[summary.id];
  return {
    ...summary,
    ...(translated as Partial<DestinationSummary> | undefined),
    inEnglish: CARD_TEXT_FIELDS.filter((field) => translated?.[field] === undefined),
  };
}

/**
 * What the cards say in each other language, fetched by that language's pages only. A language
 * added to languages.ts does not compile here until its file is written.
 */
export const DESTINATION_CARD_TEXTS: Readonly<
  Record<TranslatedLanguage, () => Promise<{ readonly default: PartialCardTexts }>>
> = {
  de: () => import('./destinations.de.ts'),
  fr: () => import('./destinations.fr.ts'),
};
