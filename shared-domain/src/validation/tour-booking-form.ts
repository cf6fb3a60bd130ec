import { z } from 'zod';
import type { Tour } from '../catalogue/types.ts';
import { type Clock, isCalendarDate, systemClock } from '../dates/calendar-date.ts';
import { bookingDateProblem, type SeatsLeft } from '../pricing/booking-dates.ts';
import { tourBookingCustomerName } from './customer-name.ts';
import {
  calendarDateField,
  emailField,
  honeypotField,
  nameField,
  optionalMessageField,
  phoneField,
} from './fields.ts';
import {
  GUESTS_MAX,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PHONE_MIN_LENGTH,
  SPECIAL_REQUIREMENTS_MAX_LENGTH,
} from './limits.ts';
import { DATE_MESSAGES, FIELD_LIMIT_MESSAGES, TOUR_BOOKING_MESSAGES as M } from './messages.ts';

export interface TourBookingRules
  extends Partial<Pick<Tour, 'salesMode' | 'closedDates' | 'departures' | 'durationDays'>> {
  readonly minimumAdults: number;
  /** The catalogue's group size; null or absent: the general limit. */
  readonly groupSize?: { readonly maxPeople: number | null };
  /** Seats left per departure (`fetchDepartureSeats`), when the page has read them. */
  readonly seatsLeft?: SeatsLeft;
}

/**
 * The one booking panel of every tour page (docs/product.md §6): a date, at least one adult, contact
 * details. The name and phone limits are the bookings table's (customer_name 2-100 characters
 * once joined, phone 10-30), so whatever the panel accepts the database stores.
 */
export function tourBookingFormSchema(tour: TourBookingRules, clock: Clock = systemClock) {
  const minimumAdults = Math.max(1, tour.minimumAdults);
  const groupMax = tour.groupSize?.maxPeople ?? null;
  return (
    z
      .object({
        date: calendarDateField(M.date, clock, DATE_MESSAGES.tourDateInPast),
        adults: z
          .number(M.adults(minimumAdults))
          .int(M.adults(minimumAdults))
          .min(minimumAdults, M.adults(minimumAdults)),
        youths: z.number(M.youths).int(M.youths).min(0, M.youths),
        firstName: nameField(M.firstName),
        lastName: z.string().trim().max(NAME_MAX_LENGTH, FIELD_LIMIT_MESSAGES.nameTooLong).default(''),
        email: emailField(M.emailRequired, M.email),
        phone: phoneField(M.phone).min(PHONE_MIN_LENGTH, FIELD_LIMIT_MESSAGES.phoneTooShort),
        message: optionalMessageField(SPECIAL_REQUIREMENTS_MAX_LENGTH),
        website: honeypotField(),
        // Tours sold by departures (issue 27): the departure chosen; `date` is its day.
        departureId: z.string().max(40).optional(),
      })
      .refine((form) => form.adults + form.youths <= GUESTS_MAX, {
        error: M.guestsMax(GUESTS_MAX),
        path: ['youths'],
      })
      .refine((form) => groupMax === null || form.adults + form.youths <= groupMax, {
        error: M.groupSize(groupMax ?? GUESTS_MAX),
        path: ['youths'],
      })
      // A blank first name already has its own message; these are about the joined name.
      .refine((form) => form.firstName === '' || tourBookingCustomerName(form).length >= NAME_MIN_LENGTH, {
        error: FIELD_LIMIT_MESSAGES.nameTooShort,
        path: ['firstName'],
      })
      .refine((form) => tourBookingCustomerName(form).length <= NAME_MAX_LENGTH, {
        error: FIELD_LIMIT_MESSAGES.nameTooLong,
        path: ['lastName'],
      })
      // The calendar (decision 150), in the database's words: closed dates, the departure chosen
      // and its seats.
      .superRefine((form, ctx) => {
        if (typeof form.date !== 'string' || !isCalendarDate(form.date)) return;
        const problem = bookingDateProblem({ ...tour, durationDays: tour.durationDays ?? 1 }, form.date, {
          party: form,
          departureId: form.departureId ?? null,
          ...(tour.seatsLeft ? { seatsLeft: tour.seatsLeft } : {}),
        });
        if (problem) ctx.addIssue({ code: 'custom', path: ['date'], message: problem });
      })
  );
}

export type TourBookingFormSchema = ReturnType<typeof tourBookingFormSchema>;
export type TourBookingFormInput = z.input<TourBookingFormSchema>;
export type TourBookingFormValues = z.output<TourBookingFormSchema>;

export function tourBookingFormDefaults(tour: TourBookingRules): TourBookingFormInput {
  return {
    date: '',
    adults: Math.max(1, tour.minimumAdults),
    youths: 0,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    message: '',
  };
}

/** A ticket counter's typed value: whole numbers at or above the minimum; anything else is the minimum. */
export function travellerCountFromInput(input: string, minimum: number): number {
  const count = Number(input.trim());
  return input.trim() !== '' && Number.isSafeInteger(count) && count >= minimum ? count : minimum;
}
