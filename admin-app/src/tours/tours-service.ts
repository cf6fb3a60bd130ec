import { getSupabase, type SafariSupabaseClient } from '@safari/shared-domain';
import type { Tour } from '@safari/shared-domain/catalogue';
import {
  type CatalogueVersion,
  catalogueHistory,
  createTourDraft,
  listTourDrafts,
  loadTourDraft,
  publishCatalogue,
  restoreCatalogueVersion,
  saveTourDraft,
  setTourHidden,
  type TourDraft,
} from './catalogue-api.ts';

/** A refusal in the database's or the model's own words, shown to staff as it is. */
export class CatalogueError extends Error {
  override name = 'CatalogueError';
}

type Outcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** The value of a successful outcome; a refusal becomes a CatalogueError carrying its message. */
function unwrap<T extends Outcome>(outcome: T): Extract<T, { ok: true }> {
  if (!outcome.ok) throw new CatalogueError((outcome as { message: string }).message);
  return outcome as Extract<T, { ok: true }>;
}

async function client(): Promise<SafariSupabaseClient> {
  return getSupabase();
}

export type { CatalogueVersion, TourDraft };

export async function fetchTourDrafts(): Promise<readonly TourDraft[]> {
  return unwrap(await listTourDrafts(await client())).drafts;
}

export async function fetchTourDraft(slug: string): Promise<TourDraft> {
  return unwrap(await loadTourDraft(await client(), slug)).draft;
}

export async function addTour(tour: Tour): Promise<TourDraft> {
  return unwrap(await createTourDraft(await client(), tour)).draft;
}

export async function saveTour(input: {
  slug: string;
  tour: Tour;
  hidden: boolean;
  revision: number;
}): Promise<TourDraft> {
  return unwrap(await saveTourDraft(await client(), input)).draft;
}

export async function changeTourHidden(input: {
  slug: string;
  hidden: boolean;
  revision: number;
}): Promise<void> {
  unwrap(await setTourHidden(await client(), input));
}

export async function publish(note: string): Promise<number> {
  return unwrap(await publishCatalogue(await client(), note)).version;
}

export async function fetchHistory(): Promise<readonly CatalogueVersion[]> {
  return unwrap(await catalogueHistory(await client())).versions;
}

export async function restoreVersion(version: number): Promise<number> {
  return unwrap(await restoreCatalogueVersion(await client(), version)).version;
}
