// `pnpm --filter @safari/public-site artwork`: draws every picture the catalogue names into
// shell/public/images (served at the catalogue's absolute URLs). Re-run after adding a tour, a
// day or a destination card; a unit test fails when the files and this script disagree.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CATALOGUE_IMAGE_URLS } from '@safari/shared-domain/catalogue';
import { sceneForImage } from './artwork-catalogue.ts';
import { renderScene } from './artwork-scenes.ts';

const publicDir = join(import.meta.dirname, '..', '..', 'shell', 'public');

for (const url of CATALOGUE_IMAGE_URLS) {
  const file = join(publicDir, url);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, renderScene(sceneForImage(url)));
}
console.log(`wrote ${CATALOGUE_IMAGE_URLS.length} pictures under ${publicDir}/images`);
