import { getSupabase } from '@safari/shared-domain';
import { type CalendarTour, type SeatsLeft, salesModeOf } from '@safari/shared-domain/catalogue';
import { useCallback, useEffect, useState } from 'react';

/**
 * The seats each departure of a tour sold by departures has left, read live from the database
 * (pending and confirmed requests count; decision 155): on opening the page, when the traveller
 * comes back to the tab, and after each request (`refresh`). Undefined until the first answer, and
 * for a tour sold by private dates: the page then offers every open departure, and the database
 * still refuses a request for more seats than remain.
 */
export function useSeatsLeft(tour: Pick<CalendarTour, 'salesMode'> & { readonly slug: string }) {
  const departures = salesModeOf(tour) === 'departures';
  const [seatsLeft, setSeatsLeft] = useState<SeatsLeft | undefined>(undefined);
  const refresh = useCallback(async () => {
    if (!departures) return;
    const read = await readSeatsLeft(tour.slug);
    if (read) setSeatsLeft(read);
  }, [departures, tour.slug]);

  useEffect(() => {
    if (!departures) return undefined;
    void refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [departures, refresh]);

  return { seatsLeft, refresh };
}

async function readSeatsLeft(slug: string): Promise<SeatsLeft | null> {
  try {
    const client = await getSupabase();
    const { data, error } = await client.rpc('departure_seats', { tour_slug: slug });
    if (error || !data) {
      console.error('Seats left could not be read', error);
      return null;
    }
    return Object.fromEntries(data.map((row) => [row.departure_id, row.seats_left]));
  } catch (error) {
    console.error('Seats left could not be read', error);
    return null;
  }
}
