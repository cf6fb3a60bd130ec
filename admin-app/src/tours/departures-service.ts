import { getSupabase, type Tables } from '@safari/shared-domain';

// The database's side of a tour's departures for staff (issue 27): seats taken per departure and
// the bookings on one. Reads only; a departure itself is part of the tour draft.

/** Seats taken by pending and confirmed requests on one departure. */
export interface DepartureSeats {
  readonly taken: number;
}

/** What the travellers list shows of a booking. */
export type DepartureTraveller = Pick<
  Tables<'bookings'>,
  'reference' | 'customer_name' | 'customer_email' | 'customer_phone' | 'adults' | 'youths' | 'status'
>;

/** Seats taken per departure id of the tour `slug` (departures without requests are absent). */
export async function fetchDepartureSeats(slug: string): Promise<Readonly<Record<string, DepartureSeats>>> {
  const client = await getSupabase();
  const { data, error } = await client.rpc('admin_departure_seats', { tour_slug: slug });
  if (error) throw new Error(error.message);
  return Object.fromEntries(data.map((row) => [row.departure_id, { taken: row.seats_taken }]));
}

/** Every request on one departure (cancelled ones too), by status, then oldest first. */
export async function fetchDepartureTravellers(
  slug: string,
  departureId: string,
): Promise<DepartureTraveller[]> {
  const client = await getSupabase();
  const { data, error } = await client.rpc('admin_departure_travellers', {
    tour_slug: slug,
    departure_id: departureId,
  });
  if (error) throw new Error(error.message);
  return data;
}
