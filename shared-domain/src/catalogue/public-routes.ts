import { DESTINATION_SUMMARIES } from './destinations.ts';
import { tourPath } from './tour-lookup.ts';
import { TOUR_SUMMARIES } from './tours/index.ts';

/**
 * Every public page a visitor can open by its address, from the catalogue: the pages the build
 * prerenders (issue 14), the sitemap draws from and the end-to-end checks walk. The admin
 * dashboard is not a public page and is not in it.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  '/',
  '/tours',
  '/search',
  ...TOUR_SUMMARIES.map((tour) => tourPath(tour.slug)),
  '/destinations',
  ...DESTINATION_SUMMARIES.map((destination) => destination.path),
  '/about',
  '/contact',
  '/booking',
  '/auth',
  '/privacy',
  '/terms',
];
