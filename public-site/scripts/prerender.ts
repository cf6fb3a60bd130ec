// Part of the public-site's `build`, after the browser and server builds: renders every public route to HTML with the server build and writes
// dist/prerender/pages.json beside the remote's own files, so a release of this remote alone
// updates its pages (decision 098). SITE_CONFIG names the deployment's config.json whose
// operator settings the pages are rendered with (default: none, the built-in defaults).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PUBLIC_ROUTES } from '@safari/shared-domain/catalogue';
import {
  ASSET_BASE_TOKEN,
  type PrerenderedPage,
  type PrerenderedSite,
  SITE_ORIGIN_TOKEN,
} from '@safari/shared-domain/prerender';
import { PERSONAL_ROUTES, pageModuleOf } from '../src/page-modules.ts';
import { PAGE_PHOTOS_ID, type PhotoManifest } from '../src/photos/photo-manifest.ts';
import { headTags } from '../src/seo/head.ts';
import { robotsTxt, sitemapXml } from '../src/seo/sitemap.ts';
import { chunksOf, splitHints, type ViteManifest } from './prerender-pages.ts';

const root = join(import.meta.dirname, '..');
// PUBLIC_SITE_OUT_DIR moves the whole build (vite.config.ts reads it too).
const dist = process.env.PUBLIC_SITE_OUT_DIR ?? join(root, 'dist');
const server = (await import(
  pathToFileURL(join(root, 'dist-prerender', 'render.js')).href
)) as typeof import('../src/prerender/render.tsx');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;

const configFile = process.env.SITE_CONFIG;
const deployment = configFile
  ? JSON.parse(readFileSync(configFile, 'utf8'))
  : { remotes: { publicSite: '/', adminApp: '/' }, supabase: { url: '/', anonKey: '' }, settings: {} };
server.useDeploymentConfig(deployment);

// The operator's photographs, made by scripts/photos.ts just before (decision 114).
const photoManifestFile = join(dist, 'photos', 'manifest.json');
const photoManifest = existsSync(photoManifestFile)
  ? (JSON.parse(readFileSync(photoManifestFile, 'utf8')) as PhotoManifest)
  : {};
const buildHasPhotos = Object.keys(photoManifest).length > 0;
server.usePhotos(photoManifest, ASSET_BASE_TOKEN);

/** The page's photographs as a JSON block for its head (data, not a script: the CSP allows it). */
function photosBlock(photos: PhotoManifest): string {
  if (!buildHasPhotos) return '';
  const json = JSON.stringify(photos).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_PHOTOS_ID}">${json}</script>`;
}

/** A page path the catalogue has no page for: renders the not-found page. */
const UNKNOWN_PATH = '/__no-such-page__';

async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  const { html: rendered, meta, photos } = await server.renderPage(pathname);
  const { hints, html } = splitHints(rendered);
  const pageModule = pageModuleOf(pathname);
  const { modules, styles } = chunksOf(manifest, pageModule ? ['src/App.tsx', pageModule] : ['src/App.tsx']);
  const head = [
    headTags({
      pathname,
      title: meta.title,
      description: meta.description,
      origin: SITE_ORIGIN_TOKEN,
      assetBase: ASSET_BASE_TOKEN,
      settings: server.currentSettings(),
      photos: photoManifest,
    }),
    photosBlock(photos),
  ]
    .filter(Boolean)
    .join('\n');
  return { head, hints, html, modules: ['remoteEntry.js', ...modules], styles };
}

const started = performance.now();
const pages: Record<string, PrerenderedPage> = {};
for (const route of [...PUBLIC_ROUTES, ...PERSONAL_ROUTES]) pages[route] = await prerenderPage(route);
const site: PrerenderedSite = {
  format: 1,
  settings: server.currentSettings(),
  pages,
  notFound: await prerenderPage(UNKNOWN_PATH),
  files: {
    '/sitemap.xml': { contentType: 'application/xml; charset=utf-8', body: sitemapXml(SITE_ORIGIN_TOKEN) },
    '/robots.txt': { contentType: 'text/plain; charset=utf-8', body: robotsTxt(SITE_ORIGIN_TOKEN) },
  },
};
mkdirSync(join(dist, 'prerender'), { recursive: true });
writeFileSync(join(dist, 'prerender', 'pages.json'), JSON.stringify(site));
console.log(
  `prerendered ${PUBLIC_ROUTES.length + PERSONAL_ROUTES.length} pages and the not-found page in ${Math.round(performance.now() - started)} ms`,
);
