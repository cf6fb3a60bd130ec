import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage } from './browser-storage.ts';

// Favourite tours, remembered in this browser only (docs/product.md §6): a list of tour slugs.
export const FAVOURITES_KEY = 'safari:favourite-tours';

const listeners = new Set<() => void>();
let cache: { raw: string | null; slugs: readonly string[] } = { raw: null, slugs: [] };

export function readFavourites(): readonly string[] {
  const raw = browserStorage()?.getItem(FAVOURITES_KEY) ?? null;
  if (raw === cache.raw) return cache.slugs;
  let slugs: readonly string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) slugs = parsed.filter((item): item is string => typeof item === 'string');
  } catch {
    slugs = [];
  }
  cache = { raw, slugs };
  return slugs;
}

export function toggleFavourite(slug: string): boolean {
  const current = readFavourites();
  const next = current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug];
  try {
    browserStorage()?.setItem(FAVOURITES_KEY, JSON.stringify(next));
  } catch {
    // Full or disabled storage: the heart still toggles for this visit.
    cache = { raw: cache.raw, slugs: next };
  }
  for (const listener of listeners) listener();
  return next.includes(slug);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Whether a tour is a favourite, and a toggle; every heart for that tour stays in step. */
export function useFavourite(slug: string): [boolean, () => void] {
  const isFavourite = useSyncExternalStore(
    subscribe,
    () => readFavourites().includes(slug),
    () => false,
  );
  const toggle = useCallback(() => void toggleFavourite(slug), [slug]);
  return [isFavourite, toggle];
}
