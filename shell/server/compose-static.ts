// `pnpm --filter @safari/shell compose-static -- --pages <pages.json> --origin https://… [--out dist]`:
// the deploy step for a static host or CDN (decision 098). It writes every prerendered page into
// the shell's build as <path>/index.html, the not-found page as 404.html, sitemap.xml and
// robots.txt, keeps the bare frame as _frame.html for /admin and /proposal/*, and a _redirects
// file for hosts that read one (Netlify, Cloudflare Pages). With `--admin <admin dist>/first-screen.json`
// /admin is `_admin.html` instead: the frame with the admin's first screen named in it (decision
// 222). Either release re-runs it: a public-site release with its new pages.json, a shell release
// with the pages.json already published.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseRuntimeConfig } from '@safari/shared-domain';
import { adminFrame, parseFirstScreen, parseShellPreloads } from './admin-page.ts';
import {
  composePage,
  fillAddress,
  frameTakesPages,
  parsePrerenderedSite,
  remoteFolder,
  sameSettings,
} from './compose.ts';

/** File path in the published folder → its contents. */
export type StaticFiles = Map<string, string>;

const FRAME_FILE = '_frame.html';
/** /admin's page when the admin's first screen is known (kept apart: _frame.html stays bare). */
const ADMIN_FILE = '_admin.html';

/** Every file of the static site for these builds, or an error saying why they do not fit. */
export function staticSite(input: {
  frame: string;
  pages: string;
  config: unknown;
  origin: string;
  /** The admin build's first-screen.json and the shell's admin-preloads.json, when given. */
  admin?: { firstScreen: string; shellPreloads: string };
}): StaticFiles {
  const origin = new URL(input.origin).origin;
  if (!frameTakesPages(input.frame)) throw new Error('the shell build has no place for prerendered pages');
  const site = parsePrerenderedSite(input.pages);
  if (!site) throw new Error('pages.json is missing or in a format this shell does not know');
  const config = parseRuntimeConfig(input.config, `${origin}/`);
  if (!sameSettings(site.settings, config.settings)) {
    throw new Error(
      'the pages were prerendered with other operator settings: build the public-site with SITE_CONFIG',
    );
  }
  const entry = (input.config as { remotes: { publicSite: string } }).remotes.publicSite;
  const address = { origin, assetBase: new URL(remoteFolder(entry), `${origin}/`).href };
  const files: StaticFiles = new Map();
  for (const [path, page] of Object.entries(site.pages)) {
    files.set(
      path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
      composePage(input.frame, page, address),
    );
  }
  files.set('404.html', composePage(input.frame, site.notFound, address));
  // A static host answers an unknown address with the nearest 404.html: /de/… in German.
  for (const [language, page] of Object.entries(site.notFoundIn ?? {}))
    files.set(`${language}/404.html`, composePage(input.frame, page, address));
  for (const [path, file] of Object.entries(site.files))
    files.set(path.slice(1), fillAddress(file.body, address));
  files.set(FRAME_FILE, input.frame);
  const screen = input.admin ? parseFirstScreen(input.admin.firstScreen) : null;
  if (input.admin && !screen)
    throw new Error("the admin's first-screen.json is in a format this shell does not know");
  let adminPage = FRAME_FILE;
  if (screen) {
    const adminEntry = (input.config as { remotes: { adminApp: string } }).remotes.adminApp;
    const adminFolder = new URL(remoteFolder(adminEntry), `${origin}/`).href;
    const shellModules = parseShellPreloads(input.admin?.shellPreloads ?? '') ?? [];
    files.set(ADMIN_FILE, adminFrame(input.frame, screen, adminFolder, shellModules));
    adminPage = ADMIN_FILE;
  }
  files.set(
    '_redirects',
    `/admin /${adminPage} 200\n/admin/* /${adminPage} 200\n/proposal/* /${FRAME_FILE} 200\n`,
  );
  return files;
}

async function main() {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string' },
      origin: { type: 'string' },
      out: { type: 'string', default: 'dist' },
      admin: { type: 'string' },
    },
  });
  if (!values.pages || !values.origin) {
    console.error(
      'usage: compose-static --pages <public-site dist>/prerender/pages.json --origin https://… [--out dist] [--admin <admin-app dist>/first-screen.json]',
    );
    process.exit(2);
  }
  const out = values.out ?? 'dist';
  const frame = await readFile(join(out, 'index.html'), 'utf8').then((html) =>
    frameTakesPages(html) ? html : readFile(join(out, FRAME_FILE), 'utf8'),
  );
  const pages = /^https?:/.test(values.pages)
    ? await (await fetch(values.pages)).text()
    : await readFile(values.pages, 'utf8');
  const config = JSON.parse(await readFile(join(out, 'config.json'), 'utf8'));
  const read = async (source: string) =>
    /^https?:/.test(source) ? (await fetch(source)).text() : readFile(source, 'utf8');
  const admin = values.admin
    ? {
        firstScreen: await read(values.admin),
        shellPreloads: await readFile(join(out, 'admin-preloads.json'), 'utf8').catch(() => ''),
      }
    : undefined;
  const files = staticSite({ frame, pages, config, origin: values.origin, ...(admin ? { admin } : {}) });
  for (const [path, body] of files) {
    await mkdir(dirname(join(out, path)), { recursive: true });
    await writeFile(join(out, path), body);
  }
  console.log(`wrote ${files.size} files into ${out}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
