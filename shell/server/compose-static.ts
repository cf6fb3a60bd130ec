// `pnpm --filter @safari/shell compose-static -- --pages <pages.json> --origin https://… [--out dist]`:
// the deploy step for a static host or CDN (decision 098). It writes every prerendered page into
// the shell's build as <path>/index.html, the not-found page as 404.html, sitemap.xml and
// robots.txt, keeps the bare frame as _frame.html for /admin and /proposal/*, and a _redirects file for hosts that
// read one (Netlify, Cloudflare Pages). Either release re-runs it: a public-site release with its
// new pages.json, a shell release with the pages.json already published.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseRuntimeConfig } from '@safari/shared-domain';
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

/** Every file of the static site for these builds, or an error saying why they do not fit. */
export function staticSite(input: {
  frame: string;
  pages: string;
  config: unknown;
  origin: string;
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
  for (const [path, file] of Object.entries(site.files))
    files.set(path.slice(1), fillAddress(file.body, address));
  files.set(FRAME_FILE, input.frame);
  files.set(
    '_redirects',
    `/admin /${FRAME_FILE} 200\n/admin/* /${FRAME_FILE} 200\n/proposal/* /${FRAME_FILE} 200\n`,
  );
  return files;
}

async function main() {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string' },
      origin: { type: 'string' },
      out: { type: 'string', default: 'dist' },
    },
  });
  if (!values.pages || !values.origin) {
    console.error(
      'usage: compose-static --pages <public-site dist>/prerender/pages.json --origin https://… [--out dist]',
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
  const files = staticSite({ frame, pages, config, origin: values.origin });
  for (const [path, body] of files) {
    await mkdir(dirname(join(out, path)), { recursive: true });
    await writeFile(join(out, path), body);
  }
  console.log(`wrote ${files.size} files into ${out}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
