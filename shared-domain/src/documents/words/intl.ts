import { LANGUAGE_LOCALES, type Language } from '../../i18n/languages.ts';
import type { DocumentLanguage, DocumentWords } from '../document-words.ts';

// Amounts and days of a language other than English, as its pages write them (the page's
// `{amount, number, currency}` and public-site/src/i18n/formats-intl.ts): '2.970,00 $',
// '2 970,00 $US'; '02. Apr. 2027', '02 avr. 2027' (the day at UTC, so it stays Arusha's day).

export function intlDocumentLanguage(language: Language, words: DocumentWords): DocumentLanguage {
  const locale = LANGUAGE_LOCALES[language];
  const dollars = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  const days = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    language,
    words,
    // Cents are whole: dividing by 100 gives the amount Intl rounds back to the same two decimals.
    money: (cents) => dollars.format(cents / 100),
    day: (date) => {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      return days.format(Date.UTC(year, month - 1, day));
    },
  };
}

/** 'A, B und C' with the first word capitalised; `none` for no items. */
export function listed(items: readonly string[], and: string, none: string): string {
  if (items.length === 0) return none;
  const text =
    items.length === 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
