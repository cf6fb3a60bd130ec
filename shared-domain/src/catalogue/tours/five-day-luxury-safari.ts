import { tourImage } from '../images.ts';
import type { TourSummary } from '../types.ts';

const slug = 'five-day-luxury-safari';

export const fiveDayLuxurySafari: TourSummary = {
  slug,
  title: '5-Day Private Luxury Safari Northern Circuit',
  shortTitle: 'Private Luxury Northern Circuit',
  locationId: 'serengeti',
  locationsVisited: ['arusha', 'tarangire', 'serengeti', 'ngorongoro'],
  tourTypes: ['safari'],
  durationDays: 5,
  durationNights: 4,
  adultPrice: 2266,
  youthPrice: 1133,
  youthAgeBand: { minAge: 5, maxAge: 17 },
  minimumAdults: 1,
  groupSize: { maxPeople: null, private: true },
  startsIn: 'Arusha',
  endsIn: 'Arusha',
  summary:
    'A private, unhurried loop of Tarangire, the Serengeti and the Ngorongoro Crater in luxury lodges.',
  heroImage: tourImage(slug, 'hero'),
  rating: null,
  highlights: [
    'Private guide and vehicle',
    'Treetops lodge in Tarangire',
    'Central Serengeti',
    'Ngorongoro Crater',
  ],
  badges: ['FEATURED', 'LUXURY', 'PRIVATE'],
  featured: false,
};
