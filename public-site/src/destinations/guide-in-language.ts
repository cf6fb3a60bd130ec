import {
  DESTINATIONS,
  type GuideInLanguage,
  guideInLanguage,
  type TranslatedLanguage,
} from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE } from '@safari/shared-domain/i18n';
import { useLanguage } from '@safari/shared-ui';
import { use } from 'react';
import { cardTextsIn, guideTextsIn } from './texts-in-language.ts';

/** The guide `id` in the page's language, naming the texts it still shows in English. */
export function useDestinationGuide(id: string): GuideInLanguage | undefined {
  const language = useLanguage();
  const guide = DESTINATIONS.find((destination) => destination.id === id);
  if (language === DEFAULT_LANGUAGE) return guide && { ...guide, inEnglish: [] };
  // Both fetched at once; `use()` on each, every render.
  const cards = cardTextsIn(language as TranslatedLanguage);
  const guides = guideTextsIn(language as TranslatedLanguage);
  const [cardTexts, guideTexts] = [use(cards), use(guides)];
  return guide && guideInLanguage(guide, cardTexts, guideTexts);
}
