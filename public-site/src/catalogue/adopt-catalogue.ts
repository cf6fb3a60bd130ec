// A whole published version in the catalogue store: the prerender and the standalone page adopt
// one they have, a page without one (or without a tour's details) reads it from the database.
// Apart from catalogue-store.ts because pricing a version needs the calendar rules, which a
// prerendered page (its block carries its summaries priced) never downloads.
import { getRuntimeConfig, hasRuntimeConfig } from '@safari/shared-domain';
import {
  fetchPublishedCatalogue,
  operatorToday,
  type PublishedCatalogue,
  tourDetailsOf,
  tourSummaryOf,
} from '@safari/shared-domain/catalogue';
import { publish, snapshot } from './catalogue-store.ts';

/** Uses a whole version, its "From" prices worked out for `today` in Arusha (decision 150). */
export function adoptPublishedCatalogue(catalogue: PublishedCatalogue, today = operatorToday()): void {
  publish({
    version: catalogue.version,
    summaries: catalogue.tours.map((tour) => tourSummaryOf(tour, today)),
    details: new Map(catalogue.tours.map((tour) => [tour.slug, tourDetailsOf(tour)])),
  });
}

/** Reads `version` (the latest when undefined) from the database and shows it. */
export async function readPublishedVersion(version: number | undefined): Promise<void> {
  if (!hasRuntimeConfig()) throw new Error('The site has no backend configured');
  const catalogue = await fetchPublishedCatalogue(getRuntimeConfig().supabase, version);
  const current = snapshot();
  if (current && current.version === catalogue.version) {
    // Keep the summaries already shown; add the whole tours.
    const details = new Map(current.details);
    for (const tour of catalogue.tours) details.set(tour.slug, tourDetailsOf(tour));
    publish({ ...current, details });
  } else adoptPublishedCatalogue(catalogue);
}
