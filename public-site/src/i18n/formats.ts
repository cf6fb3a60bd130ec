// Numbers, dollar amounts and days in the page's language (issue 41). Amounts are whole US
// dollars everywhere (docs/product.md §13); only how they are written changes: '$2,970',
// '2.970 $', '2 970 $US'. A day is Arusha's calendar day ('2026-07-04'): it is written as that
// day whatever the visitor's time zone. English keeps the site's own formats, shared with the
// admin and the mails; another language's come with its first page (formats-intl.ts).
import { formatCalendarDate, formatUsd } from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE, type Language } from '@safari/shared-domain/i18n';
import { settling, useLanguage } from '@safari/shared-ui';
import { use } from 'react';

export interface Formats {
  /** Whole dollars: '$2,970' in English. */
  usd(amount: number): string;
  /** An Arusha calendar day: 'Jul 04, 2026', '04. Juli 2026', '04 juil. 2026'. */
  day(date: string): string;
}

const english: Formats = { usd: formatUsd, day: formatCalendarDate };
/** The other languages' formats, fetched with the first page that is not in English. */
function intlFormats(): Promise<(language: Language) => Formats> {
  intl ??= settling(import('./formats-intl.ts').then((module) => module.formatsFor));
  return intl;
}
let intl: Promise<(language: Language) => Formats> | undefined;

/** Fetches a language's formats ahead of the first render that needs them (tests, prefetching). */
export function preloadFormats(language: Language): Promise<unknown> {
  return language === DEFAULT_LANGUAGE ? Promise.resolve() : intlFormats();
}

export function useFormats(): Formats {
  const language: Language = useLanguage();
  if (language === DEFAULT_LANGUAGE) return english;
  return use(intlFormats())(language);
}
