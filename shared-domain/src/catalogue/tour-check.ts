import { tourSchema } from './tour-schema.ts';
import type { Tour } from './types.ts';

// A tour's problems in the words the admin and the database use (`private.tour_problems`).

const ITEM_NAMES: Readonly<Record<string, string>> = {
  itinerary: 'Day',
  facts: 'Fact',
  overview: 'Paragraph',
  highlights: 'Highlight',
  included: 'Included item',
  excluded: 'Excluded item',
  gallery: 'Gallery picture',
  locationsVisited: 'Location',
  tourTypes: 'Tour type',
  badges: 'Badge',
  meals: 'Meal',
  seasons: 'Season',
  partySupplements: 'Party-size price',
  departures: 'Departure',
  closedDates: 'Closed dates',
};

/**
 * A problem as the admin and the database word it: the message, after the list items it is in
 * ('Day 2, highlight 1: Text is required').
 */
export function tourProblemText(issue: { readonly path: readonly PropertyKey[]; readonly message: string }) {
  const items: string[] = [];
  issue.path.forEach((key, at) => {
    const index = issue.path[at + 1];
    const name = typeof key === 'string' ? ITEM_NAMES[key] : undefined;
    if (name && typeof index === 'number') items.push(`${name} ${index + 1}`);
  });
  if (items.length === 0) return issue.message;
  const where = items.map((item, at) => (at === 0 ? item : item.charAt(0).toLowerCase() + item.slice(1)));
  return `${where.join(', ')}: ${issue.message}`;
}

export type TourCheck =
  | { readonly ok: true; readonly tour: Tour }
  | { readonly ok: false; readonly problems: readonly string[] };

/** Parses a tour; the problems in the words the admin and the database use. */
export function checkTour(value: unknown): TourCheck {
  const parsed = tourSchema.safeParse(value);
  if (parsed.success) return { ok: true, tour: parsed.data };
  // A value can break one rule twice over (0.5 days: not whole and below 1), in the same words.
  return { ok: false, problems: [...new Set(parsed.error.issues.map(tourProblemText))] };
}
