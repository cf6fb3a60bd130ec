import { bookingsCsv, bookingsCsvFileName } from '@safari/shared-domain/catalogue';
import Papa from 'papaparse';
import { downloadCsvFile } from '../ui/download-csv.ts';
import type { Booking } from './bookings-service.ts';

/** The file's text: decision 026's columns, built by shared-domain, written by papaparse. */
export function bookingsCsvText(bookings: readonly Booking[]): string {
  return Papa.unparse(bookingsCsv(bookings), { newline: '\r\n' });
}

/** Hands the CSV to the browser as a download named bookings_YYYY-MM-DD.csv. */
export function downloadBookingsCsv(bookings: readonly Booking[]): string {
  const fileName = bookingsCsvFileName();
  downloadCsvFile(fileName, bookingsCsvText(bookings));
  return fileName;
}
