import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { parsePrerenderedSite } from './compose.ts';
import { whileUnchanged } from './file-cache.ts';
import { type PageAnswer, pageAddress, pageResponse, type SiteSettingsCheck } from './page-routes.ts';
import {
  fillPlaceholders,
  type HeaderRule,
  isHttps,
  parseHeadersFile,
  placeholderValues,
  securityHeaders,
} from './security-headers.ts';

// Serves the built shell and both remotes from one origin, the way a CDN would: long-lived
// caching for hashed assets, revalidation for entry files, compression for slow connections.

export interface SiteLocations {
  /** The shell's build folder; its index.html answers every page route. */
  shellDir: string;
  /** URL prefix (ending in /) → build folder of a remote. */
  remotes: Record<string, string>;
  /** Replaces the shell's own /config.json when given (e.g. with the backend's URL and key). */
  runtimeConfig?: () => unknown | Promise<unknown>;
  /**
   * The public-site's build folder, whose prerender/pages.json holds its pages as HTML
   * (decision 098). Without it, or without that file, every page is the bare frame.
   */
  publicSiteDir?: string;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};
/** Files the public-site makes with its pages (they name the site's own address). */
const PRERENDERED_FILES = new Set(['/sitemap.xml', '/robots.txt']);
/** The shell's build carries the site's security headers in this file (shell/public/_headers). */
const HEADERS_FILE = '_headers';
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const compressedCache = new Map<string, Promise<Buffer>>();

