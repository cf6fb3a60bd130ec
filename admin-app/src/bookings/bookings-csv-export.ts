import { bookingsCsv, bookingsCsvFileName } from '@safari/shared-domain/catalogue';
import Papa from 'papaparse';
import type { Booking } from './bookings-service.ts';

/** The file's text: decision 026's columns, built by shared-domain, written by papaparse. */
export function bookingsCsvText(bookings: readonly Booking[]): string {
  return Papa.unparse(bookingsCsv(bookings), { newline: '\r\n' });
}

/** Hands the CSV to the browser as a download named bookings_YYYY-MM-DD.csv. */
export function downloadBookingsCsv(bookings: readonly Booking[]): string {
  const fileName = bookingsCsvFileName();
  // A byte-order mark so spreadsheet programs read the names as UTF-8.
  const blob = new Blob(['\uFEFF', bookingsCsvText(bookings)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
