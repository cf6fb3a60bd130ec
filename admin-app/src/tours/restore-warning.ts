import { getSupabase } from '@safari/shared-domain';
import { formatCalendarDate } from '@safari/shared-domain/catalogue';
import { fetchDepartureSeats } from './departures-service.ts';

/** The parts of a published tour this check reads. */
interface VersionTour {
  readonly slug: string;
  readonly title: string;
  readonly departures?: readonly { readonly id: string; readonly date: string; readonly closed?: boolean }[];
}

export interface DroppedDeparture {
  readonly slug: string;
  readonly title: string;
  readonly departureId: string;
  readonly date: string;
}

/**
 * The departures the live catalogue offers that restoring `chosen` would take away: gone from
 * its tour, or its whole tour gone. A departure already closed live takes no requests and is not
 * counted; one closed in `chosen` but open live is (restoring closes it).
 */
export function droppedDepartures(
  live: readonly VersionTour[],
  chosen: readonly VersionTour[],
): DroppedDeparture[] {
  const kept = new Map(chosen.map((tour) => [tour.slug, tour]));
  return live.flatMap((tour) => {
    const after = kept.get(tour.slug);
    const open = new Set((after?.departures ?? []).filter((d) => !d.closed).map((d) => d.id));
    return (tour.departures ?? [])
      .filter((departure) => !departure.closed && !open.has(departure.id))
      .map((departure) => ({
        slug: tour.slug,
        title: tour.title,
        departureId: departure.id,
        date: departure.date,
      }));
  });
}

export interface BookedDeparture extends DroppedDeparture {
  readonly taken: number;
}

/** The text naming one booked departure a restore would drop. */
export function bookedDepartureText(departure: BookedDeparture): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(departure.date)
    ? formatCalendarDate(departure.date)
    : departure.date;
  return `${departure.title}, ${date}: ${departure.taken} ${departure.taken === 1 ? 'seat' : 'seats'} booked`;
}

async function toursOf(version: number): Promise<VersionTour[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('catalogue_versions')
    .select('tours')
    .eq('version', version)
    .single();
  if (error) throw new Error(error.message);
  return Array.isArray(data.tours) ? (data.tours as unknown as VersionTour[]) : [];
}

/**
 * Before restoring `chosen` over the `live` version: each departure it would drop that travellers
 * have booked (pending and confirmed requests count, as the seats do), with its seats taken.
 */
export async function bookedDeparturesDroppedBy(chosen: number, live: number): Promise<BookedDeparture[]> {
  const [liveTours, chosenTours] = await Promise.all([toursOf(live), toursOf(chosen)]);
  const dropped = droppedDepartures(liveTours, chosenTours);
  const slugs = [...new Set(dropped.map((departure) => departure.slug))];
  const seats = new Map(
    await Promise.all(slugs.map(async (slug) => [slug, await fetchDepartureSeats(slug)] as const)),
  );
  return dropped.flatMap((departure) => {
    const taken = seats.get(departure.slug)?.[departure.departureId]?.taken ?? 0;
    return taken > 0 ? [{ ...departure, taken }] : [];
  });
}
