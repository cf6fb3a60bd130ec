import { LOCATION_NAMES, type LocationId } from './options.ts';
import { TOURS } from './tours/index.ts';
import type { Tour } from './types.ts';

export interface LocationChip {
  readonly id: LocationId | 'all';
  readonly label: string;
  readonly count: number;
}

/**
 * 'All Locations' then every location that has at least one tour, in the order the catalogue
 * first reaches it, each with its number of tours (seed 000 §2.8).
 */
export function locationChips(tours: readonly Tour[] = TOURS): LocationChip[] {
  const counts = new Map<LocationId, number>();
  for (const tour of tours) counts.set(tour.locationId, (counts.get(tour.locationId) ?? 0) + 1);
  return [
    { id: 'all', label: 'All Locations', count: tours.length },
    ...[...counts].map(([id, count]) => ({ id, label: LOCATION_NAMES[id], count })),
  ];
}
