// The pure half of the prerender: which files a page needs, from Vite's manifest (decision 098).

/** One entry of Vite's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

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

/** The file name the federation gives this remote's entry (public-site/vite.config.ts). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * The manifest keys of what the federation runs before the App: the remote's entry and its map of
 * shared modules, which the entry imports once the shell asks for it. Announced with the page, so
 * a slow link does not add two round trips after the shell's start (decision 173).
 */
export function federationStartKeys(manifest: ViteManifest): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.file === REMOTE_ENTRY_FILE);
  if (!entry) throw new Error(`the build's manifest has no ${REMOTE_ENTRY_FILE}`);
  const [entryKey, chunk] = entry;
  const sharedMap = (chunk.dynamicImports ?? []).filter((key) =>
    key.startsWith('virtual:mf-localSharedImportMap'),
  );
  if (sharedMap.length !== 1) throw new Error(`${REMOTE_ENTRY_FILE} should import one map of shared modules`);
  return [entryKey, ...sharedMap];
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
