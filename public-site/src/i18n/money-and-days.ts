// Money with cents and days in the page's language (issue 41): /my-bookings' payments and the
// proposal page. English keeps the site's own formats, shared with the admin and the mails.
import { formatAdminAmount, isCalendarDate } from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES } from '@safari/shared-domain/i18n';
import { formatCents } from '@safari/shared-domain/payments';
import { useLanguage } from '@safari/shared-ui';
import { useFormats } from './formats.ts';

/** Dollars and cents ('$2,970.00', '2.970,00 $'), whole or not, and days, in the page's language. */
export function useMoneyAndDays() {
  const language = useLanguage();
  const { usd, day } = useFormats();
  const english = language === DEFAULT_LANGUAGE;
  const withCents = english
    ? null
    : new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
      });
  return {
    /** Whole cents as dollars with cents. */
    cents: (cents: number) => (withCents ? withCents.format(cents / 100) : formatCents(cents)),
    /** A booking's amount: whole dollars, or dollars and cents. */
    amount: (amount: number) =>
      Number.isInteger(amount)
        ? usd(amount)
        : withCents
          ? withCents.format(amount)
          : formatAdminAmount(amount),
    /** An Arusha calendar day; anything else as it is. */
    day: (value: string) => (isCalendarDate(value) ? day(value) : value),
  };
}
