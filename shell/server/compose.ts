// One page of the site from two releases (decision 098): the shell's frame (its built
// index.html) and a page the public-site prerendered (its dist/prerender/pages.json). Pure, so
// the local server runs it per request and a static deploy runs it once per route.

import { languageOfPath } from '@safari/shared-domain/i18n';
import {
  ASSET_BASE_TOKEN,
  type PrerenderedPage,
  type PrerenderedSite,
  SITE_ORIGIN_TOKEN,
} from '@safari/shared-domain/prerender';
import { parseJsonInTurns } from './json-in-turns.ts';

export type { PrerenderedPage, PrerenderedSite };

/** Where the page is served: the site's origin and the public-site remote's folder URL. */
export interface PageAddress {
  /** e.g. https://safari.example (no trailing slash). */
  origin: string;
  /** The folder of the public-site's remoteEntry.js, absolute or from the site root; ends in /. */
  assetBase: string;
}

const HEAD_BLOCK = /<!-- page-head[\s\S]*?<!-- \/page-head -->/;
const ROOT = '<div id="root"></div>';
/**
 * The element after #root that ends the page's markup. The head asks the browser not to render
 * until it is parsed (`<link rel="expect" blocking="render">`): Chrome otherwise may paint a page
 * whose HTML is still being parsed, with an icon parsed but not the text beside it, and the
 * icon moves when the text arrives (a layout shift; decision 168).
 */
const PAGE_END_ID = 'page-end';
const PAGE_END = `<div id="${PAGE_END_ID}" hidden></div>`;
const EXPECT_PAGE_END = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;
/** The shell's first script (decision 102); a frame without it loads its code the usual way. */
const PAINT_FIRST = /<script\b[^>]*\bdata-paint-first\b[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>\s*/g;
const MODULE_ENTRY = /<script type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>\s*/;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A parsed pages.json, or null when it is not the format this shell composes. */
function prerenderedSiteOrNull(value: unknown): PrerenderedSite | null {
  const site = value as Partial<PrerenderedSite> | null;
  if (
    site?.format !== 1 ||
    typeof site.pages !== 'object' ||
    !site.notFound ||
    typeof site.files !== 'object'
  ) {
    return null;
  }
  return site as PrerenderedSite;
}

/** Reads pages.json, refusing anything that is not the format this shell composes. */
export function parsePrerenderedSite(text: string): PrerenderedSite | null {
  try {
    return prerenderedSiteOrNull(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * The same, parsed a page at a time with turns for other requests between (decision 194): the
 * server reads the file again when a publish swaps it in, while it answers everyone else.
 */
export async function parsePrerenderedSiteInTurns(text: string): Promise<PrerenderedSite | null> {
  try {
    return prerenderedSiteOrNull(await parseJsonInTurns(text));
  } catch {
    return null;
  }
}

/** True when the frame has the places a page goes (a shell built before decision 098 has not). */
export function frameTakesPages(frame: string): boolean {
  return HEAD_BLOCK.test(frame) && frame.includes(ROOT);
}

/**
 * The frame with the page in it: the page's head tags in place of the frame's default title and
 * description, its style sheets and modulepreloads (the remote's code starts downloading with
 * the HTML instead of after three rounds of scripts), and its markup in #root, marked for
 * hydration. Throws when the frame lacks the markers (callers serve the bare frame then).
 */
/** The not-found page for an address: in its language when it has a prefix (/de/…), else English. */
export function notFoundPageFor(site: PrerenderedSite, pathname: string): PrerenderedPage {
  const { language } = languageOfPath(pathname);
  return (
    (Object.hasOwn(site.notFoundIn ?? {}, language) ? site.notFoundIn?.[language] : undefined) ??
    site.notFound
  );
}

export function composePage(frame: string, page: PrerenderedPage, address: PageAddress): string {
  if (!frameTakesPages(frame)) throw new Error('the frame has no place for a prerendered page');
  const modules = page.modules.map((module) => address.assetBase + module);
  // The shell's first script starts the code when the frame has it and an entry to start.
  const afterPaint = PAINT_FIRST.test(frame) && MODULE_ENTRY.test(frame);
  const asset = (path: string) => escapeAttribute(address.assetBase + path);
  const head = [
    EXPECT_PAGE_END,
    fillAddress(page.head, address),
    ...page.styles.map((sheet) => `<link rel="stylesheet" crossorigin href="${asset(sheet)}">`),
    page.hints,
    ...(afterPaint
      ? []
      : modules.map((module) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(module)}">`)),
  ].join('\n    ');
  const html = frame
    .replace(HEAD_BLOCK, () => head)
    .replace(
      ROOT,
      () => `<div id="root" data-prerendered>${fillAddress(page.html, address)}</div>${PAGE_END}`,
    )
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    // A German page says so to the browser, screen readers and search engines (issue 41).
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeAttribute(page.lang ?? 'en')}"`);
  return afterPaint ? codeAfterPaint(html, modules) : html;
}

const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The page's code, started by the shell's first script once the page has painted (decision 102):
 * the frame's module entry and modulepreloads leave the head and join the page's modules in the
 * #page-code block. The page paints from its HTML, style sheets and hero picture alone, then all
 * of its modules are requested at once.
 */
function codeAfterPaint(html: string, pageModules: readonly string[]): string {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  const entry = MODULE_ENTRY.exec(head)?.[1] ?? '';
  const modules = new Set(pageModules);
  const rest = head.replace(MODULE_ENTRY, '').replace(MODULE_PRELOAD, (_tag, href: string) => {
    modules.add(unescapeAttribute(href));
    return '';
  });
  // `<` escaped, so no address can close the block early.
  const code = JSON.stringify({ entry: unescapeAttribute(entry), modules: [...modules] }).replace(
    /</g,
    '\\u003c',
  );
  return `${rest}<script type="application/json" id="page-code">${code}</script>\n  ${html.slice(headEnd)}`;
}

/** A prerendered text with the stand-ins for the origin and the remote's folder filled in. */
export function fillAddress(text: string, address: PageAddress): string {
  return text.replaceAll(SITE_ORIGIN_TOKEN, address.origin).replaceAll(ASSET_BASE_TOKEN, address.assetBase);
}

/** The folder URL of a remote from its entry URL in /config.json. */
export function remoteFolder(entry: string): string {
  return entry.slice(0, entry.lastIndexOf('/') + 1);
}

/** JSON with object keys in order: the same settings compare equal however they were built. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

/** Whether pages rendered with `built` settings fit a deployment whose settings are `deployed`. */
export function sameSettings(built: unknown, deployed: unknown): boolean {
  return stableJson(built) === stableJson(deployed);
}
