// The languages the public site speaks (issue 41). The list is configuration: adding Italian is
// 'it' here, its message catalogues in public-site/messages/it/ (and the other apps' messages/,
// shared-domain's document words and guides), its mail texts in supabase/mail-texts/it.json with
// the generated migration (decision 238) and the operator's texts; no page, route or test names a
// language itself. English is the source language and stays at
// today's addresses; every other language lives under its own prefix (/de/tours).

export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The source language: its pages have no prefix, and its text stands in for a missing translation. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language as its own speakers name it, for the language switch. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
};

/**
 * The locale numbers, amounts and dates are formatted with. English keeps en-US, the format the
 * site has always shown dollars in ('$2,970'); German and French use their own ('2.970 $',
 * '2 970 $US').
 */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A page's language and its address without the language prefix ('/de/tours' → de, '/tours'). */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/s.exec(pathname);
  const prefix = match?.[1];
  if (prefix && prefix !== DEFAULT_LANGUAGE && isLanguage(prefix))
    return { language: prefix, path: match[2] || '/' };
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** The address of page `path` (an English address, '/tours') in `language` ('/de/tours'). */
export function localisedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !path.startsWith('/')) return path;
  if (path === '/') return `/${language}`;
  // '/?q=…' and '/#…' keep their query or fragment after the prefix, without a slash before it.
  return /^\/[?#]/.test(path) ? `/${language}${path.slice(1)}` : `/${language}${path}`;
}

/**
 * The language a browser asks for first among ours (`navigator.languages`: 'de-AT' → de), or null
 * when it asks for none of them.
 */
export function preferredLanguage(requested: readonly string[]): Language | null {
  for (const tag of requested) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}
