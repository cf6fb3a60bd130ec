import { tourImage } from '../images.ts';
import type { TourSummary } from '../types.ts';

const slug = 'tarangire-safari';

export const tarangireSafari: TourSummary = {
  slug,
  title: '3 Day Luxury Safari - Tarangire NP & Ngorongoro Crater',
  shortTitle: 'Tarangire & Ngorongoro Luxury',
  locationId: 'tarangire',
  locationsVisited: ['tarangire', 'ngorongoro'],
  tourTypes: ['safari'],
  durationDays: 3,
  durationNights: 2,
  adultPrice: 1100,
  youthPrice: 950,
  youthAgeBand: { minAge: 5, maxAge: 17 },
  minimumAdults: 1,
  groupSize: { maxPeople: 5, private: false },
  startsIn: 'Arusha',
  endsIn: 'Arusha',
  summary:
    'A short, comfortable safari: Tarangire’s elephants and baobabs, then a day in the Ngorongoro Crater.',
  heroImage: tourImage(slug, 'hero'),
  rating: 4.7,
  highlights: ['Tarangire elephants and baobabs', 'Ngorongoro Crater floor', 'Luxury lodges'],
  badges: ['LUXURY'],
  featured: true,
};
