// The published catalogue this page shows (decision 127). A prerendered page carries its part as
// a JSON block (`#catalogue-data`: every tour's summary, and the whole tour on a tour page), so
// the browser hydrates with exactly the data the HTML was rendered from. A page that did not
// arrive prerendered, or a later page that needs a whole tour the block does not have, reads the
// same version from the database (`published_catalogue`) and waits for it in a Suspense boundary.
import {
  joinTour,
  type PageCatalogue,
  type PublishedSummary,
  type PublishedTour,
  type TourPageDetails,
} from '@safari/shared-domain/catalogue';
import { use, useSyncExternalStore } from 'react';

const CATALOGUE_DATA_ID = 'catalogue-data';

export interface CatalogueState {
  readonly version: number;
  readonly summaries: readonly PublishedSummary[];
  readonly details: ReadonlyMap<string, TourPageDetails>;
}

let state: CatalogueState | null = null;
const listeners = new Set<() => void>();
/** Reads under way, by version (0: the latest). Kept so every render waits on the same promise. */
const reads = new Map<number, Promise<void>>();

/** Makes `next` the catalogue every reader sees (adopt-catalogue.ts builds one from a version). */
export function publish(next: CatalogueState): void {
  state = next;
  for (const listener of listeners) listener();
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
export function jsonDataBlock(id: string, data: unknown, list?: string): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const named = list ? ` data-list="${list.replace(/[^\w./-]/g, '')}"` : '';
  return `<script type="application/json" id="${id}"${named}>${json}</script>`;
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
    // Reading and pricing a version is code a prerendered page never runs (its block carries its
    // tours, priced): it downloads with the first read.
    pending = import('./adopt-catalogue.ts').then(({ readPublishedVersion }) =>
      readPublishedVersion(version),
    );
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
/** The catalogue on show, or null before the first one arrives. */
export const snapshot = (): CatalogueState | null => state;

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
