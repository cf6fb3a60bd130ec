import type { Tour } from '@safari/shared-domain/catalogue';

/** What staff read for each field of a tour: the form's labels and the history's change lists. */
export const TOUR_FIELD_LABELS: Readonly<Record<keyof Tour | 'featured', string>> = {
  slug: 'Address (slug)',
  title: 'Title',
  shortTitle: 'Short title',
  locationId: 'Listed under',
  locationsVisited: 'Locations visited',
  tourTypes: 'Tour types',
  durationDays: 'Days',
  durationNights: 'Nights',
  adultPrice: 'Adult price (USD)',
  youthPrice: 'Youth price (USD)',
  youthAgeBand: 'Youth ages',
  minimumAdults: 'Minimum adults',
  groupSize: 'Group size',
  startsIn: 'Starts in',
  endsIn: 'Ends in',
  summary: 'Summary',
  heroImage: 'Main picture',
  rating: 'Rating',
  highlights: 'Highlights',
  badges: 'Badges',
  facts: 'Facts',
  overview: 'Overview',
  included: 'Included',
  excluded: 'Excluded',
  itinerary: 'Itinerary',
  gallery: 'Gallery',
  cancellationNote: 'Cancellation note',
  featured: 'Featured on the home page',
  salesMode: 'Sold as',
  seasons: 'Seasons',
  partySupplements: 'Party-size prices',
  departures: 'Departures',
  closedDates: 'Closed dates',
  translations: 'Translations (German, French)',
};

/** The label of a field name the database reports as changed; an unknown name is shown as is. */
export function tourFieldLabel(field: string): string {
  return (TOUR_FIELD_LABELS as Record<string, string>)[field] ?? field;
}
