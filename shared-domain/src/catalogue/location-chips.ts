import { tourVisits } from '../search/destination-match.ts';
import { LOCATION_NAMES, type LocationId } from './options.ts';
import type { TourSummary } from './types.ts';

export interface LocationChip {
  readonly id: LocationId | 'all';
  readonly label: string;
  readonly count: number;
}

/**
 * 'All Locations' then every location that has at least one tour, each with the number of tours
 * that visit it: what clicking it shows (docs/product.md §5; decision 095). Places tours are filed
 * under come first, in the order the catalogue first reaches them, then places only visited.
 * The selected location always has its chip, with 0 when no tour goes there, so the chips
 * always say what is filtered.
 */
export function locationChips(tours: readonly TourSummary[], selected?: LocationId | 'all'): LocationChip[] {
  const places = new Set<LocationId>(tours.map((tour) => tour.locationId));
  for (const tour of tours) for (const id of tour.locationsVisited) places.add(id);
  if (selected && selected !== 'all') places.add(selected);
  return [
    { id: 'all', label: 'All Locations', count: tours.length },
    ...[...places].map((id) => ({
      id,
      label: LOCATION_NAMES[id],
      count: tours.filter((tour) => tourVisits(tour, id)).length,
    })),
  ];
}
