// The words of the share pictures in each language (issue 41, decision 234): the seo area's
// texts, the language's formats of dollars, the operator's tagline as that language's pages
// show it, and the guides' own titles in the language (decision 232). Used by the renderer bundle (the pages' heads and the list of pictures to draw) and
// by tests; the browser never loads it.
import operatorTexts from 'virtual:messages/operator';
import seoTexts from 'virtual:messages/seo';
import type { SiteSettings } from '@safari/shared-domain';
import {
  DESTINATION_CARD_TEXTS,
  DESTINATION_GUIDE_TEXTS,
  DESTINATIONS,
  type Destination,
  formatUsd,
  guideInLanguage,
  type TranslatedLanguage,
} from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@safari/shared-domain/i18n';
import { formatsFor } from '../i18n/formats-intl.ts';
import { settingsIn } from '../i18n/settings-in.ts';
import type { ShareWords } from './share-pictures.ts';

/** A text of the seo area in `language`, with its values. */
export type SeoText = (key: string, values?: Record<string, unknown>) => string;

export async function seoTextIn(language: Language): Promise<SeoText> {
  const translated =
    language === DEFAULT_LANGUAGE ? {} : ((await seoTexts.load[language]?.())?.default ?? {});
  const texts = { ...seoTexts.source, ...translated };
  return (key, values = {}) => {
    const message = texts[key];
    if (message === undefined) throw new Error(`no seo text ${key}`);
    return typeof message === 'function' ? message(values) : message;
  };
}

/** The guides in `language` (decision 232): their pictures and breadcrumbs use the page's words. */
export async function guidesIn(language: Language): Promise<readonly Destination[]> {
  if (language === DEFAULT_LANGUAGE) return DESTINATIONS;
  const [{ default: cards }, { default: guides }] = await Promise.all([
    DESTINATION_CARD_TEXTS[language as TranslatedLanguage](),
    DESTINATION_GUIDE_TEXTS[language as TranslatedLanguage](),
  ]);
  return DESTINATIONS.map((guide) => guideInLanguage(guide, cards, guides));
}

/** The share pictures' words in `language`, the operator's texts as `settings` word them. */
export async function shareWordsIn(language: Language, settings: SiteSettings): Promise<ShareWords> {
  const text = await seoTextIn(language);
  const guides = await guidesIn(language);
  const guide = (destination: Destination) =>
    guides.find((each) => each.id === destination.id) ?? destination;
  const usd = language === DEFAULT_LANGUAGE ? formatUsd : formatsFor(language).usd;
  const operator =
    language === DEFAULT_LANGUAGE ? {} : ((await operatorTexts.load[language]?.())?.default ?? {});
  const alt = (subject: string, photographed: boolean, values: Record<string, unknown>) =>
    text(`${subject}Alt${photographed ? 'Photo' : 'Scene'}`, values);
  return {
    language,
    tagline:
      language === DEFAULT_LANGUAGE ? settings.tagline : settingsIn(settings, language, operator).tagline,
    tourSubtitle: (days, adultPrice) => text('shareTourSubtitle', { days, price: usd(adultPrice) }),
    guideTitle: (destination) => guide(destination).heroTitle,
    guideSubtitle: (destination) => guide(destination).heroSubtitle,
    tourAlt: (title, brand, photographed) => alt('shareTour', photographed, { title, brand }),
    guideAlt: (title, brand, photographed) => alt('shareGuide', photographed, { title, brand }),
    siteAlt: (brand, photographed) => alt('shareSite', photographed, { brand }),
  };
}

/** Every language's share words, English's first (what `sharePictures` takes). */
export async function shareWordsOfEveryLanguage(
  settings: SiteSettings,
): Promise<[ShareWords, ...ShareWords[]]> {
  const [english, ...others] = await Promise.all(
    [DEFAULT_LANGUAGE, ...LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)].map((language) =>
      shareWordsIn(language, settings),
    ),
  );
  if (!english) throw new Error('no English share words');
  return [english, ...others];
}
