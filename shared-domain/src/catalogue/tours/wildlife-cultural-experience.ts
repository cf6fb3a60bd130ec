import { tourImage } from '../images.ts';
import type { TourSummary } from '../types.ts';

const slug = 'wildlife-cultural-experience';

export const wildlifeCulturalExperience: TourSummary = {
  slug,
  title: '3-Day Wildlife and Cultural Experience in Tanzania',
  shortTitle: 'Wildlife & Cultural Experience',
  locationId: 'arusha',
  locationsVisited: ['arusha', 'tarangire', 'manyara', 'ngorongoro'],
  tourTypes: ['safari', 'cultural'],
  durationDays: 3,
  durationNights: 2,
  adultPrice: 1071,
  youthPrice: 535,
  youthAgeBand: { minAge: 12, maxAge: 17 },
  minimumAdults: 1,
  groupSize: { maxPeople: null, private: true },
  startsIn: 'Arusha',
  endsIn: 'Arusha',
  summary:
    'Game drives in Tarangire and the Ngorongoro Crater, with a day among the people who live between them.',
  heroImage: tourImage(slug, 'hero'),
  rating: null,
  highlights: [
    'Private tour at an easy pace',
    'Mto wa Mbu village',
    'Maasai boma visit',
    'Ngorongoro Crater',
  ],
  badges: ['PRIVATE'],
  featured: false,
};
