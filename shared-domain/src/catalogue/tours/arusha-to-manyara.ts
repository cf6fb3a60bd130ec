import { tourImage } from '../images.ts';
import type { TourSummary } from '../types.ts';

const slug = 'arusha-to-manyara';

export const arushaToManyara: TourSummary = {
  slug,
  title: '4-Day Arusha to Lake Manyara Safari Adventure',
  shortTitle: 'Arusha to Lake Manyara',
  locationId: 'manyara',
  locationsVisited: ['manyara', 'ngorongoro', 'tarangire'],
  tourTypes: ['safari', 'cultural'],
  durationDays: 4,
  durationNights: 3,
  adultPrice: 1450,
  youthPrice: 1088,
  youthAgeBand: { minAge: 12, maxAge: 17 },
  minimumAdults: 1,
  groupSize: { maxPeople: 6, private: false },
  startsIn: 'Arusha',
  endsIn: 'Arusha',
  summary:
    'Two nights at Lake Manyara, with its forest, treetop walkway and village, plus the crater and Tarangire.',
  heroImage: tourImage(slug, 'hero'),
  rating: null,
  highlights: [
    'Two full days around Lake Manyara',
    'Treetop walkway',
    'Mto wa Mbu village',
    'Ngorongoro Crater',
  ],
  badges: [],
  featured: false,
};
