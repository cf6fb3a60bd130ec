// Numbers, dollar amounts and days in the page's language (issue 41). Amounts are whole US
// dollars everywhere (docs/product.md §13); only how they are written changes: '$2,970',
// '2.970 $', '2 970 $US'. A day is Arusha's calendar day ('2026-07-04'): it is written as that
// day whatever the visitor's time zone.
import { formatCalendarDate, formatUsd } from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type Language } from '@safari/shared-domain/i18n';
import { useLanguage } from '@safari/shared-ui';

export interface Formats {
  /** Whole dollars: '$2,970' in English. */
  usd(amount: number): string;
  /** An Arusha calendar day: 'Jul 04, 2026', '04. Juli 2026', '04 juil. 2026'. */
  day(date: string): string;
}

const english: Formats = { usd: formatUsd, day: formatCalendarDate };
const made = new Map<Language, Formats>([[DEFAULT_LANGUAGE, english]]);

/** The formats of `language` (English keeps the site's own, shared with the admin and the mails). */
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

export function useFormats(): Formats {
  return formatsFor(useLanguage());
}
