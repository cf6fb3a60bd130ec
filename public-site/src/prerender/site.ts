// The whole prerendered site for one published catalogue version (decisions 098, 127). Part of
// the renderer bundle (`dist/prerender/renderer/render.js`): the public-site's build runs it once,
// and publishing the catalogue runs the same bundle again with the new version, so pages change
// without a code build and always match the code of the release that renders them.

import {
  catalogueVersionMeta,
  operatorToday,
  type PublishedCatalogue,
  pageCatalogueFor,
  publicRoutes,
} from '@safari/shared-domain/catalogue';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  languageOfPath,
  localisedPath,
} from '@safari/shared-domain/i18n';
import {
  ASSET_BASE_TOKEN,
  type PrerenderedPage,
  type PrerenderedSite,
  SITE_ORIGIN_TOKEN,
} from '@safari/shared-domain/prerender';
import { untranslatedTexts } from '@safari/shared-ui';
import { adoptPublishedCatalogue } from '../catalogue/adopt-catalogue.ts';
import { jsonDataBlock, pageCatalogueBlock } from '../catalogue/catalogue-store.ts';
import { NOT_FOUND_MODULE, PERSONAL_ROUTES, pageModuleOf } from '../page-modules.ts';
import { PAGE_PHOTOS_ID, type PhotoManifest } from '../photos/photo-manifest.ts';
import { type HeadWords, headTags } from '../seo/head.ts';
import { sitemapRoutes } from '../seo/pages.ts';
import { type IsPhotographed, type SharePicture, sharePictures } from '../seo/share-pictures.ts';
import { guidesIn, seoTextIn, shareWordsOfEveryLanguage } from '../seo/share-words.ts';
import { robotsTxt, sitemapXml } from '../seo/sitemap.ts';
import { chunksOf, federationStartKeys, splitHints, type ViteManifest } from './prerender-pages.ts';
import { currentSettings, renderPage, useDeploymentConfig, usePhotos } from './render.tsx';

export interface SiteInput {
  readonly catalogue: PublishedCatalogue;
  /** The deployment's /config.json (its operator settings go into the pages), or null. */
  readonly deployment: unknown;
  /** The release's photographs (`photos/manifest.json`), and the uploaded ones a publish made. */
  readonly photos: PhotoManifest;
  /**
   * Where the whole list of `photos` is, under the remote's folder, when a publish wrote one
   * (decision 196); the build's `photos/manifest.json` otherwise.
   */
  readonly photosList?: string;
  /** The release's `.vite/manifest.json`: which chunks and style sheets each page needs. */
  readonly manifest: ViteManifest;
  /** Names the release the pages belong to (its remoteEntry), so a server never mixes two. */
  readonly build: string;
  /** The day (Arusha) "From $X" is worked out for; today when absent (decision 150). */
  readonly today?: string;
}

/** A page path no route has: renders the not-found page. */
const UNKNOWN_PATH = '/__no-such-page__';

const NO_DEPLOYMENT = {
  remotes: { publicSite: '/', adminApp: '/' },
  supabase: { url: '/', anonKey: '' },
  settings: {},
};

/** The page's photographs as a JSON block for its head (data, not a script: the CSP allows it). */
function photosBlock(photos: PhotoManifest, buildHasPhotos: boolean, list?: string): string {
  return buildHasPhotos ? jsonDataBlock(PAGE_PHOTOS_ID, photos, list) : '';
}

