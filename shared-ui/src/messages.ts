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

/** A promise React can read at once once settled (React honours `status` and `value`). */
type Settling<T> = Promise<T> & { status?: string; value?: T };

/**
 * `promise`, marked fulfilled with its value as it settles, so `use()` reads it without
 * suspending again. Callers keep one promise per thing they load and pass `use()` that same
 * promise on every render: React matches a component's `use()` calls by their order, so a call
 * made only while a promise is pending would hand a later call the earlier call's value.
 */
export function settling<T>(promise: Promise<T>): Settling<T> {
  const marked: Settling<T> = promise;
  marked.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    () => {},
  );
  return marked;
}

/** Per area and language: its texts, fetched once. */
const fetched = new Map<MessageArea, Map<Language, Promise<Catalogue>>>();
/** 'de:navHome' for each text a fetched language lacks (English stands in); the prerender refuses them. */
export const untranslatedTexts = new Set<string>();

function texts(area: MessageArea, language: Language): Promise<Catalogue> {
  const byLanguage = fetched.get(area) ?? new Map<Language, Promise<Catalogue>>();
  fetched.set(area, byLanguage);
  const known = byLanguage.get(language);
  if (known) return known;
  const pending = settling(
    (area.load[language]?.() ?? Promise.resolve({ default: {} as Catalogue })).then(
      ({ default: translated }) => {
        // Only the prerender keeps count (its bundle is built with SSR set; the pages' is not).
        if (import.meta.env.SSR)
          for (const key in area.source)
            if (translated[key] === undefined) untranslatedTexts.add(`${language}:${key}`);
        return { ...area.source, ...translated };
      },
      (error: unknown) => {
        // A failed download is tried again by the next render that asks.
        byLanguage.delete(language);
        throw error;
      },
    ),
  );
  byLanguage.set(language, pending);
  return pending;
}

/** Fetches an area's texts for `language` ahead of the page that shows them. */
export function preloadMessages(area: MessageArea, language: Language): Promise<unknown> {
  return language === DEFAULT_LANGUAGE ? Promise.resolve() : texts(area, language);
}

const translators = new WeakMap<Catalogue, Translate<Catalogue>>();

/** The texts of `area` in the page's language. `Texts` is its English catalogue's type. */
export function useMessages<Texts>(area: MessageArea): Translate<Texts> {
  const language = useLanguage();
  // Another language: `use()` on every render, with the area's one promise (see `settling`).
  const catalogue = language === DEFAULT_LANGUAGE ? area.source : use(texts(area, language));
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
