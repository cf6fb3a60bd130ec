// `pnpm --filter @safari/public-site publish-catalogue -- --site <public-site folder> …`: renders
// a published release's pages again for the catalogue version now published (decision 127). The
// local server runs it after each publish; in production a deploy hook or a scheduled job runs it
// against the hosted project and the published public-site folder, then `compose-static`.
//
//   --site DIR         the public-site release (its dist folder): renderer, manifest, photos
//   --config FILE      the deployment's config.json: operator settings, and the Supabase project
//   --supabase-url U   the project to read from instead of --config's (with --anon-key K)
//   --version N        render that published version rather than the latest (a check, a restore)
//   --photographs DIR  where uploaded photographs' variants go (default DIR/photographs, published
//                      with the release; the local server keeps them in its data folder)
//   --pages FILE       where the pages go (default DIR/prerender/pages.json); the local server
//                      keeps them in its data folder, so servers sharing a release keep their own
//                      pages (decision 207)
//
// Uploaded photographs (`photographs/<key>` pictures, decision 196) are read from the project's
// Storage and their variants made first (publish-photographs.ts); once the pages are in place,
// the sets no recent page names are removed (photograph-sweep.ts). Their bucket is private, so
// reading them takes the project's service role key, from the environment only (a command line
// is visible to every user of the machine):
//
//   SUPABASE_SERVICE_ROLE_KEY  needed when the version shows an uploaded photograph
//
// Share pictures not yet drawn go into DIR/og first, then the pages file is replaced in one
// rename: a visitor gets the old pages or the new ones, never a mix, and a failure leaves the old
// pages serving.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fetchPublishedCatalogue, type PublishedCatalogue } from '@safari/shared-domain/catalogue';
import { photographedAs } from '../src/seo/share-pictures.ts';
import { writeSharePictures } from './og-pictures.ts';
import { photographedPictures, photosFolder } from './photo-pipeline.ts';
import { type PhotographSweep, sweepPhotographs } from './photograph-sweep.ts';
import { PHOTOGRAPH_VARIANTS_PATH } from './photograph-variants.ts';
import {
  type PhotographStore,
  projectPhotographs,
  publishPhotographs,
  writePhotographList,
} from './publish-photographs.ts';
import { catalogueEndpoint, loadRenderer, releaseInputs } from './site-release.ts';

export interface PublishOptions {
  readonly siteDir: string;
  readonly deployment: unknown;
  readonly endpoint: { url: string; anonKey: string };
  readonly version?: number;
  /** Where uploaded photographs' variants go; default `<siteDir>/photographs`. */
  readonly photographsDir?: string;
  /** Where uploaded photographs are read; default the endpoint's Storage and tables. */
  readonly photographs?: PhotographStore;
  /** The project's service role key, which reads the private photographs bucket. */
  readonly serviceRoleKey?: string;
  /** Where the pages go; default the release's own `prerender/pages.json`. */
  readonly pagesFile?: string;
}

export interface PublishOutcome {
  readonly version: number;
  readonly pages: number;
  readonly pictures: number;
  /** Uploaded photographs the pages show. */
  readonly photographs: number;
  /** Of those, the ones encoded now (the others were made by an earlier publish). */
  readonly encoded: number;
  /** Uploaded photographs left out (they show the stand-in), with the reason. */
  readonly refused: readonly { picture: string; reason: string }[];
  /** Unused photographs' sets removed after the pages were in place, or why that failed. */
  readonly swept: PhotographSweep | { failed: string };
}

/** The project's photographs, or, without a key, a store that says what is missing when asked. */
function storeOf(url: string, serviceRoleKey: string | undefined): PhotographStore {
  if (serviceRoleKey) return projectPhotographs({ url, serviceRoleKey });
  const missing = async (): Promise<never> => {
    throw new Error(
      "This catalogue version shows uploaded photographs, and their bucket is private: set SUPABASE_SERVICE_ROLE_KEY to the project's service role key",
    );
  };
  return { altTexts: missing, version: missing, download: missing };
}

