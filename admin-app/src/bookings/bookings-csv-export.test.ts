import { BOOKINGS_CSV_COLUMNS } from '@safari/shared-domain/catalogue';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { bookingsCsvText } from './bookings-csv-export.ts';
import type { Booking } from './bookings-service.ts';

const booking: Booking = {
  id: '5b1f0c2e-0000-4000-8000-000000000001',
  reference: 'TZ-7K3M9Q',
  request_key: null,
  departure_id: null,
  language: 'en',
  user_id: null,
  tour_name: 'Custom safari: Game Drive Safari in Serengeti, Ngorongoro',
  tour_slug: null,
  tour_date: '2026-08-01',
  end_date: '2026-08-06',
  adults: 2,
  youths: 1,
  number_of_guests: 3,
  amount: 4500,
  quoted_amount: null,
  quote_note: null,
  quoted_at: null,
  quoted_by: null,
  accepted_proposal_version_id: null,
  price: 4500,
  paid_amount: 0,
  balance: 4500,
  next_due_on: null,
  next_due_amount: null,
  customer_name: '=HYPERLINK("x")',
  customer_email: 'amina@example.com',
  customer_phone: '+255 712 345 678',
  special_requirements: 'Vegetarian, "no nuts"\nand a cot',
  status: 'pending',
  budget: 'mid-range',
  safari_type: 'private',
  tour_types: ['game-drive', 'cultural'],
  destinations: ['serengeti', 'ngorongoro'],
  created_at: '2026-07-01T08:00:00Z',
  updated_at: '2026-07-01T08:00:00Z',
};

describe('bookingsCsvText', () => {
  it('parses back to the header and one row per booking, with quotes and line breaks intact', () => {
    const parsed = Papa.parse<string[]>(bookingsCsvText([booking, { ...booking, customer_name: 'Jo' }]), {
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual([...BOOKINGS_CSV_COLUMNS]);
    expect(parsed.data).toHaveLength(3);
    expect(parsed.data[1]).toEqual([
      `'=HYPERLINK("x")`,
      'amina@example.com',
      '+255 712 345 678',
      'Game Drive Safari; Cultural Tour',
      'Serengeti National Park; Ngorongoro Crater',
      'Mid-Range',
      'Private Safari',
      '2026-08-01',
      '3',
      '4500.00',
      'pending',
      'Vegetarian, "no nuts"\nand a cot',
      'Custom safari: Game Drive Safari in Serengeti, Ngorongoro',
      'TZ-7K3M9Q',
      '0.00',
      '4500.00',
      '',
      '',
    ]);
    expect(parsed.data[2]?.[0]).toBe('Jo');
  });

  it('is just the header for an empty list', () => {
    expect(bookingsCsvText([])).toBe(`${BOOKINGS_CSV_COLUMNS.join(',')}\r\n`);
  });
});
