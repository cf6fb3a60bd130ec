import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { DEPARTURE_CSV_COLUMNS, departureCsvFileName, departureCsvText } from './departure-csv.ts';
import type { DepartureTraveller } from './departures-service.ts';

const booking: DepartureTraveller = {
  reference: 'TZ-7K3M9Q',
  customer_name: 'Amina "Mimi" Mushi',
  customer_email: 'amina@example.com',
  customer_phone: '+255 712 345 678',
  adults: 2,
  youths: 1,
  status: 'pending',
};

describe('departureCsvText', () => {
  it('has a header row and one row per booking, in the order staff asked for', () => {
    const parsed = Papa.parse<string[]>(
      departureCsvText([booking, { ...booking, reference: 'TZ-AAAAAA', status: 'confirmed' as const }]),
      {
        skipEmptyLines: true,
      },
    );
    expect(parsed.data).toEqual([
      [...DEPARTURE_CSV_COLUMNS],
      ['TZ-7K3M9Q', 'Amina "Mimi" Mushi', 'amina@example.com', '+255 712 345 678', '2', '1', 'pending'],
      ['TZ-AAAAAA', 'Amina "Mimi" Mushi', 'amina@example.com', '+255 712 345 678', '2', '1', 'confirmed'],
    ]);
    expect(DEPARTURE_CSV_COLUMNS).toEqual([
      'Reference',
      'Name',
      'Email',
      'Phone',
      'Adults',
      'Youths',
      'Status',
    ]);
  });

  it('keeps a name that looks like a formula from running in a spreadsheet', () => {
    const [, row] = Papa.parse<string[]>(
      departureCsvText([{ ...booking, customer_name: '=HYPERLINK("x")' }]),
    ).data;
    expect(row?.[1]).toBe('\'=HYPERLINK("x")');
  });

  it('is only the header for a departure without bookings', () => {
    expect(departureCsvText([]).trim()).toBe(DEPARTURE_CSV_COLUMNS.join(','));
  });
});

describe('departureCsvFileName', () => {
  it('names the tour and the departure', () => {
    expect(departureCsvFileName('kili-climb', { id: '2027-07-04' })).toBe(
      'travellers_kili-climb_2027-07-04.csv',
    );
  });
});
