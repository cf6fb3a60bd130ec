// A whole published version in the catalogue store: the prerender and the standalone page adopt
// one they have, a page without one (or without a tour's details) reads it from the database.
// Apart from catalogue-store.ts because pricing a version needs the calendar rules, which a
// prerendered page (its block carries its summaries priced) never downloads.
import { getRuntimeConfig, hasRuntimeConfig } from '@safari/shared-domain';
import {
  fetchPublishedCatalogue,
  operatorToday,
  type PublishedCatalogue,
  tourDetailsIn,
  tourSummaryOf,
} from '@safari/shared-domain/catalogue';
import { DEFAULT_LANGUAGE, type Language, languageOfPath } from '@safari/shared-domain/i18n';
import { publish, snapshot } from './catalogue-store.ts';

/**
 * Uses a whole version, its "From" prices worked out for `today` in Arusha (decision 150), its
 * texts in `language` (issue 41: English where not translated, and said so).
 */
export function adoptPublishedCatalogue(
  catalogue: PublishedCatalogue,
  today = operatorToday(),
  language: Language = DEFAULT_LANGUAGE,
): void {
  publish({
    version: catalogue.version,
    summaries: catalogue.tours.map((tour) => tourSummaryOf(tour, today, language)),
    details: new Map(catalogue.tours.map((tour) => [tour.slug, tourDetailsIn(tour, language)])),
  });
}

/** The language of the page in this browser tab (a language's pages are documents of their own). */
function pageLanguage(): Language {
  return typeof location === 'undefined' ? DEFAULT_LANGUAGE : languageOfPath(location.pathname).language;
}

/** Reads `version` (the latest when undefined) from the database and shows it. */
export async function readPublishedVersion(version: number | undefined): Promise<void> {
  if (!hasRuntimeConfig()) throw new Error('The site has no backend configured');
  const catalogue = await fetchPublishedCatalogue(getRuntimeConfig().supabase, version);
  const current = snapshot();
  const language = pageLanguage();
  if (current && current.version === catalogue.version) {
    // Keep the summaries already shown; add the whole tours.
    const details = new Map(current.details);
    for (const tour of catalogue.tours) details.set(tour.slug, tourDetailsIn(tour, language));
    publish({ ...current, details });
  } else adoptPublishedCatalogue(catalogue, operatorToday(), language);
}
