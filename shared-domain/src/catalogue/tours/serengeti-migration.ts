import { tourImage } from '../images.ts';
import type { TourSummary } from '../types.ts';

const slug = 'serengeti-migration';

export const serengetiMigration: TourSummary = {
  slug,
  title: '8 Day Explore Serengeti Great Wildebeests Migration Tour',
  shortTitle: 'Serengeti Great Migration',
  locationId: 'serengeti',
  locationsVisited: ['arusha', 'tarangire', 'serengeti', 'ngorongoro', 'manyara'],
  tourTypes: ['safari'],
  durationDays: 8,
  durationNights: 7,
  adultPrice: 2970,
  youthPrice: 2970,
  youthAgeBand: { minAge: 5, maxAge: 17 },
  minimumAdults: 1,
  groupSize: { maxPeople: 5, private: true },
  startsIn: 'Arusha',
  endsIn: 'Arusha',
  summary:
    'Eight days on the northern circuit, with three full days placed wherever the wildebeest herds are that month.',
  heroImage: tourImage(slug, 'hero'),
  rating: 4.9,
  highlights: [
    'Three days timed to the migration',
    'Calving season at Ndutu or Mara River crossings, by month',
    'Ngorongoro Crater floor',
    'Tarangire elephants and baobabs',
  ],
  badges: ['PRIVATE'],
  featured: true,
};
