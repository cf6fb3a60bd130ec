import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { languageOfPath } from '@safari/shared-domain/i18n';
import { adminFrame, parseFirstScreen, parseShellPreloads } from './admin-page.ts';
import { parsePrerenderedSiteInTurns, remoteFolder } from './compose.ts';
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
import {
  existingFile,
  MIME,
  notFound,
  safeJoin,
  sendFile,
  sendGenerated,
  warmCompression,
} from './static-files.ts';

// The site's routing on one origin: the built shell and both remotes as files, /config.json, the
// security headers, and the public pages composed from the shell's frame and the prerendered
// pages. How a file is sent (caching, compression) is static-files.ts' job.

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
  /**
   * Pages rendered after the build for a newer catalogue, kept beside the server's data rather
   * than in the release (so servers sharing a release keep their own; decision 207). Served in
   * place of the release's own pages while they were rendered by this release.
   */
  renderedPagesFile?: string;
  /**
   * The admin's build folder and the URL prefix it is served at (one of `remotes`). When
   * /config.json names the admin at that prefix, /admin is sent with the admin's first screen
   * named in it (its first-screen.json, decision 222); otherwise the bare frame.
   */
  adminApp?: { dir: string; prefix: string };
}

/**
 * Pages only the browser renders, from the bare frame, never composed with a prerendered page:
 * the dashboard, and a traveller's proposal (its link is private; decision 181).
 */
function isFramePage(pathname: string): boolean {
  return pathname.startsWith('/admin') || languageOfPath(pathname).path.startsWith('/proposal/');
}

/**
 * The pages to serve: those rendered after the build when this release rendered them (the same
 * `build` tag), else the release's own. Pages another release rendered name its asset files,
 * which this one does not have.
 */
export function pagesToServe<Pages extends { build?: string }>(
  own: Pages | null,
  rendered: Pages | null,
): Pages | null {
  if (own && rendered && rendered.build !== undefined && rendered.build === own.build) return rendered;
  return own;
}

/** Files the public-site makes with its pages (they name the site's own address). */
const PRERENDERED_FILES = new Set(['/sitemap.xml', '/robots.txt']);
/** The shell's build carries the site's security headers in this file (shell/public/_headers). */
const HEADERS_FILE = '_headers';

/** A composed page, or the redirect a page route answers with. */
async function sendPage(req: IncomingMessage, res: ServerResponse, answer: PageAnswer) {
  if (answer.location) {
    res.writeHead(answer.status, { Location: answer.location, 'Cache-Control': 'no-cache' }).end();
    return;
  }
  await sendGenerated(req, res, answer.status, answer.body, answer.contentType ?? MIME['.html'] ?? '');
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
  const readOwnPages = publicSiteDir
    ? whileUnchanged(join(publicSiteDir, 'prerender', 'pages.json'), parsePrerenderedSiteInTurns, {
        previousWhileReading: true,
      })
    : async () => null;
  const readRenderedPages = locations.renderedPagesFile
    ? whileUnchanged(resolve(locations.renderedPagesFile), parsePrerenderedSiteInTurns, {
        previousWhileReading: true,
      })
    : async () => null;
  const readSite = async () =>
    pagesToServe(await readOwnPages(), await readRenderedPages().catch(() => null));
  const adminApp = locations.adminApp;
  const readFirstScreen = adminApp
    ? whileUnchanged(join(resolve(adminApp.dir), 'first-screen.json'), parseFirstScreen)
    : async () => null;
  const readShellPreloads = whileUnchanged(join(shellDir, 'admin-preloads.json'), parseShellPreloads);
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

  /** The frame with the admin's first screen, when this server serves the admin /config.json names. */
  const adminPage = async (prefix: string): Promise<string | null> => {
    const config = (await runtimeConfig().catch(() => null)) as { remotes?: { adminApp?: unknown } } | null;
    const entry = config?.remotes?.adminApp;
    if (typeof entry !== 'string' || remoteFolder(entry) !== prefix) return null;
    const [frame, screen, shellModules] = await Promise.all([
      readFrame(),
      readFirstScreen().catch(() => null),
      readShellPreloads().catch(() => null),
    ]);
    return screen ? adminFrame(frame, screen, prefix, shellModules ?? []) : null;
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
    if (publicSiteDir && !isFramePage(pathname) && (!extname(pathname) || PRERENDERED_FILES.has(pathname))) {
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
    if (adminApp && (pathname === '/admin' || pathname.startsWith('/admin/'))) {
      const page = await adminPage(adminApp.prefix);
      if (page) {
        await sendGenerated(req, res, 200, page, MIME['.html'] ?? '');
        return true;
      }
    }
    await sendFile(req, res, join(shellDir, 'index.html'));
    return true;
  };
  const warmed = warmCompression([shellDir, ...remotes.map(([, dir]) => dir)]);
  return Object.assign(handleSite, { warmed });
}
