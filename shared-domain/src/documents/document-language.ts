import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages.ts';
import type { DocumentLanguage } from './document-words.ts';
import { type DocumentTexts, documentLanguageFromTexts } from './words/document-texts.ts';
import { ENGLISH_DOCUMENTS } from './words/en.ts';

// A language's document words, fetched the first time a document is made in it: English comes
// with the document code, any other language is its translation file `words/<language>.json`,
// a chunk of its own (decisions 233, 238). A language added to LANGUAGES needs only that file
// (document-texts.test.ts fails until it is there and complete).

/** The words and formats of documents made in `language`. */
export async function documentLanguage(language: Language): Promise<DocumentLanguage> {
  if (language === DEFAULT_LANGUAGE) return ENGLISH_DOCUMENTS;
  const texts: DocumentTexts = (await import(`./words/${language}.json`)).default;
  return documentLanguageFromTexts(language, texts);
}

export { ENGLISH_DOCUMENTS };
