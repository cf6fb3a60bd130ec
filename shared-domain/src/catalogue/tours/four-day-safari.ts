import { tourImage } from '../images.ts';
import type { TourSummary } from '../types.ts';

const slug = 'four-day-safari';

export const fourDaySafari: TourSummary = {
  slug,
  title: '4-Day Safari to Arusha, Tarangire, Manyara & Ngorongoro',
  shortTitle: 'Arusha, Tarangire, Manyara & Ngorongoro',
  locationId: 'arusha',
  locationsVisited: ['arusha', 'tarangire', 'manyara', 'ngorongoro'],
  tourTypes: ['safari'],
  durationDays: 4,
  durationNights: 3,
  adultPrice: 1232,
  youthPrice: 616,
  youthAgeBand: { minAge: 12, maxAge: 17 },
  minimumAdults: 1,
  groupSize: { maxPeople: 7, private: false },
  startsIn: 'Arusha',
  endsIn: 'Arusha',
  summary: 'Four parks in four days, starting with a walk in Arusha National Park beneath Mount Meru.',
  heroImage: tourImage(slug, 'hero'),
  rating: null,
  highlights: ['Four national parks', 'Walking safari in Arusha National Park', 'Ngorongoro Crater'],
  badges: [],
  featured: false,
};
