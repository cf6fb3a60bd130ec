import {
  CARD_TEXT_FIELDS,
  type GuideInLanguage,
  type GuideTextField,
  type PartialCardTexts,
  type PartialGuideTexts,
} from './destination-texts.ts';
import type { Destination } from './destinations.ts';

// A guide in another language (decision 232): its English texts replaced by the language's,
// field by field; a field the language lacks stays English and is named in `inEnglish`.

/** What a guide page says besides its card's texts, in the order the page shows them. */
export const GUIDE_TEXT_FIELDS = [
  'heroTitle',
  'heroSubtitle',
  'intro',
  'highlights',
  'bestTimeToVisit',
  'wildlife',
  'routes',
  'reasonsToClimb',
  'attractions',
] as const satisfies readonly GuideTextField[];

type Texts = Readonly<Record<string, unknown>>;

/** A guide in a language, from that language's card and guide texts (absent: English). */
export function guideInLanguage(
  guide: Destination,
  cardTexts: PartialCardTexts | undefined,
  guideTexts: PartialGuideTexts | undefined,
): GuideInLanguage {
  const texts: Texts = { ...cardTexts?.[guide.id], ...guideTexts?.[guide.id] };
  const result = { ...guide } as Record<string, unknown>;
  const inEnglish: GuideInLanguage['inEnglish'][number][] = [];
  for (const field of [...CARD_TEXT_FIELDS, ...GUIDE_TEXT_FIELDS]) {
    if (!(field in guide)) continue;
    const text = texts[field];
    if (text === undefined) {
      inEnglish.push(field);
      continue;
    }
    const english = result[field];
    // A list item's texts over the English item: a card keeps its picture, a route its days.
    result[field] = Array.isArray(text)
      ? text.map((item: unknown, index) =>
          typeof item === 'object' ? { ...(english as readonly object[])[index], ...item } : item,
        )
      : text;
  }
  return { ...(result as unknown as Destination), inEnglish };
}