function compressed(path: string, mtimeMs: number, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding}:${path}:${mtimeMs}`;
  let entry = compressedCache.get(key);
  if (!entry) {
    entry = readFile(path).then((raw) =>
      encoding === 'br'
        ? brotliAsync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipAsync(raw, { level: 9 }),
    );
    entry.catch(() => compressedCache.delete(key));
    compressedCache.set(key, entry);
  }
  return entry;
}

function pickEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** Resolves `relative` inside `root`, or null when it would escape it. */
function safeJoin(root: string, relative: string): string | null {
  const target = normalize(join(root, relative));
  return target === root || target.startsWith(root.endsWith(sep) ? root : root + sep) ? target : null;
}

function cacheControl(path: string): string {
  // Vite names built assets by content hash, so they never change under the same URL.
  if (/[\\/]assets[\\/]/.test(path) && !path.endsWith('.html')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

async function sendFile(req: IncomingMessage, res: ServerResponse, path: string, extraHeaders = {}) {
  const info = await stat(path);
  const ext = extname(path);
  const headers: Record<string, string> = {
    'Content-Type': MIME[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(path),
    'Last-Modified': info.mtime.toUTCString(),
    ...extraHeaders,
  };
  if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
  const since = req.headers['if-modified-since'];
  if (since && Math.floor(info.mtimeMs / 1000) <= Math.floor(Date.parse(since) / 1000)) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = COMPRESSIBLE.has(ext) && info.size > 512 ? pickEncoding(req) : null;
  if (encoding) {
    const body = await compressed(path, info.mtimeMs, encoding);
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(info.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // A read that fails midway (file replaced by a release, disk error) ends this response only.
  await pipeline(createReadStream(path), res).catch(() => res.destroy());
}

/** The path when it names an existing file, otherwise null. */
async function existingFile(path: string | null): Promise<string | null> {
  if (!path) return null;
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

/** A composed page: compressed when the browser takes it, never cached without revalidation. */
async function sendPage(req: IncomingMessage, res: ServerResponse, answer: PageAnswer) {
  if (answer.location) {
    res.writeHead(answer.status, { Location: answer.location, 'Cache-Control': 'no-cache' }).end();
    return;
  }
  const raw = Buffer.from(answer.body);
  const encoding = pickEncoding(req);
  const body =
    encoding === 'br'
      ? await brotliAsync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? await gzipAsync(raw, { level: 6 })
        : raw;
  res.writeHead(answer.status, {
    'Content-Type': answer.contentType ?? MIME['.html'] ?? '',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'Content-Length': String(body.length),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function notFound(res: ServerResponse) {
  res
    .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
    .end('Not found');
}

/**
 * Compresses every compressible file under `dirs` into the cache, one file at a time so a cold
 * server still answers requests meanwhile. Without it the first visitor after a start waited for
 * brotli on each script (≈2 s on a small machine). Resolves with the number of files compressed;
 * a folder that does not exist (an app not built) is skipped.
 */
async function warmCompression(dirs: string[]): Promise<number> {
  let count = 0;
  for (const dir of dirs) {
    let names: string[];
    try {
      names = await readdir(dir, { recursive: true });
    } catch {
      continue;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (!COMPRESSIBLE.has(extname(path))) continue;
      const info = await stat(path).catch(() => null);
      if (!info?.isFile() || info.size <= 512) continue;
      await compressed(path, info.mtimeMs, 'br');
      await compressed(path, info.mtimeMs, 'gzip');
      count += 1;
    }
  }
  return count;
}

export interface SiteHandler {
  (req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Settles when every built file has been compressed once (started by createSiteHandler). */
  warmed: Promise<number>;
}

/**
 * Returns a request handler that answers for the site's files and returns false for requests
 * it does not own (so an API server can mount it beside its own routes). It starts compressing
 * the build in the background at once; requests never wait for that to finish.
 */
export function createSiteHandler(locations: SiteLocations): SiteHandler {
  const shellDir = resolve(locations.shellDir);
  const publicSiteDir = locations.publicSiteDir ? resolve(locations.publicSiteDir) : null;
  const settingsCheck: SiteSettingsCheck = { warned: false };
  const readFrame = whileUnchanged(join(shellDir, 'index.html'), (text) => text);
  const readSite = publicSiteDir
    ? whileUnchanged(join(publicSiteDir, 'prerender', 'pages.json'), parsePrerenderedSite)
    : async () => null;
  const remotes = Object.entries(locations.remotes).map(([prefix, dir]) => [prefix, resolve(dir)] as const);

  const runtimeConfig = async (): Promise<unknown> => {
    if (locations.runtimeConfig) return locations.runtimeConfig();
    return JSON.parse(await readFile(join(shellDir, 'config.json'), 'utf8'));
  };

  // Read on every request, like /config.json itself: a new build or configuration takes effect
  // at once, and both files are small. A build without the file gets no policy headers.
  const headerRules = async (): Promise<HeaderRule[]> => {
    const text = await readFile(join(shellDir, HEADERS_FILE), 'utf8').catch(() => '');
    if (!text) return [];
    const config = await runtimeConfig().catch(() => null);
    return parseHeadersFile(fillPlaceholders(text, placeholderValues(config)));
  };

  const handleSite = async function handleSite(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = new URL(req.url ?? '/', 'http://site.local');
    // Set before any branch answers, so pages, files, /config.json and 404s all carry them.
    // nosniff does not wait for the headers file: a build without one still gets it.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    for (const [name, value] of Object.entries(
      securityHeaders(await headerRules(), url.pathname, isHttps(req)),
    )) {
      res.setHeader(name, value);
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      notFound(res);
      return true;
    }

    for (const [prefix, dir] of remotes) {
      if (!pathname.startsWith(prefix)) continue;
      // Remotes may be fetched from another origin when /config.json points elsewhere.
      const cors = { 'Access-Control-Allow-Origin': '*' };
      const file = await existingFile(safeJoin(dir, pathname.slice(prefix.length) || 'index.html'));
      if (file) await sendFile(req, res, file, cors);
      else notFound(res);
      return true;
    }

    if (pathname === '/config.json' && locations.runtimeConfig) {
      const body = JSON.stringify(await locations.runtimeConfig());
      res.writeHead(200, { 'Content-Type': MIME['.json'] ?? '', 'Cache-Control': 'no-cache' }).end(body);
      return true;
    }

    // The headers file (and the template a deploy fills it from) is the server's instructions,
    // not part of the site.
    if (pathname.startsWith(`/${HEADERS_FILE}`)) {
      notFound(res);
      return true;
    }
    const file = pathname === '/' ? null : await existingFile(safeJoin(shellDir, pathname.slice(1)));
    if (file) {
      await sendFile(req, res, file);
      return true;
    }
    if (
      publicSiteDir &&
      !pathname.startsWith('/admin') &&
      (!extname(pathname) || PRERENDERED_FILES.has(pathname))
    ) {
      const config = await runtimeConfig().catch(() => null);
      const answer = await pageResponse({
        pathname,
        search: url.search,
        frame: readFrame,
        site: readSite,
        config,
        address: (entry) => pageAddress(req, entry),
        check: settingsCheck,
      });
      if (answer) {
        await sendPage(req, res, answer);
        return true;
      }
    }
    // A path with a file extension that does not exist is a missing file, not a page route.
    if (extname(pathname) && extname(pathname) !== '.html') {
      notFound(res);
      return true;
    }
    await sendFile(req, res, join(shellDir, 'index.html'));
    return true;
  };
  const warmed = warmCompression([shellDir, ...remotes.map(([, dir]) => dir)]);
  return Object.assign(handleSite, { warmed });
}
