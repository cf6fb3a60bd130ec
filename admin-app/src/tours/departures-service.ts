import { getSupabase } from '@safari/shared-domain';

// The database's side of a tour's departures for staff (issue 27): seats taken per departure and
// the bookings on one. Reads only; a departure itself is part of the tour draft.

/** Seats taken by pending and confirmed requests on one departure. */
export interface DepartureSeats {
  readonly taken: number;
}

export interface DepartureTraveller {
  readonly reference: string;
  readonly customer_name: string;
  readonly customer_email: string;
  readonly customer_phone: string;
  readonly adults: number;
  readonly youths: number;
  readonly status: string;
}

type UntypedRpc = (
  fn: string,
  args: Record<string, unknown>,
) => PromiseLike<{ data: unknown; error: { message: string } | null }>;

/** Seats taken per departure id of the tour `slug` (departures without requests are absent). */
export async function fetchDepartureSeats(slug: string): Promise<Readonly<Record<string, DepartureSeats>>> {
  const client = await getSupabase();
  // Untyped until the generated database types carry the staff seats read (issue 27's migration).
  const rpc = client.rpc.bind(client) as unknown as UntypedRpc;
  const { data, error } = await rpc('departure_seats_taken', { tour_slug: slug });
  if (error) throw new Error(error.message);
  return Object.fromEntries(
    (data as { departure_id: string; seats_taken: number }[]).map((row) => [
      row.departure_id,
      { taken: row.seats_taken },
    ]),
  );
}

/** Every booking on one departure, oldest first. */
export async function fetchDepartureTravellers(
  slug: string,
  departureId: string,
): Promise<DepartureTraveller[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('bookings')
    .select('reference, customer_name, customer_email, customer_phone, adults, youths, status')
    .eq('tour_slug', slug)
    .eq('departure_id' as 'tour_slug', departureId)
    .order('created_at');
  if (error) throw new Error(error.message);
  return data as DepartureTraveller[];
}
