// The whole list of photographs, fetched once after the first page is up, for the pages the
// visitor goes to next (decision 114). Its own chunk: a build without photographs never loads it.
import { addPhotos, type PhotoManifest, photoListPath, photosToFetch, photoUrl } from './photo-manifest.ts';

let loading: Promise<void> | null = null;

async function fetchList(url: string): Promise<PhotoManifest | null> {
  const response = await fetch(url);
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return null;
  const manifest: unknown = await response.json();
  return manifest && typeof manifest === 'object' ? (manifest as PhotoManifest) : null;
}

export function loadAllPhotos(): Promise<void> {
  if (!photosToFetch()) return Promise.resolve();
  loading ??= fetchList(photoUrl(photoListPath()))
    .then((manifest) => {
      if (manifest) addPhotos(manifest);
    })
    .catch(() => {
      // Without the list, pages reached later show their illustrations; a reload shows the photographs.
    });
  return loading;
}

/** Test support: the next call fetches again. */
export function forgetLoadedPhotos(): void {
  loading = null;
}
