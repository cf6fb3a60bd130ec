import { type PublishedCatalogue, TOURS } from '@safari/shared-domain/catalogue';

/** The version number a fresh database gives the first catalogue (its migration). */
const FIRST_CATALOGUE_VERSION = 1;

/** The nine tours of the seeds as a fresh database publishes them (decision 127). */
export function firstCatalogue(): PublishedCatalogue {
  return { version: FIRST_CATALOGUE_VERSION, publishedAt: '2026-11-25T00:00:00.000Z', tours: TOURS };
}
