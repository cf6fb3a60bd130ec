// The pure half of the prerender: which files a page needs (from Vite's manifest) and the shape
// of `dist/prerender/pages.json`, the one file the shell's server reads (decision 098).

/** One entry of Vite's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** A prerendered page as the shell composes it. URLs are relative to the remote's folder. */
export interface PrerenderedPage {
  /** Tags for <head>: title, description, canonical, share tags, JSON-LD. May hold the tokens. */
  head: string;
  /** Resource hints React found while rendering (the hero picture), for <head>. */
  hints: string;
  /** The markup inside the shell's #root. */
  html: string;
  /** JavaScript the page runs, to announce with modulepreload, entry first. */
  modules: string[];
  /** Style sheets the first paint needs. */
  styles: string[];
}

export interface PrerenderedSite {
  format: 1;
  /** The operator settings the pages were rendered with (a different deployment re-renders). */
  settings: unknown;
  pages: Record<string, PrerenderedPage>;
  notFound: PrerenderedPage;
}

/** Stand-ins the shell replaces when it serves a page: where the site and this remote live. */
export const SITE_ORIGIN_TOKEN = '__SITE_ORIGIN__';
export const ASSET_BASE_TOKEN = '__ASSET_BASE__/';

/** The chunks and style sheets `keys` load before they run: each once, in dependency order. */
export function chunksOf(
  manifest: ViteManifest,
  keys: readonly string[],
): { modules: string[]; styles: string[] } {
  const modules: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    modules.push(chunk.file);
    for (const sheet of chunk.css ?? []) if (!styles.includes(sheet)) styles.push(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { modules, styles };
}

/**
 * Splits the resource hints React puts before the markup of a fragment (`<link rel="preload">`
 * for the pictures it saw) from the markup itself: in a page they belong in <head>, and inside
 * #root they would not be part of what the browser hydrates.
 */
export function splitHints(rendered: string): { hints: string; html: string } {
  const match = /^(?:<link\b[^>]*\/?>)+/.exec(rendered);
  const hints = match ? match[0] : '';
  return { hints, html: rendered.slice(hints.length) };
}
