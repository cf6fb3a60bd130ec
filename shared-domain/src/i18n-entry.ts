// `@safari/shared-domain/i18n`: the site's languages and their addresses (issue 41). Pure, so
// each app bundles only what it uses.
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_LOCALES,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  languageOfPath,
  localisedPath,
  preferredLanguage,
} from './i18n/languages.ts';
