import { CUSTOM_DESTINATIONS, CUSTOM_TOUR_TYPES } from '../catalogue/form-options.ts';
import { labelOf } from '../catalogue/options.ts';
import type { Tour } from '../catalogue/types.ts';
import { addDays } from '../dates/calendar-date.ts';
import { customSafariEstimate, parseGuestChoice } from '../pricing/custom-safari-estimate.ts';
import { tourPriceFor } from '../pricing/tour-price.ts';
import type { TablesInsert } from '../supabase/database.types.ts';
import type { CustomSafariFormValues } from '../validation/custom-safari-form.ts';
import { tourBookingCustomerName } from '../validation/customer-name.ts';
import type { TourBookingFormValues } from '../validation/tour-booking-form.ts';

export type BookingInsert = TablesInsert<'bookings'>;

export interface BookingContext {
  /** The signed-in user's id, or null for an anonymous request. */
  readonly userId: string | null;
}

/**
 * 'Custom safari: Game Drive Safari, Cultural Tour in Serengeti National Park, Lake Manyara'.
 * The database composes the stored name with the same words (private.custom_safari_name,
 * supabase/tests/custom-request-names.test.ts); this one is what the form shows and sends.
 */
export function customSafariTourName(tourTypes: readonly string[], destinations: readonly string[]): string {
  const types = tourTypes.map((id) => labelOf(CUSTOM_TOUR_TYPES, id)).join(', ');
  const places = destinations.map((id) => labelOf(CUSTOM_DESTINATIONS, id)).join(', ');
  return `Custom safari: ${types} in ${places}`;
}

/**
 * The row the custom safari form inserts (docs/product.md §8). `amount` is the estimate shown to the
 * traveller; the database recomputes it on insert from its own rates, and composes `tour_name`
 * from the types and places (the text sent is ignored).
 */
export function customBookingInsert(form: CustomSafariFormValues, context: BookingContext): BookingInsert {
  const adults = parseGuestChoice(form.adults);
  const youths = parseGuestChoice(form.children);
  return {
    user_id: context.userId,
    tour_name: customSafariTourName(form.tourTypes, form.destinations),
    tour_slug: null,
    tour_date: form.startDate,
    end_date: form.endDate,
    adults,
    youths,
    number_of_guests: adults + youths,
    amount: customSafariEstimate(form),
    customer_name: form.fullName,
    customer_email: form.email,
    customer_phone: form.phone,
    special_requirements: form.message ?? null,
    status: 'pending',
    tour_types: [...form.tourTypes],
    destinations: [...form.destinations],
    budget: form.budget,
    safari_type: form.safariType,
  };
}

/** The row a tour page's booking panel inserts: one shape for all nine tours (docs/product.md §8). */
export function tourBookingInsert(
  tour: Tour,
  form: TourBookingFormValues,
  context: BookingContext,
): BookingInsert {
  return {
    user_id: context.userId,
    tour_name: tour.title,
    tour_slug: tour.slug,
    tour_date: form.date,
    end_date: addDays(form.date, tour.durationDays - 1),
    adults: form.adults,
    youths: form.youths,
    number_of_guests: form.adults + form.youths,
    // What the panel showed; the database prices it again by the same rules (decision 150).
    amount: tourPriceFor(tour, form.date, form, form.departureId).total,
    customer_name: tourBookingCustomerName(form),
    customer_email: form.email,
    customer_phone: form.phone,
    special_requirements: form.message ?? null,
    status: 'pending',
    departure_id: form.departureId ?? null,
  };
}
