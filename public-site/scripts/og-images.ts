// Part of `pnpm --filter @safari/public-site build`, after the prerender: the share pictures into
// dist/og/, published with the remote so that a public-site release updates them (decision 097),
// in every language the pages are in (decision 234). Which pictures, and what is written on them,
// is the release's renderer's answer (`sharePicturesOf`), so they are the files its pages name.
// The brand drawn on them is the default settings' unless SITE_CONFIG names the /config.json
// the site will serve.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_IMAGE_URLS } from '@safari/shared-domain/catalogue';
import { photographedAs } from '../src/seo/share-pictures.ts';
import { writeSharePictures } from './og-pictures.ts';
import { photographedPictures, photosFolder } from './photo-pipeline.ts';
import { buildCatalogue, loadRenderer } from './site-release.ts';

const configFile = process.env.SITE_CONFIG;
const deployment = configFile ? (JSON.parse(readFileSync(configFile, 'utf8')) as unknown) : null;

const started = performance.now();
const outDir = process.env.PUBLIC_SITE_OUT_DIR ?? join(import.meta.dirname, '..', 'dist');
// A tour, guide or the site whose picture the operator photographed gets a photo card.
const photos = await photographedPictures(photosFolder(), CATALOGUE_IMAGE_URLS);
// The same catalogue the prerender rendered its pages from (site-release.ts).
const catalogue = await buildCatalogue(deployment);
const renderer = await loadRenderer(outDir);
const pictures = await renderer.sharePicturesOf(catalogue, deployment, (url) =>
  photographedAs(url, photos.get(url)),
);
const files = await writeSharePictures(outDir, pictures, photos);
console.log(
  `wrote ${files.length} share pictures under ${outDir}/og in ${Math.round(performance.now() - started)} ms`,
);
