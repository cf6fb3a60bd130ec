// Issue 17: the operator's photographs. Photographs made here (large JPEGs, one with a GPS
// position in its EXIF) go into a photo folder of their own; the public-site is built with it
// into a folder of its own and served beside the repository's shell, so the main e2e site keeps
// its illustrations. A phone downloads a phone-sized file, no metadata is published, pictures
// without a photograph stay illustrations, pages hydrate without warnings or layout shift, and a
// tour's share card is made from its photograph.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { origin, ports } from '../ports.ts';
import { type BuiltSite, startBuiltSite } from '../scripts/built-site.ts';
import { screenshotAt } from '../support/forms.ts';
import { buildSiteWithPhotographs, writePhotograph } from '../support/photographs.ts';
import { expect, test } from '../support/test.ts';

const SITE = origin(ports.photoSite);
const TOUR = '/tour/serengeti-migration';

test.describe.configure({ mode: 'serial' });

let work = '';
let server: BuiltSite | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  work = await mkdtemp(join(tmpdir(), 'safari-photos-'));
  const photos = join(work, 'photos');
  await writePhotograph(photos, 'site/home-hero', 2400, 1600, { gps: true });
  await writePhotograph(photos, 'tours/serengeti-migration/hero', 2400, 1600, { gps: true });
  await writePhotograph(photos, 'tours/serengeti-migration/gallery-1', 1600, 1067);
  await writePhotograph(photos, 'tours/serengeti-migration/day-1', 1200, 800);

  const site = join(work, 'site');
  await buildSiteWithPhotographs(photos, site);
  server = await startBuiltSite(ports.photoSite, 300_000, { SITE_DIR: site });
});

test.afterAll(async () => {
  await server?.stop();
  if (work) await rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
});

/** The photograph files the page asked the server for. */
function photoRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/photos/')) urls.push(request.url());
  });
  return urls;
}

