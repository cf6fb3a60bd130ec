// Which catalogue pictures the operator has replaced with photographs, and their files
// (decision 114). The build writes the whole list to `photos/manifest.json` in the remote's
// folder; each prerendered page carries the entries it shows in a JSON block of its head
// (#site-photos), so the page hydrates with the same markup without the list in its scripts.
// Pages reached by navigation use the whole list, fetched once after the first page is up.
import { isPhotographRef } from '@safari/shared-domain/catalogue';
import { useSyncExternalStore } from 'react';

/** The widths the layouts ask for, from a phone card to a wide screen's hero. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
/** The id of the JSON block holding a prerendered page's photographs. */
export const PAGE_PHOTOS_ID = 'site-photos';

export interface PhotoEntry {
  /** The photograph's own size (after its orientation was applied). */
  readonly width: number;
  readonly height: number;
  /** A 16 px wide blurred copy, as a data URL, shown while the photograph loads. */
  readonly placeholder: string;
  /** [width, path relative to the remote's folder], narrowest first. */
  readonly avif: readonly (readonly [number, string])[];
  readonly webp: readonly (readonly [number, string])[];
  /** What an uploaded photograph shows, as staff wrote it (public.photographs, decision 196). */
  readonly alt?: string;
}

export type PhotoManifest = Record<string, PhotoEntry>;

const PICTURE_URL = /^\/images\/(.+)\.svg$/;

/**
 * The photograph id of a catalogue picture: '/images/site/home-hero.svg' → 'site/home-hero'; an
 * uploaded photograph ('photographs/<key>', decision 196) is its own id.
 */
export function photoIdOf(url: string): string | null {
  if (isPhotographRef(url)) return url;
  const id = PICTURE_URL.exec(url)?.[1];
  // The stand-in for a picture that failed to load stays the illustration.
  return id && id !== 'site/placeholder' ? id : null;
}

/** The whole list's path under the remote's folder: the build's, unless the page names another. */
const BUILD_LIST = 'photos/manifest.json';

let entries: PhotoManifest | null = null;
let base = '';
let list = BUILD_LIST;
/** Whether this build has photographs at all (its pages carry the block, empty or not). */
let buildHasPhotos = false;
let recorder: ((id: string, entry: PhotoEntry) => void) | null = null;
const listeners = new Set<() => void>();
let version = 0;

/** The remote's folder in a browser: this module is in `assets/`, one level down. */
function browserBase(): string {
  try {
    return new URL('../', import.meta.url).href;
  } catch {
    return '/';
  }
}

function pageEntries(): PhotoManifest {
  if (typeof document === 'undefined') return {};
  const block = document.getElementById(PAGE_PHOTOS_ID);
  buildHasPhotos = block !== null;
  // A publish with uploaded photographs names its own list, which has the build's too (decision 196).
  const named = block?.getAttribute('data-list');
  if (named && /^photographs\/list-[0-9a-f]+\.json$/.test(named)) list = named;
  if (!block?.textContent) return {};
  try {
    return JSON.parse(block.textContent) as PhotoManifest;
  } catch {
    return {};
  }
}

function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

function current(): PhotoManifest {
  if (entries === null) {
    entries = pageEntries();
    base = browserBase();
  }
  return entries;
}

/**
 * Sets the photographs and the folder their paths are relative to (the prerender: the whole
 * manifest and the asset-base stand-in that composing fills in).
 */
export function setPhotoManifest(manifest: PhotoManifest, folder: string): void {
  entries = manifest;
  base = folder;
  buildHasPhotos = Object.keys(manifest).length > 0;
  changed();
}

/** Reports every photograph looked up while `record` is set (the prerender's per-page list). */
export function recordPhotoLookups(record: ((id: string, entry: PhotoEntry) => void) | null): void {
  recorder = record;
}

/** The photograph standing in for a catalogue picture URL, if the operator supplied one. */
function photoFor(url: string): PhotoEntry | null {
  const id = photoIdOf(url);
  if (!id) return null;
  const entry = current()[id] ?? null;
  if (entry) recorder?.(id, entry);
  return entry;
}

/** A path from the manifest as a URL. */
export function photoUrl(path: string): string {
  current();
  return base + path;
}

/** The whole list's path under the remote's folder. */
export function photoListPath(): string {
  current();
  return list;
}

/** Whether the pages visited next may need the whole list (this build has photographs). */
export function photosToFetch(): boolean {
  current();
  return buildHasPhotos;
}

/** Adds the whole list, fetched after the first page is up (load-all-photos.ts), to the page's. */
export function addPhotos(manifest: PhotoManifest): void {
  entries = { ...current(), ...manifest };
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The photograph for `url`, re-rendering when the whole list arrives. */
export function usePhoto(url: string): PhotoEntry | null {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return photoFor(url);
}

/** Test support: forget everything (the next lookup reads the page again). */
export function resetPhotos(): void {
  entries = null;
  base = '';
  list = BUILD_LIST;
  buildHasPhotos = false;
  recorder = null;
  version++;
}