/** Renders `siteDir`'s pages for a published version and puts them in place. */
export async function publishCatalogue(options: PublishOptions): Promise<PublishOutcome> {
  const catalogue: PublishedCatalogue = await fetchPublishedCatalogue(options.endpoint, options.version);
  const renderer = await loadRenderer(options.siteDir);
  const inputs = releaseInputs(options.siteDir);
  const photographsDir = options.photographsDir ?? join(options.siteDir, PHOTOGRAPH_VARIANTS_PATH);
  const uploaded = await publishPhotographs(
    catalogue.tours,
    options.photographs ?? storeOf(options.endpoint.url, options.serviceRoleKey),
    photographsDir,
  );
  const photos = { ...inputs.photos, ...uploaded.photos };
  const photosList =
    Object.keys(uploaded.photos).length > 0 ? await writePhotographList(photographsDir, photos) : undefined;
  const site = await renderer.renderSite({
    catalogue,
    deployment: options.deployment,
    ...inputs,
    photos,
    ...(photosList ? { photosList } : {}),
  });

  const urls = catalogue.tours.map((tour) => tour.heroImage);
  const built = await photographedPictures(photosFolder(), urls).catch(() => new Map<string, string>());
  const photoFiles = new Map([...built, ...uploaded.files]);
  // The pictures the new pages name, in every language; only the ones not drawn yet are drawn
  // (a tour's card is named by what it shows, decision 234).
  const pictures = await renderer.sharePicturesOf(catalogue, options.deployment, (url) =>
    photographedAs(url, photoFiles.get(url)),
  );
  const drawn = await writeSharePictures(options.siteDir, pictures, photoFiles, { onlyMissing: true });

  const target = options.pagesFile ?? join(options.siteDir, 'prerender', 'pages.json');
  mkdirSync(dirname(target), { recursive: true });
  const staged = `${target}.${process.pid}.tmp`;
  writeFileSync(staged, JSON.stringify(site));
  renameSync(staged, target);
  // The pages are in place whatever happens here: a sweep that fails is reported, and the next
  // publish sweeps again.
  const swept = await sweepPhotographs(photographsDir).catch((error: unknown) => ({
    failed: error instanceof Error ? error.message : String(error),
  }));
  return {
    version: catalogue.version,
    pages: Object.keys(site.pages).length,
    pictures: drawn.length,
    photographs: Object.keys(uploaded.photos).length,
    encoded: uploaded.encoded,
    refused: uploaded.refused,
    swept,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      site: { type: 'string' },
      config: { type: 'string' },
      'supabase-url': { type: 'string' },
      'anon-key': { type: 'string' },
      version: { type: 'string' },
      photographs: { type: 'string' },
      pages: { type: 'string' },
    },
  });
  if (!values.site) throw new Error('--site <public-site folder> is required');
  const deployment = values.config ? (JSON.parse(readFileSync(values.config, 'utf8')) as unknown) : null;
  const endpoint =
    values['supabase-url'] && values['anon-key']
      ? { url: values['supabase-url'], anonKey: values['anon-key'] }
      : catalogueEndpoint(deployment);
  if (!endpoint)
    throw new Error('Name the Supabase project: --config <config.json> or --supabase-url and --anon-key');
  const version = values.version === undefined ? undefined : Number(values.version);
  if (version !== undefined && !Number.isInteger(version))
    throw new Error('--version takes a version number');
  const started = performance.now();
  const outcome = await publishCatalogue({
    siteDir: values.site,
    deployment,
    endpoint,
    version,
    ...(process.env.SUPABASE_SERVICE_ROLE_KEY
      ? { serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY }
      : {}),
    ...(values.photographs ? { photographsDir: values.photographs } : {}),
    ...(values.pages ? { pagesFile: values.pages } : {}),
  });
  for (const { picture, reason } of outcome.refused)
    console.error(`${picture} is shown as the stand-in picture: ${reason}`);
  const { swept } = outcome;
  if ('failed' in swept) console.error(`Unused photographs were not removed: ${swept.failed}`);
  console.log(
    `catalogue version ${outcome.version}: ${outcome.pages} pages, ${outcome.pictures} new share pictures, uploaded photographs: ${outcome.photographs} shown, ${outcome.encoded} encoded now, ${'failed' in swept ? 'unused not removed (the sweep failed)' : `${swept.sets} unused removed`}, in ${Math.round(performance.now() - started)} ms`,
  );
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
