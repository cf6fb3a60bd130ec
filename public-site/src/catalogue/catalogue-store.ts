// The published catalogue this page shows (decision 127). A prerendered page carries its part as
// a JSON block (`#catalogue-data`: every tour's summary, and the whole tour on a tour page), so
// the browser hydrates with exactly the data the HTML was rendered from. A page that did not
// arrive prerendered, or a later page that needs a whole tour the block does not have, reads the
// same version from the database (`published_catalogue`) and waits for it in a Suspense boundary.
import { getRuntimeConfig, hasRuntimeConfig } from '@safari/shared-domain';
import {
  fetchPublishedCatalogue,
  joinTour,
  operatorToday,
  type PageCatalogue,
  type PublishedCatalogue,
  type PublishedSummary,
  type PublishedTour,
  type TourPageDetails,
  tourDetailsOf,
  tourSummaryOf,
} from '@safari/shared-domain/catalogue';
import { use, useSyncExternalStore } from 'react';

const CATALOGUE_DATA_ID = 'catalogue-data';

interface CatalogueState {
  readonly version: number;
  readonly summaries: readonly PublishedSummary[];
  readonly details: ReadonlyMap<string, TourPageDetails>;
}

let state: CatalogueState | null = null;
const listeners = new Set<() => void>();
/** Reads under way, by version (0: the latest). Kept so every render waits on the same promise. */
const reads = new Map<number, Promise<void>>();

function publish(next: CatalogueState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Uses a whole published version (the prerender, or a version read from the database), its
 * "From" prices worked out for `today` in Arusha (decision 150).
 */
export function adoptPublishedCatalogue(catalogue: PublishedCatalogue, today = operatorToday()): void {
  publish({
    version: catalogue.version,
    summaries: catalogue.tours.map((tour) => tourSummaryOf(tour, today)),
    details: new Map(catalogue.tours.map((tour) => [tour.slug, tourDetailsOf(tour)])),
  });
}

/** Uses the part of a version a prerendered page carries. */
export function adoptPageCatalogue(page: PageCatalogue): void {
  publish({
    version: page.version,
    summaries: page.summaries,
    details: new Map(Object.entries(page.details)),
  });
}

/** The `#catalogue-data` block of a prerendered page, or null. */
export function pageCatalogueIn(doc: Pick<Document, 'getElementById'>): PageCatalogue | null {
  const block = doc.getElementById(CATALOGUE_DATA_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as PageCatalogue;
  } catch {
    return null;
  }
}

/** A data block for a page's head; `<` escaped so no text inside can end the script element. */
export function jsonDataBlock(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The page's catalogue block. */
export function pageCatalogueBlock(page: PageCatalogue): string {
  return jsonDataBlock(CATALOGUE_DATA_ID, page);
}

if (typeof document !== 'undefined') {
  const page = pageCatalogueIn(document);
  if (page) adoptPageCatalogue(page);
}

function read(version: number | undefined): Promise<void> {
  const key = version ?? 0;
  let pending = reads.get(key);
  if (!pending) {
    pending = (async () => {
      if (!hasRuntimeConfig()) throw new Error('The site has no backend configured');
      const { supabase } = getRuntimeConfig();
      const catalogue = await fetchPublishedCatalogue(supabase, version);
      if (state && state.version === catalogue.version) {
        // Keep the summaries already shown; add the whole tours.
        const details = new Map(state.details);
        for (const tour of catalogue.tours) details.set(tour.slug, tourDetailsOf(tour));
        publish({ ...state, details });
      } else adoptPublishedCatalogue(catalogue);
    })();
    // A failed read may be tried again by the page's error boundary ("Try again").
    pending.catch(() => reads.delete(key));
    reads.set(key, pending);
  }
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

function useCatalogueState(): CatalogueState {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  if (!current) use(read(undefined));
  return current ?? (state as CatalogueState);
}

/** Every published tour's summary, in catalogue order. */
export function useTourSummaries(): readonly PublishedSummary[] {
  return useCatalogueState().summaries;
}

/** The whole tour, or undefined when the published catalogue has no tour of that slug. */
export function useTour(slug: string): PublishedTour | undefined {
  const current = useCatalogueState();
  const summary = current.summaries.find((tour) => tour.slug === slug);
  if (!summary) return undefined;
  const details = current.details.get(slug);
  if (!details) {
    use(read(current.version));
    return undefined;
  }
  return joinTour(summary, details);
}
