import { LANGUAGE_LOCALES, type Language } from '@safari/shared-domain/i18n';
import type { Formats } from './formats.ts';

const made = new Map<Language, Formats>();

/** The formats of a language other than English, from its locale (LANGUAGE_LOCALES). */
export function formatsFor(language: Language): Formats {
  let formats = made.get(language);
  if (!formats) {
    const locale = LANGUAGE_LOCALES[language];
    const dollars = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const days = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats = {
      usd: (amount) => dollars.format(amount),
      day: (date) => {
        const [year, month, day] = date.split('-').map(Number) as [number, number, number];
        return days.format(Date.UTC(year, month - 1, day));
      },
    };
    made.set(language, formats);
  }
  return formats;
}
