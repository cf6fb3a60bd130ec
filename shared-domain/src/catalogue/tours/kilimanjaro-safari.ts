import { tourImage } from '../images.ts';
import type { TourSummary } from '../types.ts';

const slug = 'kilimanjaro-safari';

export const kilimanjaroSafari: TourSummary = {
  slug,
  title: '6-Day Kilimanjaro Hike, Safari and Tanzania Recovery',
  shortTitle: 'Kilimanjaro Hike & Safari',
  locationId: 'kilimanjaro',
  locationsVisited: ['kilimanjaro', 'tarangire', 'ngorongoro'],
  tourTypes: ['hiking', 'safari'],
  durationDays: 6,
  durationNights: 5,
  adultPrice: 2068,
  youthPrice: 1654,
  youthAgeBand: { minAge: 5, maxAge: 17 },
  minimumAdults: 1,
  groupSize: { maxPeople: 12, private: false },
  startsIn: 'Kilimanjaro International Airport',
  endsIn: 'Arusha',
  summary: 'Walk the rainforest of Mount Kilimanjaro, go on safari, then recover in hot springs and a spa.',
  heroImage: tourImage(slug, 'hero'),
  rating: 4.8,
  highlights: [
    'Kilimanjaro rainforest hike to Mandara Hut',
    'Tarangire and the Ngorongoro Crater',
    'Chemka hot springs',
    '$100 spa credit',
  ],
  badges: [],
  featured: true,
};
