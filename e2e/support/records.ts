// Rows made the way visitors make them: through the public API with the anon key.
import { anonClient } from './backend.ts';

/** The office's calendar day in Arusha, offset by `days`. */
export function arushaDay(days = 0): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Dar_es_Salaam' }).format(day);
}

export interface TravellerBooking {
  customerName: string;
  email?: string;
  phone?: string;
  tourDate?: string;
  adults?: number;
  youths?: number;
  message?: string | null;
}

/** A tour-panel booking request (the database adds reference, amount and guests) for the 8-day Serengeti migration tour, as an anonymous visitor. */
export async function bookAsTraveller(booking: TravellerBooking): Promise<void> {
  const client = await anonClient();
  const adults = booking.adults ?? 2;
  const youths = booking.youths ?? 0;
  const tourDate = booking.tourDate ?? arushaDay(30);
  const { error } = await client.from('bookings').insert({
    user_id: null,
    tour_name: '8 Day Explore Serengeti Great Wildebeests Migration Tour',
    tour_slug: 'serengeti-migration',
    tour_date: tourDate,
    end_date: tourDate,
    adults,
    youths,
    number_of_guests: adults + youths,
    amount: 0,
    customer_name: booking.customerName,
    customer_email: booking.email ?? 'traveller@example.com',
    customer_phone: booking.phone ?? '+255 712 345 678',
    special_requirements: booking.message ?? null,
    status: 'pending',
  });
  if (error) throw new Error(`Booking insert failed: ${error.message}`);
}

/** A custom safari request as the /booking form sends it (no tour; types, places, budget, style). */
export async function requestCustomSafari(request: { customerName: string; email: string }): Promise<void> {
  const client = await anonClient();
  const { error } = await client.from('bookings').insert({
    user_id: null,
    // Ignored: the database composes a custom request's name from its types and places.
    tour_name: 'Custom safari: Mountain Hiking, Cultural Tour in Mount Kilimanjaro, Zanzibar Island',
    tour_slug: null,
    tour_date: arushaDay(40),
    end_date: arushaDay(47),
    adults: 2,
    youths: 1,
    number_of_guests: 3,
    amount: 0,
    customer_name: request.customerName,
    customer_email: request.email,
    customer_phone: '+49 151 2345 6789',
    special_requirements: 'Vegetarian meals, please.',
    status: 'pending',
    tour_types: ['hiking', 'cultural'],
    destinations: ['kilimanjaro', 'zanzibar'],
    budget: 'mid-range',
    safari_type: 'private',
  });
  if (error) throw new Error(`Custom request insert failed: ${error.message}`);
}

export async function sendContactMessage(message: {
  name: string;
  email?: string;
  phone?: string;
  text: string;
}) {
  const client = await anonClient();
  const { error } = await client.from('contact_submissions').insert({
    name: message.name,
    email: message.email ?? 'visitor@example.com',
    phone: message.phone ?? '+255 754 000 111',
    message: message.text,
  });
  if (error) throw new Error(`Contact insert failed: ${error.message}`);
}
