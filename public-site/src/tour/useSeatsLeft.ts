import { getRuntimeConfig, hasRuntimeConfig } from '@safari/shared-domain';
import { fetchDepartureSeats, type SeatsLeft, salesModeOf, type Tour } from '@safari/shared-domain/catalogue';
import { useCallback, useEffect, useState } from 'react';

/**
 * The seats each departure of a tour sold by departures has left, read live from the database
 * (pending and confirmed requests count; decisions 151, 155) with a plain fetch, as the catalogue
 * is read: on opening the page, when the traveller comes back to the tab, and after each request
 * (`refresh`). Undefined until the first answer, and for a tour sold by private dates: the page
 * then offers every open departure, and the database still refuses a request for more seats than
 * remain.
 */
export function useSeatsLeft(tour: Pick<Tour, 'salesMode' | 'slug'>) {
  const departures = salesModeOf(tour) === 'departures';
  const [seatsLeft, setSeatsLeft] = useState<SeatsLeft | undefined>(undefined);
  const refresh = useCallback(async () => {
    if (!departures || !hasRuntimeConfig()) return;
    try {
      setSeatsLeft(await fetchDepartureSeats(getRuntimeConfig().supabase, tour.slug));
    } catch (error) {
      console.error('Seats left could not be read', error);
    }
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
