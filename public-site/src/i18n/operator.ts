// The operator's settings as a page in another language shows them (issue 41). The operator may
// word a text in each language in /config.json (`settings.translations.de.tagline`); a text left
// at the site's default reads in the site's own translation of it (messages/*/operator.json);
// a text the operator changed but did not translate stays as they wrote it; so do the payment
// instructions (`settings.translations.de.paymentInstructions.bankTransfer`), which have no
// default. English pages load none of this: the wording (settings-in.ts) comes with the texts.
import { getSiteSettings, type SiteSettings } from '@safari/shared-domain';
import { DEFAULT_LANGUAGE, type Language } from '@safari/shared-domain/i18n';
import { preloadMessages, settling, useLanguage } from '@safari/shared-ui';
import { use } from 'react';

type Wording = (settings: SiteSettings) => SiteSettings;
const loading = new Map<Language, Promise<Wording>>();

/** How settings read in `language`: the site's translation of the defaults and the rules, fetched once. */
function wordingIn(language: Language): Promise<Wording> {
  let wording = loading.get(language);
  if (!wording) {
    wording = settling(
      Promise.all([
        // The catalogues' own loader: one fetch per language, tried again after a failure.
        import('virtual:messages/operator').then(({ default: area }) => preloadMessages(area, language)),
        import('./settings-in.ts'),
      ]).then(
        ([defaults, { settingsIn }]): Wording =>
          (settings) =>
            settingsIn(settings, language, defaults as Readonly<Record<string, unknown>>),
      ),
    );
    loading.set(language, wording);
  }
  return wording;
}

/** Fetches how settings read in `language` ahead of the first render that needs it (tests). */
export function preloadSiteSettings(language: Language): Promise<unknown> {
  return language === DEFAULT_LANGUAGE ? Promise.resolve() : wordingIn(language);
}

/** The operator settings, their texts in the page's language. */
export function useSiteSettings(): SiteSettings {
  const language = useLanguage();
  const settings = getSiteSettings();
  return language === DEFAULT_LANGUAGE ? settings : use(wordingIn(language))(settings);
}
