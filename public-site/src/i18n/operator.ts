// The operator's settings as a page in another language shows them (issue 41). The operator may
// word a text in each language in /config.json (`settings.translations.de.tagline`); a text left
// at the site's default reads in the site's own translation of it (messages/*/operator.json);
// a text the operator changed but did not translate stays as they wrote it. English pages load
// none of this.
import { defaultSiteSettings, getSiteSettings, type SiteSettings } from '@safari/shared-domain';
import { DEFAULT_LANGUAGE, type Language } from '@safari/shared-domain/i18n';
import { settling, useLanguage } from '@safari/shared-ui';
import { use } from 'react';

type Texts = Readonly<Record<string, unknown>>;
const loading = new Map<Language, Promise<Texts>>();

/** The site's translation of the default settings texts in `language`, fetched once. */
function defaultsIn(language: Language): Promise<Texts> {
  let texts = loading.get(language);
  if (!texts) {
    texts = settling(
      import('virtual:messages/operator').then(
        async ({ default: area }) => (await area.load[language]?.())?.default ?? {},
      ),
    );
    loading.set(language, texts);
  }
  return texts;
}

/** `settings` with its texts in `language`, given the site's translations of the defaults. */
export function settingsIn(settings: SiteSettings, language: Language, defaults: Texts): SiteSettings {
  const own = settings.translations?.[language] ?? {};
  const worded: Record<string, unknown> = { ...settings };
  // The texts that can be translated are the keys of messages/en/operator.json (TRANSLATED_SETTINGS),
  // and the default figures' labels (stat0, stat1…).
  for (const key in defaults) {
    if (/^stat\d/.test(key)) continue;
    const translation =
      own[key] ?? (worded[key] === defaultSiteSettings[key as 'tagline'] ? defaults[key] : 0);
    if (typeof translation === 'string') worded[key] = translation;
  }
  worded.stats = settings.stats.map((stat, index) => {
    const label = defaults[`stat${index}`];
    return stat.label === defaultSiteSettings.stats[index]?.label && typeof label === 'string'
      ? { ...stat, label }
      : stat;
  });
  return worded as unknown as SiteSettings;
}

/** The operator settings, their texts in the page's language. */
export function useSiteSettings(): SiteSettings {
  const language = useLanguage();
  const settings = getSiteSettings();
  return language === DEFAULT_LANGUAGE ? settings : settingsIn(settings, language, use(defaultsIn(language)));
}
