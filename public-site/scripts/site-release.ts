// What the build's prerender and a catalogue publish share (decision 127): the release's renderer
// and inputs, and where the catalogue to render comes from.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseRuntimeConfig } from '@safari/shared-domain';
import { fetchPublishedCatalogue, type PublishedCatalogue } from '@safari/shared-domain/catalogue';
import { FIRST_PUBLISHED_CATALOGUE } from '@safari/shared-domain/catalogue-admin';

type Renderer = typeof import('../src/prerender/entry.ts');

/** The renderer bundle a release ships in `prerender/renderer/`. */
export async function loadRenderer(siteDir: string): Promise<Renderer> {
  const file = join(siteDir, 'prerender', 'renderer', 'render.js');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the public-site first`);
  return (await import(pathToFileURL(file).href)) as Renderer;
}

/** The release's own files the pages are rendered with. */
export function releaseInputs(siteDir: string) {
  const photosFile = join(siteDir, 'photos', 'manifest.json');
  const entry = readFileSync(join(siteDir, 'remoteEntry.js'));
  return {
    manifest: JSON.parse(readFileSync(join(siteDir, '.vite', 'manifest.json'), 'utf8')),
    photos: existsSync(photosFile) ? JSON.parse(readFileSync(photosFile, 'utf8')) : {},
    build: createHash('sha256').update(entry).digest('hex').slice(0, 12),
  };
}

/** The Supabase project a deployment's config.json names, if it is a real (http) one. */
export function catalogueEndpoint(deployment: unknown): { url: string; anonKey: string } | null {
  if (!deployment) return null;
  const { supabase } = parseRuntimeConfig(deployment, 'http://config.invalid/');
  if (
    !/^https?:\/\//.test(supabase.url) ||
    supabase.url.startsWith('http://config.invalid') ||
    !supabase.anonKey
  )
    return null;
  return supabase;
}

/**
 * The catalogue a build renders: the published one of the deployment's project, or the first
 * catalogue when the build names no project (a fresh database publishes it as version 1). A
 * project that cannot be read fails the build rather than publish pages of a guessed catalogue.
 */
export async function buildCatalogue(deployment: unknown): Promise<PublishedCatalogue> {
  const endpoint = catalogueEndpoint(deployment);
  if (!endpoint) return FIRST_PUBLISHED_CATALOGUE;
  return fetchPublishedCatalogue(endpoint);
}
