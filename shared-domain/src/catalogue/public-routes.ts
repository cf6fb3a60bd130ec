import { DESTINATION_SUMMARIES } from './destinations.ts';
import { tourPath } from './tour-lookup.ts';
import { TOUR_SUMMARIES } from './tours/index.ts';

/**
 * Every public page a visitor can open by its address, for a published catalogue's tours: the
 * pages the prerender renders, the sitemap draws from and the end-to-end checks walk. The admin
 * dashboard is not a public page and is not in it.
 */
export function publicRoutes(tours: readonly { readonly slug: string }[]): string[] {
  return [
    '/',
    '/tours',
    '/search',
    ...tours.map((tour) => tourPath(tour.slug)),
    '/destinations',
    ...DESTINATION_SUMMARIES.map((destination) => destination.path),
    '/about',
    '/contact',
    '/booking',
    '/auth',
    '/privacy',
    '/terms',
  ];
}

/** The public pages of the first catalogue, the nine tours of the seeds (decision 127). */
export const PUBLIC_ROUTES: readonly string[] = publicRoutes(TOUR_SUMMARIES);
