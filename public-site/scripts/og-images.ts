// Part of `pnpm --filter @safari/public-site build`: the share pictures into dist/og/, published
// with the remote so that a public-site release updates them (decision 097). The brand drawn on
// them is the default settings' unless SITE_CONFIG names the /config.json the site will serve.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSiteSettings, parseRuntimeConfig, type SiteSettings } from '@safari/shared-domain';
import { CATALOGUE_IMAGE_URLS } from '@safari/shared-domain/catalogue';
import { writeSharePictures } from './og-pictures.ts';
import { photographedPictures, photosFolder } from './photo-pipeline.ts';
import { buildCatalogue } from './site-release.ts';

const configFile = process.env.SITE_CONFIG;
const deployment = configFile ? (JSON.parse(readFileSync(configFile, 'utf8')) as unknown) : null;

function buildSettings(): SiteSettings {
  if (!deployment) return defaultSiteSettings;
  return parseRuntimeConfig(deployment).settings;
}

const started = performance.now();
const outDir = process.env.PUBLIC_SITE_OUT_DIR ?? join(import.meta.dirname, '..', 'dist');
// A tour, guide or the site whose picture the operator photographed gets a photo card.
const photos = await photographedPictures(photosFolder(), CATALOGUE_IMAGE_URLS);
// The same catalogue the prerender rendered its pages from (site-release.ts).
const { tours } = await buildCatalogue(deployment);
const files = await writeSharePictures(outDir, buildSettings(), tours, photos);
console.log(
  `wrote ${files.length} share pictures under ${outDir}/og in ${Math.round(performance.now() - started)} ms`,
);
