import { describe, expect, it } from 'vitest';
import { findTour } from '../catalogue/tour-details/index.ts';
import type { Tables } from '../supabase/database.types.ts';
import { contactFormSchema } from '../validation/contact-form.ts';
import { customSafariFormSchema } from '../validation/custom-safari-form.ts';
import { TOUR_NAME_MAX_LENGTH } from '../validation/limits.ts';
import { tourBookingFormSchema } from '../validation/tour-booking-form.ts';
import { customBookingInsert, customSafariTourName, tourBookingInsert } from './booking-rows.ts';
import {
  BOOKINGS_CSV_COLUMNS,
  bookingCsvRow,
  bookingsCsv,
  bookingsCsvFileName,
  neutraliseSpreadsheetFormula,
} from './bookings-csv.ts';
import { contactSubmissionInsert } from './contact-row.ts';

const clock = () => new Date('2025-07-14T07:00:00Z');

describe('custom safari booking row (docs/product.md §8)', () => {
  const form = customSafariFormSchema(clock).parse({
    fullName: 'Neema Mushi',
    email: 'neema@example.com',
    phone: '+255 754 123 456',
    startDate: '2025-08-01',
    endDate: '2025-08-08',
    adults: '9+',
    children: '6+',
    tourTypes: ['hiking', 'cultural'],
    destinations: ['kilimanjaro', 'manyara'],
    budget: 'luxury',
    safariType: 'private',
    message: 'Two vegetarians',
  });

  it('holds every column the custom form writes, including the end date', () => {
    expect(customBookingInsert(form, { userId: 'user-1' })).toEqual({
      user_id: 'user-1',
      tour_name: 'Custom safari: Mountain Hiking, Cultural Tour in Mount Kilimanjaro, Lake Manyara',
      tour_slug: null,
      tour_date: '2025-08-01',
      end_date: '2025-08-08',
      adults: 9,
      youths: 6,
      number_of_guests: 15,
      // hiking is the first type: 2000 × 15
      amount: 30000,
      customer_name: 'Neema Mushi',
      customer_email: 'neema@example.com',
      customer_phone: '+255 754 123 456',
      special_requirements: 'Two vegetarians',
      status: 'pending',
      tour_types: ['hiking', 'cultural'],
      destinations: ['kilimanjaro', 'manyara'],
      budget: 'luxury',
      safari_type: 'private',
    });
  });

  it('is anonymous without a user, with null special requirements when none, and no reference (the database makes it)', () => {
    const row = customBookingInsert({ ...form, message: undefined, children: undefined }, { userId: null });
    expect(row.user_id).toBeNull();
    expect(row.special_requirements).toBeNull();
    expect(row.youths).toBe(0);
    expect(row).not.toHaveProperty('reference');
  });

  it('fits the tour name within the column even with everything ticked', () => {
    const name = customSafariTourName(
      [
        'game-drive',
        'hiking',
        'cultural',
        'beach',
        'yoga',
        'photography',
        'family',
        'luxury',
        'wildlife',
        'walking',
        'balloon',
        'bird-watching',
      ],
      [
        'serengeti',
        'ngorongoro',
        'zanzibar',
        'kilimanjaro',
        'tarangire',
        'manyara',
        'selous',
        'ruaha',
        'mikumi',
        'arusha',
      ],
    );
    expect(name.length).toBeLessThanOrEqual(TOUR_NAME_MAX_LENGTH);
  });
});

describe('tour booking row (docs/product.md §8)', () => {
  const lions = findTour('living-among-lions');
  if (!lions) throw new Error('missing tour');
  const form = tourBookingFormSchema(lions, clock).parse({
    date: '2025-09-01',
    adults: 2,
    youths: 1,
    firstName: 'Juma',
    lastName: 'Kweka',
    email: 'juma@example.com',
    phone: '+255 754 123 456',
    message: '',
  });

  it('writes the slug, a YYYY-MM-DD date, the counts, the total and pending', () => {
    expect(tourBookingInsert(lions, form, { userId: null })).toEqual({
      user_id: null,
      tour_name: '5 Day Living Among Lions - High-End',
      tour_slug: 'living-among-lions',
      tour_date: '2025-09-01',
      end_date: '2025-09-05',
      adults: 2,
      youths: 1,
      number_of_guests: 3,
      amount: 2 * 4470 + 3350,
      customer_name: 'Juma Kweka',
      customer_email: 'juma@example.com',
      customer_phone: '+255 754 123 456',
      special_requirements: null,
      status: 'pending',
      departure_id: null,
    });
  });

  it('prices a seasonal tour by its first day and names the departure chosen', () => {
    const seasonal = {
      ...lions,
      seasons: [{ name: 'High', start: '2025-09-01', end: '2025-10-31', adultPrice: 5000, youthPrice: 4000 }],
    };
    expect(tourBookingInsert(seasonal, form, { userId: null }).amount).toBe(2 * 5000 + 4000);
    expect(tourBookingInsert(seasonal, { ...form, date: '2025-08-31' }, { userId: null }).amount).toBe(
      2 * 4470 + 3350,
    );
    expect(tourBookingInsert(lions, { ...form, departureId: 'sep-01' }, { userId: null }).departure_id).toBe(
      'sep-01',
    );
  });

  it('uses the first name alone when there is no last name, and attaches the user', () => {
    const row = tourBookingInsert(lions, { ...form, lastName: '' }, { userId: 'user-9' });
    expect(row.customer_name).toBe('Juma');
    expect(row.user_id).toBe('user-9');
  });
});