/** Sums layout shifts from the start of the page (as prerendered-pages.spec.ts does). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __shift: number };
    state.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('a phone downloads the phone-sized photograph, in AVIF, and nothing bigger', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requested = photoRequests(page);
  await page.goto(`${SITE}${TOUR}`);
  const hero = page.getByRole('img', { name: /picture 1 of/ });
  await expect(hero).toBeVisible();
  // 390 CSS px at a device pixel ratio of 1: the 640 px file is the smallest that fills it.
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/hero\.[0-9a-f]{10}-640\.avif$/);
  expect(await hero.getAttribute('width')).toBe('2400');
  expect(await hero.getAttribute('height')).toBe('1600');
  expect(await hero.evaluate((img) => getComputedStyle(img).backgroundImage)).toContain(
    'data:image/webp;base64,',
  );
  await page.waitForLoadState('networkidle');
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((url) => /-(960|1280|1920)\.(avif|webp)$/.test(url))).toEqual([]);
  expect(requested.filter((url) => url.endsWith('.webp'))).toEqual([]);
  // The page is no wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the prerendered page carries the pictures; the files are published without any metadata', async ({
  request,
}) => {
  const html = await (await request.get(`${SITE}${TOUR}`)).text();
  const picture = /<picture[^>]*>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
  expect(picture).toContain('type="image/avif"');
  expect(picture).toContain('type="image/webp"');
  const avif = /srcSet="([^"]+)"/i.exec(picture)?.[1] ?? '';
  const largest = avif.split(', ').at(-1)?.split(' ')[0] ?? '';
  expect(largest).toMatch(new RegExp(`^${SITE}/remotes/public-site/photos/.+-1920\\.avif$`));
  const response = await request.get(largest);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/avif');
  const meta = await sharp(await response.body()).metadata();
  expect(meta.width).toBe(1920);
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  // The page's own list of its photographs travels with it, as data.
  const listed =
    /<script type="application\/json" id="site-photos">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  expect(Object.keys(JSON.parse(listed))).toEqual([
    'tours/serengeti-migration/day-1',
    'tours/serengeti-migration/gallery-1',
    'tours/serengeti-migration/hero',
  ]);
});

test('the share card of a photographed tour is its photograph, as a 1200×630 JPEG', async ({ request }) => {
  const html = await (await request.get(`${SITE}${TOUR}`)).text();
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? '';
  // Named by content (decision 127), so a published change reaches share caches as a new card.
  expect(image).toMatch(/\/og\/tour-serengeti-migration-[0-9a-f]{8}\.jpg$/);
  expect(html).toContain('<meta property="og:image:type" content="image/jpeg">');
  const response = await request.get(image);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/jpeg');
  const meta = await sharp(await response.body()).metadata();
  expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, 'jpeg']);
  expect(meta.exif).toBeUndefined();
  // The German page's card is the same photograph under German words, a file of its own (decision 234).
  const german = await (await request.get(`${SITE}/de${TOUR}`)).text();
  const germanImage = /<meta property="og:image" content="([^"]+)">/.exec(german)?.[1] ?? '';
  expect(germanImage).toMatch(/\/og\/de\/tour-serengeti-migration-[0-9a-f]{8}\.jpg$/);
  expect(german).toMatch(
    /<meta property="og:image:alt" content="[^"]+: ein Foto von der Tour mit ihrem Namen und /,
  );
  const germanCard = await request.get(germanImage);
  expect(germanCard.status()).toBe(200);
  const germanMeta = await sharp(await germanCard.body()).metadata();
  expect([germanMeta.width, germanMeta.height, germanMeta.format, germanMeta.exif]).toEqual([
    1200,
    630,
    'jpeg',
    undefined,
  ]);
  // A tour without a photograph keeps its illustrated PNG card.
  const other = await (await request.get(`${SITE}/tour/tarangire-safari`)).text();
  expect(other).toMatch(
    /<meta property="og:image" content="[^"]+\/og\/tour-tarangire-safari-[0-9a-f]{8}\.png">/,
  );
});

test('pictures without a photograph stay illustrations, on the same page and on others', async ({ page }) => {
  await page.goto(`${SITE}${TOUR}`);
  // Day 1 has a photograph, day 2 has not.
  const day1 = page.getByRole('img', { name: /^Day 1:/ });
  await expect(day1).toHaveJSProperty('complete', true);
  expect(await day1.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /day-1\.[0-9a-f]{10}-\d+\.avif$/,
  );
  await page.getByRole('tab', { name: 'Day 2' }).click();
  const day2 = page.getByRole('img', { name: /^Day 2:/ });
  await expect(day2).toHaveAttribute('src', '/images/tours/serengeti-migration/day-2.svg');
  await page.goto(`${SITE}/destinations/zanzibar`);
  const pictures = page.locator('main img');
  expect(await pictures.count()).toBeGreaterThan(1);
  for (const src of await pictures.evaluateAll((images) => images.map((img) => img.getAttribute('src'))))
    expect(src).toMatch(/^\/images\/.+\.svg$/);
  expect(await page.locator('main picture').count()).toBe(0);
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`${viewport.name}: the photographed pages hydrate without warnings or layout shift`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await watchShifts(page);
    for (const path of ['/', TOUR]) {
      await page.goto(`${SITE}${path}`);
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 2500);
      await page.waitForTimeout(400);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift), path).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        viewport.width,
      );
    }
    expect(problems).toEqual([]);
    await screenshotAt(page, viewport.width, testInfo.outputPath(`tour-${viewport.width}.png`));
  });
}

test('a page reached by navigation shows its photographs too', async ({ page }) => {
  await page.goto(`${SITE}/about`);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Tours & Packages' })
    .click();
  await expect(page).toHaveURL(`${SITE}/tours`);
  // The Serengeti card's picture is the photograph, from the list fetched after the first page.
  await expect
    .poll(() =>
      page
        .locator('main img')
        .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).currentSrc)),
    )
    .toContainEqual(expect.stringMatching(/serengeti-migration\/hero\.[0-9a-f]{10}-\d+\.avif$/));
});
