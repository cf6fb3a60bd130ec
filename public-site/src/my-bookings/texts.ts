// /my-bookings in the visitor's language (issue 41).

import myBookingsTexts from 'virtual:messages/my-bookings';
import { useMessages } from '@safari/shared-ui';
import type myBookings from '../../messages/en/my-bookings.json';

type MyBookingsKey = Extract<keyof typeof myBookings, string>;

export function useMyBookingsTexts() {
  const t = useMessages<typeof myBookings>(myBookingsTexts);
  /** A database code's label (`state_overdue`), or `fallback` for a code the area does not know. */
  const label = (key: string, fallback: string) =>
    key in myBookingsTexts.source ? t(key as MyBookingsKey) : fallback;
  return { t, label };
}
