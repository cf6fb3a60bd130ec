import { TOUR_SUMMARIES } from './tours/index.ts';
import type { GroupSize, TourSummary } from './types.ts';

// The whole tours (`TOURS`, `findTour`) are in ./tour-details/index.ts: what imports this module
// (the home page's cards) must not pull in every itinerary.
export { TOUR_SUMMARIES };

export function tourPath(slug: string): `/tour/${string}` {
  return `/tour/${slug}`;
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
export function highestTourPrice(tours: readonly TourSummary[] = TOUR_SUMMARIES): number {
  return tours.reduce((highest, tour) => Math.max(highest, tour.adultPrice), 0);
}
