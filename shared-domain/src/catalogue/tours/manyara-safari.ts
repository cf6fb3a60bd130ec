import { tourImage } from '../images.ts';
import type { TourSummary } from '../types.ts';

const slug = 'manyara-safari';

export const manyaraSafari: TourSummary = {
  slug,
  title: '4 Day Manyara, Serengeti and Ngorongoro Mid-Range Safari',
  shortTitle: 'Manyara, Serengeti & Ngorongoro',
  locationId: 'manyara',
  locationsVisited: ['manyara', 'serengeti', 'ngorongoro'],
  tourTypes: ['safari'],
  durationDays: 4,
  durationNights: 3,
  adultPrice: 1834,
  youthPrice: 1500,
  youthAgeBand: { minAge: 5, maxAge: 17 },
  minimumAdults: 1,
  groupSize: { maxPeople: 5, private: false },
  startsIn: 'Arusha',
  endsIn: 'Arusha',
  summary: 'Lake Manyara, a night inside the Serengeti and the Ngorongoro Crater in four mid-range days.',
  heroImage: tourImage(slug, 'hero'),
  rating: null,
  highlights: ['Lake Manyara forest and lake', 'A night in the Serengeti', 'Ngorongoro Crater floor'],
  badges: [],
  featured: true,
};
