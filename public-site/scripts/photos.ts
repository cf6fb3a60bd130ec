// Part of the public-site's `build`, after the browser build and before the prerender: encodes the
// operator's photographs (the photo folder, PHOTOS_DIR to use another) into dist/photos/ with
// their manifest (decision 114). Unchanged photographs come from the cache in
// node_modules/.cache/safari-photos; a photograph that names no catalogue picture fails the build.
import { join } from 'node:path';
import { CATALOGUE_IMAGE_URLS } from '@safari/shared-domain/catalogue';
import { buildPhotos, listPhotoSources, matchPhotos, photosFolder } from './photo-pipeline.ts';

const root = join(import.meta.dirname, '..');
const outDir = process.env.PUBLIC_SITE_OUT_DIR ?? join(root, 'dist');
const cacheDir = join(root, 'node_modules', '.cache', 'safari-photos');
const folder = photosFolder();

const started = performance.now();
const match = matchPhotos(await listPhotoSources(folder), CATALOGUE_IMAGE_URLS);
if (match.unknown.length > 0) {
  for (const { source, suggestion } of match.unknown)
    console.error(
      `${source.file}: no catalogue picture is called ${source.id}${suggestion ? ` (did you mean ${suggestion}?)` : ''}`,
    );
  console.error('Rename the files (see photos/README.md), or run `pnpm check:photos` for the whole list.');
  process.exit(1);
}
for (const duplicate of match.duplicates)
  console.warn(
    `${duplicate.file}: another file is already the photograph of ${duplicate.id}; this one is left out`,
  );
const { manifest, encoded } = await buildPhotos({ sources: match.matched, cacheDir, outDir });
console.log(
  `${Object.keys(manifest).length} photographs from ${folder} (${encoded} encoded, the rest cached), ${match.illustrated.length} pictures still illustrated, in ${Math.round(performance.now() - started)} ms`,
);
