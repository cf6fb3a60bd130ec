import type { PublishedCatalogue } from '@safari/shared-domain/catalogue';
import { FIRST_CATALOGUE } from '@safari/shared-domain/catalogue-admin';

/** The nine tours of the seeds as a fresh database publishes them: version 1 (decision 120). */
export function firstCatalogue(): PublishedCatalogue {
  return { version: 1, publishedAt: '2026-11-25T00:00:00.000Z', tours: FIRST_CATALOGUE };
}