describe('contact submission row', () => {
  it('carries the four fields and leaves status to the database', () => {
    const form = contactFormSchema.parse({
      name: ' Amani ',
      phone: '+255 754 123 456',
      email: 'amani@example.com',
      message: 'Do you run trips in April?',
    });
    expect(contactSubmissionInsert(form)).toEqual({
      name: 'Amani',
      phone: '+255 754 123 456',
      email: 'amani@example.com',
      message: 'Do you run trips in April?',
    });
  });
});

describe('bookings CSV (docs/product.md §11)', () => {
  const booking: Tables<'bookings'> = {
    id: 'b1',
    user_id: null,
    reference: 'TZ-ABCDEF',
    request_key: null,
    departure_id: null,
    language: 'en',
    tour_name: 'Custom safari: Game Drive Safari in Serengeti National Park',
    tour_slug: null,
    tour_date: '2025-08-01',
    end_date: '2025-08-08',
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
    paid_amount: 1350,
    balance: 3150,
    next_due_on: '2025-06-02',
    next_due_amount: 3150,
    customer_name: 'Neema Mushi',
    customer_email: 'neema@example.com',
    customer_phone: '+255 754 123 456',
    special_requirements: '=HYPERLINK("http://evil")',
    status: 'pending',
    budget: 'mid-range',
    safari_type: 'group',
    tour_types: ['game-drive', 'balloon'],
    destinations: ['serengeti'],
    created_at: '2025-07-14T07:00:00Z',
    updated_at: '2025-07-14T07:00:00Z',
  };

  it('has the seed’s twelve columns in order, then tour and reference, then the money', () => {
    expect(BOOKINGS_CSV_COLUMNS.slice(0, 12)).toEqual([
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
    ]);
    expect(BOOKINGS_CSV_COLUMNS.slice(12)).toEqual([
      'Tour',
      'Reference',
      'Paid',
      'Balance',
      'Next Due Date',
      'Next Due Amount',
    ]);
  });

  it('writes one row per booking in labels, neutralising formulas but not phone numbers', () => {
    expect(bookingCsvRow(booking)).toEqual([
      'Neema Mushi',
      'neema@example.com',
      '+255 754 123 456',
      'Game Drive Safari; Hot Air Balloon Safari',
      'Serengeti National Park',
      'Mid-Range',
      'Group Safari',
      '2025-08-01',
      '3',
      '4500.00',
      'pending',
      '\'=HYPERLINK("http://evil")',
      'Custom safari: Game Drive Safari in Serengeti National Park',
      'TZ-ABCDEF',
      '1350.00',
      '3150.00',
      '2025-06-02',
      '3150.00',
    ]);
    // Paid in full: nothing is due next, and the cells say so by being empty.
    expect(
      bookingCsvRow({
        ...booking,
        paid_amount: 4500,
        balance: 0,
        next_due_on: null,
        next_due_amount: null,
      }).slice(14),
    ).toEqual(['4500.00', '0.00', '', '']);
    const tourRow = bookingCsvRow({
      ...booking,
      tour_types: null,
      destinations: null,
      budget: null,
      safari_type: null,
      special_requirements: null,
    });
    expect(tourRow.slice(3, 7)).toEqual(['', '', '', '']);
    expect(tourRow[11]).toBe('');
    // A quoted custom request: its Amount is the price staff quoted, not the estimate.
    expect(bookingCsvRow({ ...booking, quoted_amount: 7450.5 })[9]).toBe('7450.50');
    expect(bookingsCsv([booking, booking])).toMatchObject({ fields: [...BOOKINGS_CSV_COLUMNS] });
    expect(bookingsCsv([booking, booking]).data).toHaveLength(2);
  });

  it('neutralises every formula opener', () => {
    expect(neutraliseSpreadsheetFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseSpreadsheetFormula('+cmd|x')).toBe("'+cmd|x");
    expect(neutraliseSpreadsheetFormula('-2+3')).toBe('-2+3'.replace(/^/, "'"));
    expect(neutraliseSpreadsheetFormula('-5')).toBe('-5');
    expect(neutraliseSpreadsheetFormula('\tx')).toBe("'\tx");
    expect(neutraliseSpreadsheetFormula('Plain')).toBe('Plain');
  });

  it('names the file bookings_ plus the date in Arusha', () => {
    expect(bookingsCsvFileName(clock)).toBe('bookings_2025-07-14.csv');
    expect(bookingsCsvFileName(() => new Date('2025-07-14T21:30:00Z'))).toBe('bookings_2025-07-15.csv');
    expect(bookingsCsvFileName()).toMatch(/^bookings_\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
