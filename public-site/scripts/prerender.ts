// Part of the public-site's `build`, after the browser and renderer builds: renders every public
// route of the published catalogue and writes dist/prerender/pages.json beside the remote's own
// files, so a release of this remote alone updates its pages (decisions 098, 127).
// SITE_CONFIG names the deployment's config.json: its operator settings go into the pages, and
// its Supabase project is where the published catalogue is read. Without it (a laptop, CI), the
// pages show the first catalogue, which is what a fresh database publishes as version 1; the
// local server renders them again at start when its database has published since.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCatalogue, loadRenderer, releaseInputs } from './site-release.ts';

const root = join(import.meta.dirname, '..');
// PUBLIC_SITE_OUT_DIR moves the whole build (vite.config.ts reads it too).
const dist = process.env.PUBLIC_SITE_OUT_DIR ?? join(root, 'dist');
const configFile = process.env.SITE_CONFIG;
const deployment = configFile ? (JSON.parse(readFileSync(configFile, 'utf8')) as unknown) : null;

const started = performance.now();
const renderer = await loadRenderer(dist);
const catalogue = await buildCatalogue(deployment);
const site = await renderer.renderSite({ catalogue, deployment, ...releaseInputs(dist) });
mkdirSync(join(dist, 'prerender'), { recursive: true });
const target = join(dist, 'prerender', 'pages.json');
writeFileSync(`${target}.tmp`, JSON.stringify(site));
renameSync(`${target}.tmp`, target);
console.log(
  `prerendered ${Object.keys(site.pages).length} pages of catalogue version ${catalogue.version} and the not-found page in ${Math.round(performance.now() - started)} ms`,
);
