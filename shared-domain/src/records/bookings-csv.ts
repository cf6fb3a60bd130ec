import { type Clock, operatorToday, systemClock } from '../dates/calendar-date.ts';
import type { Tables } from '../supabase/database.types.ts';
import { bookingOptionLabels } from './booking-labels.ts';

/**
 * docs/product.md §11's columns in its order, then the tour and reference that tour bookings now
 * carry, then the money (decision 186): paid less refunds, the balance, and the next part due.
 */
export const BOOKINGS_CSV_COLUMNS = [
  'Customer Name',
  'Email',
  'Phone',
  'Tour Types',
  'Destinations',
  'Budget',
  'Safari Type',
  'Date',
  'Guests',
  'Amount',
  'Status',
  'Special Requirements',
  'Tour',
  'Reference',
  'Paid',
  'Balance',
  'Next Due Date',
  'Next Due Amount',
] as const;

export type BookingCsvSource = Pick<
  Tables<'bookings'>,
  | 'customer_name'
  | 'customer_email'
  | 'customer_phone'
  | 'tour_types'
  | 'destinations'
  | 'budget'
  | 'safari_type'
  | 'tour_date'
  | 'number_of_guests'
  | 'amount'
  | 'quoted_amount'
  | 'status'
  | 'special_requirements'
  | 'tour_name'
  | 'reference'
  | 'paid_amount'
  | 'balance'
  | 'next_due_on'
  | 'next_due_amount'
>;

/**
 * Spreadsheets run a cell that starts with =, +, - or @ as a formula, and a booking's text comes
 * from strangers. Such cells get a leading apostrophe, except phone numbers and plain numbers.
 */
export function neutraliseSpreadsheetFormula(cell: string): string {
  if (/^[=@\t\r]/.test(cell)) return `'${cell}`;
  if (/^[+-]/.test(cell) && !/^[+-]?[0-9 ().-]+$/.test(cell)) return `'${cell}`;
  return cell;
}

/** One booking's cells; the custom form's choices in the labels the traveller read, not ids. */
export function bookingCsvRow(booking: BookingCsvSource): string[] {
  const labels = bookingOptionLabels(booking);
  return [
    booking.customer_name,
    booking.customer_email,
    booking.customer_phone,
    labels.tourTypes.join('; '),
    labels.destinations.join('; '),
    labels.budget ?? '',
    labels.safariType ?? '',
    booking.tour_date,
    String(booking.number_of_guests),
    // The amount that counts: a custom request's quoted price once staff set it (decision 136).
    (booking.quoted_amount ?? booking.amount).toFixed(2),
    booking.status,
    booking.special_requirements ?? '',
    booking.tour_name,
    booking.reference,
    booking.paid_amount.toFixed(2),
    // The database's own subtraction (a generated column), never one made here.
    booking.balance === null ? '' : booking.balance.toFixed(2),
    booking.next_due_on ?? '',
    booking.next_due_amount === null ? '' : booking.next_due_amount.toFixed(2),
  ].map(neutraliseSpreadsheetFormula);
}

/** Ready for papaparse's `unparse({ fields, data })`. */
export function bookingsCsv(bookings: readonly BookingCsvSource[]): { fields: string[]; data: string[][] } {
  return { fields: [...BOOKINGS_CSV_COLUMNS], data: bookings.map(bookingCsvRow) };
}

/** 'bookings_2025-07-14.csv', dated by the office calendar in Arusha. */
export function bookingsCsvFileName(clock: Clock = systemClock): string {
  return `bookings_${operatorToday(clock)}.csv`;
}
