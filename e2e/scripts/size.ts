// `pnpm size`: what each app weighs, and what a visitor's phone downloads to see the home page.
// The first-load figure is measured in Chromium against the built site, because with module
// federation only the browser knows which shared chunks a page really pulls in.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { assertBuilt, REPO as repo, startBuiltSite } from './built-site.ts';

/** Budget for shell + public-site JavaScript on the first visit to `/`, gzip (docs/performance.md). */
export const FIRST_LOAD_JS_BUDGET_KB = 149;

const port = Number(process.env.SIZE_PORT ?? 3190);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function appSizes(app: string) {
  let js = 0;
  let css = 0;
  for (const file of await filesUnder(join(repo, app, 'dist'))) {
    if (!/\.(m?js|css)$/.test(file) || relative(repo, file).includes('.ssr.')) continue;
    const gz = gzipSync(await readFile(file)).length;
    if (file.endsWith('.css')) css += gz;
    else js += gz;
  }
  return { js, css };
}

async function firstLoad(path: string) {
  const site = await startBuiltSite(port);
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body).length);
    });
    await page.goto(`${site.origin}${path}`);
    // A prerendered page's code starts only after its first contentful paint (decision 220), so
    // the network may fall quiet before it starts: wait until React owns the page, then for quiet.
    await page.waitForFunction(() => {
      const main = document.querySelector('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactProps$'));
    });
    await page.waitForLoadState('networkidle');
    await browser.close();
    return scripts;
  } finally {
    await site.stop();
  }
}

assertBuilt();
const rows: [string, string, string][] = [];
for (const app of ['shell', 'public-site', 'admin-app']) {
  const { js, css } = await appSizes(app);
  rows.push([app, kb(js), kb(css)]);
}
console.log('Whole build, gzip kB (every chunk, loaded or not):');
console.table(rows.map(([app, js, css]) => ({ app, 'JS kB': js, 'CSS kB': css })));

const scripts = await firstLoad('/');
for (const [url, n] of [...scripts].sort((a, b) => b[1] - a[1]))
  if (process.env.SIZE_VERBOSE) console.log(kb(n).padStart(7), url.replace(/^https?:\/\/[^/]+/, ''));
const admin = [...scripts.keys()].filter((url) => url.includes('/remotes/admin-app/'));
const total = [...scripts.values()].reduce((sum, n) => sum + n, 0);
console.log(
  `First visit to /: ${scripts.size} scripts, ${kb(total)} kB gzip, ${total} bytes (budget ${FIRST_LOAD_JS_BUDGET_KB} kB = ${FIRST_LOAD_JS_BUDGET_KB * 1024} bytes)`,
);
if (admin.length > 0) {
  console.error(`FAIL: the home page fetched admin code: ${admin.join(', ')}`);
  process.exit(1);
}
if (total > FIRST_LOAD_JS_BUDGET_KB * 1024) {
  console.error(
    `FAIL: first-load JavaScript ${kb(total)} kB is over the ${FIRST_LOAD_JS_BUDGET_KB} kB budget`,
  );
  process.exit(1);
}
console.log('OK: within budget');
