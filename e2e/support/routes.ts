import { DESTINATIONS, TOURS } from '@safari/shared-domain/catalogue';

/** Every public page of the site, from the catalogue: the pages the e2e checks walk. */
export const PUBLIC_ROUTES: readonly string[] = [
  '/',
  '/tours',
  '/search',
  ...TOURS.map((tour) => `/tour/${tour.slug}`),
  '/destinations',
  ...DESTINATIONS.map((destination) => destination.path),
  '/about',
  '/contact',
  '/booking',
  '/auth',
  '/privacy',
  '/terms',
];
