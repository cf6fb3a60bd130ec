import { tourImage } from '../images.ts';
import type { TourSummary } from '../types.ts';

const slug = 'living-among-lions';

export const livingAmongLions: TourSummary = {
  slug,
  title: '5 Day Living Among Lions - High-End',
  shortTitle: 'Living Among Lions',
  locationId: 'serengeti',
  locationsVisited: ['serengeti', 'ngorongoro'],
  tourTypes: ['safari'],
  durationDays: 5,
  durationNights: 4,
  adultPrice: 4470,
  youthPrice: 3350,
  youthAgeBand: { minAge: 5, maxAge: 17 },
  minimumAdults: 1,
  groupSize: { maxPeople: 5, private: false },
  startsIn: 'Arusha',
  endsIn: 'Arusha',
  summary:
    'A high-end big-cat safari: fly into the central Serengeti and spend your days with its lion prides.',
  heroImage: tourImage(slug, 'hero'),
  rating: 4.9,
  highlights: [
    'Fly-in start at Seronera',
    'Three nights close to the central Serengeti prides',
    'Luxury tented camps',
    'Ngorongoro Crater finale',
  ],
  badges: ['LUXURY'],
  featured: true,
};
