// Money with cents and days in the page's language (issue 41): /my-bookings' payments and the
// proposal page ('$2,970.00', '2.970,00 $', '2 970,00 $US'). Dollars and cents are formatted by
// the page's own area (`cents`: '{amount, number, currency}', in its language's locale); English
// reads as the site's own formatCents always has.
import { isCalendarDate } from '@safari/shared-domain/catalogue';
import { useFormats } from './formats.ts';

/** Dollars and cents, whole or not, and days, in the page's language. */
export function useMoneyAndDays(dollarsAndCents: (amount: number) => string) {
  const { usd, day } = useFormats();
  return {
    /** Whole cents as dollars with cents. */
    cents: (cents: number) => dollarsAndCents(cents / 100),
    /** A booking's amount: whole dollars, or dollars and cents. */
    amount: (amount: number) => (Number.isInteger(amount) ? usd(amount) : dollarsAndCents(amount)),
    /** An Arusha calendar day; anything else as it is. */
    day: (value: string) => (isCalendarDate(value) ? day(value) : value),
  };
}