/** Renders every public page, the not-found page, sitemap.xml and robots.txt. */
export async function renderSite(input: SiteInput): Promise<PrerenderedSite> {
  const { catalogue, manifest } = input;
  useDeploymentConfig(input.deployment ?? NO_DEPLOYMENT);
  usePhotos(input.photos, ASSET_BASE_TOKEN);
  const today = input.today ?? operatorToday();
  adoptPublishedCatalogue(catalogue, today);
  const buildHasPhotos = Object.keys(input.photos).length > 0;
  const settings = currentSettings();
  const federationStart = federationStartKeys(manifest);
  const shareWords = await shareWordsOfEveryLanguage(settings);

  /** The words of a page's head (breadcrumbs, the trip's structured data), in its language. */
  const headWords = async (language: Language): Promise<HeadWords> => {
    const text = await seoTextIn(language);
    const guides = await guidesIn(language);
    return {
      home: text('crumbHome'),
      tours: text('crumbTours'),
      destinations: text('crumbDestinations'),
      tripDay: (day, title) => text('tripDay', { day, title }),
      perAdult: (days, nights) => text('perAdult', { days, nights }),
      guideName: (guide) => guides.find((each) => each.id === guide.id)?.name ?? guide.name,
    };
  };

  const prerenderPage = async (pathname: string): Promise<PrerenderedPage> => {
    const { html: rendered, meta, photos } = await renderPage(pathname);
    const { hints, html } = splitHints(rendered);
    const { language, path } = languageOfPath(pathname);
    const pageModule = pageModuleOf(path) ?? NOT_FOUND_MODULE;
    // The remote's entry first, then the App, then the page (each with what it imports).
    const { modules, styles } = chunksOf(manifest, [...federationStart, 'src/App.tsx', pageModule]);
    const head = [
      headTags({
        pathname,
        title: meta.title,
        description: meta.description,
        origin: SITE_ORIGIN_TOKEN,
        assetBase: ASSET_BASE_TOKEN,
        settings,
        photos: input.photos,
        tours: catalogue.tours,
        today,
        words: await headWords(language),
        shareWords,
      }),
      photosBlock(photos, buildHasPhotos, input.photosList),
      pageCatalogueBlock(pageCatalogueFor(catalogue, pathname, today)),
      // Which published version this page shows: the admin waits for it after a publish.
      catalogueVersionMeta(catalogue.version),
    ]
      .filter(Boolean)
      .join('\n');
    return {
      head,
      hints,
      html,
      modules,
      styles,
      ...(language === DEFAULT_LANGUAGE ? {} : { lang: language }),
    };
  };

  // Every page in every language: '/tours', '/de/tours', '/fr/tours' (issue 41).
  const pages: Record<string, PrerenderedPage> = {};
  const notFoundIn: Partial<Record<Language, PrerenderedPage>> = {};
  for (const language of LANGUAGES) {
    // The catalogue the pages render from, its texts in the pages' language (issue 41).
    adoptPublishedCatalogue(catalogue, today, language);
    for (const route of [...publicRoutes(catalogue.tours), ...PERSONAL_ROUTES]) {
      const pathname = localisedPath(route, language);
      pages[pathname] = await prerenderPage(pathname);
    }
    if (language !== DEFAULT_LANGUAGE)
      notFoundIn[language] = await prerenderPage(localisedPath(UNKNOWN_PATH, language));
  }
  adoptPublishedCatalogue(catalogue, today);
  // A page of another language showing an English interface text is not published (issue 41).
  if (untranslatedTexts.size > 0)
    throw new Error(
      `texts without a translation, shown in English: ${[...untranslatedTexts].sort().join(', ')}`,
    );
  return {
    format: 1,
    build: input.build,
    catalogueVersion: catalogue.version,
    settings,
    pages,
    notFound: await prerenderPage(UNKNOWN_PATH),
    notFoundIn,
    files: {
      '/sitemap.xml': {
        contentType: 'application/xml; charset=utf-8',
        body: sitemapXml(SITE_ORIGIN_TOKEN, sitemapRoutes(catalogue.tours), LANGUAGES),
      },
      '/robots.txt': { contentType: 'text/plain; charset=utf-8', body: robotsTxt(SITE_ORIGIN_TOKEN) },
    },
  };
}

/**
 * The share pictures the pages of `catalogue` name, in every language (decision 234): what the
 * build and a publish draw where missing (scripts/og-images.ts, publish-catalogue.ts), from this
 * release's code, so they are the files its pages point at.
 */
export async function sharePicturesOf(
  catalogue: PublishedCatalogue,
  deployment: unknown,
  isPhotographed: IsPhotographed,
): Promise<SharePicture[]> {
  // The operator settings as renderSite reads them from the same deployment.
  useDeploymentConfig(deployment ?? NO_DEPLOYMENT);
  const settings = currentSettings();
  return sharePictures(settings, catalogue.tours, isPhotographed, await shareWordsOfEveryLanguage(settings));
}
