import type { GroupSize } from './types.ts';

// No tour data here: the home page's cards import these helpers, and a module imported from here
// would be downloaded with them. The tours are in ./tours/index.ts (summaries) and
// ./tour-details/index.ts (whole tours).

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
