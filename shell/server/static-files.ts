import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

// A general static-file server, the way a CDN answers: long-lived caching for hashed assets,
// revalidation for entry files, compression for slow connections. It knows nothing of the site's
// routes (site-handler.ts decides which file answers which address).

export const MIME: Record<string, string> = {
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
export function safeJoin(root: string, relative: string): string | null {
  const target = normalize(join(root, relative));
  return target === root || target.startsWith(root.endsWith(sep) ? root : root + sep) ? target : null;
}

function cacheControl(path: string): string {
  // Vite names built assets by content hash, so they never change under the same URL.
  if (/[\\/]assets[\\/]/.test(path) && !path.endsWith('.html')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export async function sendFile(req: IncomingMessage, res: ServerResponse, path: string, extraHeaders = {}) {
  const info = await stat(path);
  const ext = extname(path);
  const headers: Record<string, string> = {
    'Content-Type': MIME[ext] ?? 'application/octet-stream',
    // A path's own rule in _headers (a private page's no-store) wins over the file's default.
    'Cache-Control': String(res.getHeader('Cache-Control') ?? cacheControl(path)),
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

/**
 * A body made per request (a composed page): compressed when the browser takes it, at a level
 * cheap enough to spend on every request, never cached without revalidation.
 */
export async function sendGenerated(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  contentType: string,
) {
  const raw = Buffer.from(text);
  const encoding = pickEncoding(req);
  const body =
    encoding === 'br'
      ? await brotliAsync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? await gzipAsync(raw, { level: 6 })
        : raw;
  res.writeHead(status, {
    'Content-Type': contentType,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    'Content-Length': String(body.length),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The path when it names an existing file, otherwise null. */
export async function existingFile(path: string | null): Promise<string | null> {
  if (!path) return null;
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

export function notFound(res: ServerResponse) {
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
export async function warmCompression(dirs: string[]): Promise<number> {
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
