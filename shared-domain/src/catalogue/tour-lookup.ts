import { TOURS } from './tours/index.ts';
import type { GroupSize, Tour } from './types.ts';

export { TOURS };

export function tourPath(slug: string): `/tour/${string}` {
  return `/tour/${slug}`;
}

export function findTour(slug: string): Tour | undefined {
  return TOURS.find((tour) => tour.slug === slug);
}

/** As the seeds show durations on cards: '8 Days'. */
export function durationText(days: number): string {
  return `${days} ${days === 1 ? 'Day' : 'Days'}`;
}

/** 'Private', 'Private, up to 5 people' or 'Max 12 people'. */
export function groupSizeText(groupSize: GroupSize): string {
  if (groupSize.maxPeople === null) return 'Private';
  return groupSize.private
    ? `Private, up to ${groupSize.maxPeople} people`
    : `Max ${groupSize.maxPeople} people`;
}

/** The highest adult price in the catalogue, the top of the price slider's range. */
export function highestTourPrice(tours: readonly Tour[] = TOURS): number {
  return tours.reduce((highest, tour) => Math.max(highest, tour.adultPrice), 0);
}
