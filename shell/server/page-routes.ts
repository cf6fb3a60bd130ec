// Which HTML a page route answers with (decision 098): the frame composed with the page the
// public-site prerendered, the not-found page with 404, or — when the two releases cannot be
// put together — the bare frame, which the browser renders as before.
import type { IncomingMessage } from 'node:http';
import { parseRuntimeConfig } from '@safari/shared-domain';
import {
  composePage,
  fillAddress,
  frameTakesPages,
  notFoundPageFor,
  type PageAddress,
  type PrerenderedSite,
  remoteFolder,
  sameSettings,
} from './compose.ts';
import { isHttps } from './security-headers.ts';

export type { PageAddress };

export interface PageAnswer {
  status: number;
  body: string;
  /** HTML unless said otherwise (sitemap.xml, robots.txt). */
  contentType?: string;
  location?: string;
}

/** Remembers that a settings mismatch was reported, so the log says it once. */
export interface SiteSettingsCheck {
  warned: boolean;
}

const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
/** Characters a URL may bring into the page's attributes and JSON-LD without escaping. */
const SAFE_URL = /^[A-Za-z0-9\-._~:/?#[\]@!$&()*+,;=%]+$/;

/**
 * Where this request's page lives: its origin (from Host, checked, since it goes into canonical
 * and share URLs) and the public-site's folder from /config.json, made absolute for share tags.
 */
export function pageAddress(req: IncomingMessage, remoteEntry: string): PageAddress | null {
  const host = String(req.headers.host ?? '');
  if (!HOST.test(host)) return null;
  const origin = `${isHttps(req) ? 'https' : 'http'}://${host.toLowerCase()}`;
  let assetBase: string;
  try {
    assetBase = new URL(remoteFolder(remoteEntry), `${origin}/`).href;
  } catch {
    return null;
  }
  return SAFE_URL.test(assetBase) ? { origin, assetBase } : null;
}

export async function pageResponse(input: {
  pathname: string;
  search: string;
  frame: () => Promise<string>;
  /** The public-site's pages, parsed (null when the file is not in a format this shell knows). */
  site: () => Promise<PrerenderedSite | null>;
  config: unknown;
  address: (remoteEntry: string) => PageAddress | null;
  check: SiteSettingsCheck;
}): Promise<PageAnswer | null> {
  const { pathname } = input;
  // One address per page: /tours/ sends the visitor (and search engines) to /tours.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // Built from the decoded path, so each part is encoded again: a header carries no raw bytes.
    const parts = pathname.replace(/^\/+|\/+$/g, '').split('/');
    const location = `/${parts.map(encodeURIComponent).join('/')}${input.search}`;
    return { status: 301, body: '', location };
  }
  const frame = await input.frame().catch(() => null);
  const site = await input.site().catch(() => null);
  if (!frame || !site) return null;
  const entry = (input.config as { remotes?: { publicSite?: unknown } } | null)?.remotes?.publicSite;
  const address = typeof entry === 'string' ? input.address(entry) : null;
  const file = Object.hasOwn(site.files, pathname) ? site.files[pathname] : undefined;
  if (file) {
    return address
      ? { status: 200, body: fillAddress(file.body, address), contentType: file.contentType }
      : null;
  }
  const page = Object.hasOwn(site.pages, pathname) ? site.pages[pathname] : undefined;
  const status = page ? 200 : 404;
  let config: ReturnType<typeof parseRuntimeConfig>;
  try {
    config = parseRuntimeConfig(input.config, 'http://site.invalid/');
  } catch {
    return { status, body: frame };
  }
  if (!sameSettings(site.settings, config.settings)) {
    if (!input.check.warned) {
      input.check.warned = true;
      console.warn(
        '[site] the public-site pages were prerendered with other operator settings than /config.json holds; serving pages without their HTML until the public-site is built with this config (SITE_CONFIG)',
      );
    }
    return { status, body: frame };
  }
  if (!address || !frameTakesPages(frame)) return { status, body: frame };
  return { status, body: composePage(frame, page ?? notFoundPageFor(site, pathname), address) };
}
