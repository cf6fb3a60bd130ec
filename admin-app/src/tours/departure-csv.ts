import { neutraliseSpreadsheetFormula } from '@safari/shared-domain/catalogue';
import Papa from 'papaparse';
import { downloadCsvFile } from '../ui/download-csv.ts';
import type { TourDeparture } from './catalogue-api.ts';
import type { DepartureTraveller } from './departures-service.ts';

/** The header row of a departure's travellers list (issue 27), in this order. */
export const DEPARTURE_CSV_COLUMNS = [
  'Reference',
  'Name',
  'Email',
  'Phone',
  'Adults',
  'Youths',
  'Status',
] as const;

/**
 * One row per booking of the departure, as papaparse writes it; text from travellers cannot run
 * as a spreadsheet formula.
 */
export function departureCsvText(travellers: readonly DepartureTraveller[]): string {
  const data = travellers.map((booking) =>
    [
      booking.reference,
      booking.customer_name,
      booking.customer_email,
      booking.customer_phone,
      String(booking.adults),
      String(booking.youths),
      booking.status,
    ].map(neutraliseSpreadsheetFormula),
  );
  return Papa.unparse({ fields: [...DEPARTURE_CSV_COLUMNS], data }, { newline: '\r\n' });
}

/** 'travellers_<slug>_<departure id>.csv': the tour and the departure it lists. */
export function departureCsvFileName(slug: string, departure: Pick<TourDeparture, 'id'>): string {
  return `travellers_${slug}_${departure.id}.csv`;
}

/** Hands the list to the browser as a download; returns the file's name. */
export function downloadDepartureCsv(
  slug: string,
  departure: Pick<TourDeparture, 'id'>,
  travellers: readonly DepartureTraveller[],
): string {
  const fileName = departureCsvFileName(slug, departure);
  downloadCsvFile(fileName, departureCsvText(travellers));
  return fileName;
}
