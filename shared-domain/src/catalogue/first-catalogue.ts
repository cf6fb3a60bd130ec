import type { PublishedCatalogue } from './published.ts';
import { TOURS } from './tour-details/index.ts';
import type { Tour } from './types.ts';

/**
 * The catalogue as it was before it moved into the database (issue 23): the nine tours of the
 * code modules in `tours/` and `tour-details/`, tours 1-5 featured. The migration
 * 20261125000100_first_catalogue.sql is generated from it (`pnpm --filter @safari/supabase-local
 * first-catalogue-sql`) and is the database's version 1; a test proves the two are equal.
 */
export const FIRST_CATALOGUE: readonly Tour[] = TOURS;

/** The first catalogue as a fresh database publishes it: version 1 (a build or page without a backend). */
export const FIRST_PUBLISHED_CATALOGUE: PublishedCatalogue = {
  version: 1,
  publishedAt: '2026-11-25T00:00:00.000Z',
  tours: FIRST_CATALOGUE,
};
