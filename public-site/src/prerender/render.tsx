// The public site rendered to HTML in Node, once per route, by `scripts/prerender.ts` at build
// time (decision 098). It renders exactly what the shell renders in the browser around this
// remote — one Suspense boundary (RemoteSlot) holding the App — so the browser hydrates the
// markup instead of painting it again.
import {
  getSiteSettings,
  parseRuntimeConfig,
  type SiteSettings,
  setRuntimeConfig,
} from '@safari/shared-domain';
import { NotFoundPage, type PageMeta, PageMetaCollector } from '@safari/shared-ui';
import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import App from '../App.tsx';
import {
  type PhotoEntry,
  type PhotoManifest,
  recordPhotoLookups,
  setPhotoManifest,
} from '../photos/photo-manifest.ts';

interface RenderedPage {
  /** The markup that goes inside the shell's #root. */
  html: string;
  /** The last title and description a component on the page asked for (usePageMeta). */
  meta: PageMeta;
  /** The photographs the page shows, for the browser to hydrate the same pictures. */
  photos: PhotoManifest;
}

/**
 * The build's photographs (`photos/manifest.json`), their paths relative to `folder`: the
 * asset-base stand-in that composing a page fills in.
 */
export function usePhotos(manifest: PhotoManifest, folder: string): void {
  setPhotoManifest(manifest, folder);
}

/** Uses the operator settings of a deployment's /config.json for every page rendered after it. */
export function useDeploymentConfig(config: unknown): void {
  setRuntimeConfig(parseRuntimeConfig(config, 'http://prerender.invalid/'));
}

/** The operator settings pages are rendered with now. */
export function currentSettings(): SiteSettings {
  return getSiteSettings();
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

async function renderOnce(pathname: string): Promise<RenderedPage | null> {
  let meta: PageMeta | null = null;
  const shown = new Map<string, PhotoEntry>();
  recordPhotoLookups((id, entry) => shown.set(id, entry));
  const { prelude } = await prerender(
    <PageMetaCollector
      record={(recorded) => {
        meta = recorded;
      }}
    >
      <StaticRouter location={pathname}>
        <Suspense fallback={null}>
          <App notFound={<NotFoundPage />} />
        </Suspense>
      </StaticRouter>
    </PageMetaCollector>,
    // React writes a boundary larger than this as a late part revealed by an inline script (to
    // paint a streamed page sooner); a prerendered page is one piece, so nothing is outlined.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await streamToString(prelude);
  recordPhotoLookups(null);
  const photos: PhotoManifest = Object.fromEntries([...shown].sort(([a], [b]) => (a < b ? -1 : 1)));
  return meta ? { html, meta, photos } : null;
}

/** What React writes for a part it reveals later: an inline script and a hidden template. */
const LATE_PART = /<script\b|<!--\$[?!]-->|<template\b/;

/**
 * Renders the page at `pathname` as the browser will hydrate it, waiting for its lazy page
 * module. A part revealed by an inline script would be blocked by the site's
 * Content-Security-Policy, so a page with one is refused rather than published.
 */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  const page = await renderOnce(pathname);
  if (!page) throw new Error(`${pathname}: no page asked for a title (usePageMeta)`);
  const late = LATE_PART.exec(page.html);
  if (late) {
    const around = page.html.slice(Math.max(0, late.index - 200), late.index + 200);
    throw new Error(`${pathname}: part of the page would need an inline script: …${around}…`);
  }
  return page;
}
