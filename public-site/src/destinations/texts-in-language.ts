import {
  DESTINATION_CARD_TEXTS,
  DESTINATION_GUIDE_TEXTS,
  type TranslatedLanguage,
} from '@safari/shared-domain/catalogue';
import { type MessageArea, preloadMessages } from '@safari/shared-ui';

// The destinations' texts in another language (decision 232), fetched the way a message
// catalogue is: once per language, by that language's pages, as one settled promise that `use()`
// is handed on every render (decision 229); a failed fetch is tried again. The catalogues' loader
// does all that already, so the texts go through it as an area without English.

type Loaders<T> = Readonly<Record<TranslatedLanguage, () => Promise<{ readonly default: T }>>>;

function languageData<T>(loaders: Loaders<T>): (language: TranslatedLanguage) => Promise<T> {
  const area = { source: {}, load: loaders } as unknown as MessageArea;
  return (language) => preloadMessages(area, language) as Promise<T>;
}

/** What the cards say in `language`. */
export const cardTextsIn = languageData(DESTINATION_CARD_TEXTS);
/** The guides' long texts in `language`. */
export const guideTextsIn = languageData(DESTINATION_GUIDE_TEXTS);
