import { DEFAULT_LANGUAGE, type Language, localisedPath } from '@safari/shared-domain/i18n';
import { createContext, useContext } from 'react';

/** The language of the page being shown: its address says it (/de/…), App provides it. */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** Makes a site address ('/tours') the address of that page in the page's language ('/de/tours'). */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localisedPath(path, language);
}
