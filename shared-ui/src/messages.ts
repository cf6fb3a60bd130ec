/// <reference path="./virtual-messages.d.ts" />
// The pages' texts in the visitor's language (issue 41, decision 229). A page asks for an area's
// texts with `useMessages(area)`; English is in the area's module, another language's texts are
// fetched once, the first time a page in that language shows the area (React waits for them, as
// for a page's code: the prerender renders the page in full, hydration keeps its HTML meanwhile).
import { DEFAULT_LANGUAGE, type Language } from '@safari/shared-domain/i18n';
import { use } from 'react';
import { useLanguage } from './language.ts';

/** A compiled text: as it reads, or a function of its arguments (plurals, numbers). */
export type Message = string | ((values: Record<string, unknown>) => string);
type Catalogue = Readonly<Record<string, Message>>;

/** What `import area from 'virtual:messages/<area>'` is. */
export interface MessageArea {
  /** The English texts, every key of the area. */
  readonly source: Catalogue;
  /** The other languages' texts, fetched when first needed. */
  readonly load: Partial<Record<Language, () => Promise<{ default: Catalogue }>>>;
}

/** An area's text by key, with its arguments: `t('seatsLeft', { count: 3 })`. */
export type Translate<Texts> = (
  key: Extract<keyof Texts, string>,
  values?: Record<string, unknown>,
) => string;

/** Per area and language: the texts being fetched, then the texts. */
const fetched = new Map<MessageArea, Map<Language, Promise<Catalogue> | Catalogue>>();
/** 'de:navHome' for each text a fetched language lacks (English stands in); the prerender refuses them. */
export const untranslatedTexts = new Set<string>();

function texts(area: MessageArea, language: Language): Promise<Catalogue> | Catalogue {
  const byLanguage = fetched.get(area) ?? new Map<Language, Promise<Catalogue> | Catalogue>();
  fetched.set(area, byLanguage);
  const known = byLanguage.get(language);
  if (known) return known;
  const pending = (area.load[language]?.() ?? Promise.resolve({ default: {} as Catalogue })).then(
    ({ default: translated }) => {
      const merged: Record<string, Message> = { ...area.source };
      for (const key in area.source) {
        if (translated[key] === undefined) untranslatedTexts.add(`${language}:${key}`);
        else merged[key] = translated[key];
      }
      byLanguage.set(language, merged);
      return merged;
    },
    (error: unknown) => {
      // A failed download is tried again by the next render that asks.
      byLanguage.delete(language);
      throw error;
    },
  );
  byLanguage.set(language, pending);
  return pending;
}

/** Fetches an area's texts for `language` ahead of the page that shows them. */
export function preloadMessages(area: MessageArea, language: Language): Promise<unknown> {
  return language === DEFAULT_LANGUAGE ? Promise.resolve() : Promise.resolve(texts(area, language));
}

const translators = new WeakMap<Catalogue, Translate<Catalogue>>();

/** The texts of `area` in the page's language. `Texts` is its English catalogue's type. */
export function useMessages<Texts>(area: MessageArea): Translate<Texts> {
  const language = useLanguage();
  const found = language === DEFAULT_LANGUAGE ? area.source : texts(area, language);
  const catalogue = found instanceof Promise ? use(found) : found;
  let translate = translators.get(catalogue);
  if (!translate) {
    translate = (key, values) => {
      const text = catalogue[key] ?? key;
      return typeof text === 'string' ? text : text(values ?? {});
    };
    translators.set(catalogue, translate);
  }
  return translate as Translate<Texts>;
}
