import type { Language } from '../i18n/languages.ts';
import type { DocumentLanguage } from './document-words.ts';
import { ENGLISH_DOCUMENTS } from './words/en.ts';

// A language's document words, fetched the first time a document is made in it: English comes
// with the document code, German and French are chunks of their own (decision 233). A language
// added to LANGUAGES fails to compile here until its words are written.

const OTHER_LANGUAGES: Readonly<Record<Exclude<Language, 'en'>, () => Promise<DocumentLanguage>>> = {
  de: () => import('./words/de.ts').then((module) => module.GERMAN_DOCUMENTS),
  fr: () => import('./words/fr.ts').then((module) => module.FRENCH_DOCUMENTS),
};

/** The words and formats of documents made in `language`. */
export function documentLanguage(language: Language): Promise<DocumentLanguage> {
  return language === 'en' ? Promise.resolve(ENGLISH_DOCUMENTS) : OTHER_LANGUAGES[language]();
}

export { ENGLISH_DOCUMENTS };
