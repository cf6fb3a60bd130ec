// The admin's Photographs tab and the pages that show what it uploaded (issue 38): the steps the
// photograph specs share (admin-photographs, admin-photographs-publish, uploaded-photographs).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { choose, toast } from './admin-page.ts';
import { SITE, serviceClient } from './backend.ts';
import { writePhotograph } from './photographs.ts';
import { expect } from './test.ts';

export interface LibraryFiles {
  /** 3000 × 2000 camera JPEG with a GPS position. */
  lions: string;
  /** 2400 × 1600 camera JPEG with a GPS position. */
  river: string;
  /** 800 × 600 PNG. */
  hill: string;
}

/** Two camera JPEGs with GPS and one PNG, in `folder`; `grain` makes the JPEGs heavier. */
export async function writeLibraryFiles(folder: string, grain = 0.6): Promise<LibraryFiles> {
  const hill = join(folder, 'hill.png');
  await writeFile(
    hill,
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c98b3a' } })
      .png()
      .toBuffer(),
  );
  return {
    lions: await writePhotograph(folder, 'lions', 3000, 2000, { gps: true, grain }),
    river: await writePhotograph(folder, 'river', 2400, 1600, { gps: true, grain }),
    hill,
  };
}

/**
 * A draft of its own copied from the published Tarangire tour, under `slug` and `title`: hidden
 * (no page shows it even if published) unless `hidden` is false.
 */
export async function draftTourCopy(slug: string, title: string, hidden = true): Promise<void> {
  const service = await serviceClient();
  const published = await service.rpc('published_catalogue');
  if (published.error) throw published.error;
  const source = (published.data as { tours: Record<string, unknown>[] }).tours.find(
    (tour) => tour.slug === 'tarangire-safari',
  );
  const { error } = await service
    .from('catalogue_tours')
    .insert({ slug, hidden, tour: { ...source, slug, title, featured: false } });
  if (error) throw error;
}

/** A photograph's card in the library. */
export function photographCard(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('photograph-card').filter({ hasText: text });
}

/** Delete on a card, then in its confirmation (once the last one has closed). */
export async function confirmDelete(page: Page, photograph: Locator): Promise<void> {
  const open = page.locator('.ant-popover:visible');
  await expect(open).toHaveCount(0);
  await photograph.getByRole('button', { name: 'Delete' }).click();
  await open.getByRole('button', { name: 'Delete' }).click();
}

/**
 * Slows the page's uploads to `bytesPerSecond` (as on an office connection, so each file's bar is
 * seen moving) and records every value an upload bar shows. `restore()` lifts the limit.
 */
export async function watchUploadProgress(
  page: Page,
  bytesPerSecond: number,
): Promise<{ values: number[]; restore: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  const values: number[] = [];
  await page.exposeFunction('recordProgress', (value: number) => values.push(value));
  await page.evaluate(() => {
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('.ant-upload-list [role="progressbar"]')) {
        const now = Number(bar.getAttribute('aria-valuenow'));
        (window as unknown as { recordProgress: (value: number) => void }).recordProgress(now);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return {
    values,
    restore: async () => {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    },
  };
}

/**
 * Every card in `cards` shows its thumbnail, drawn (scrolled into view first, as they load lazily)
 * from a signed Storage URL: the photographs bucket is private.
 */
export async function expectThumbnailsDrawn(cards: Locator): Promise<void> {
  await expect(cards.locator('img')).toHaveCount(await cards.count());
  for (const image of await cards.locator('img').all()) {
    expect(await image.getAttribute('src')).toMatch(
      new RegExp(`^${SITE}/storage/v1/object/sign/photographs/[0-9a-f-]{36}\\.(jpg|png|webp|avif)\\?token=`),
    );
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
}

/**
 * In the tour editor of `slug`: the photograph described `main` as the main picture and `gallery`
 * added to the gallery, each found by typing `search` (words of its alt text); the draft saved.
 */
export async function choosePictures(
  page: Page,
  tour: { slug: string; title: string },
  search: string,
  pictures: { main: string; gallery: string },
): Promise<void> {
  await page.goto(`/admin/tours/${tour.slug}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(tour.title, { timeout: 30_000 });
  for (const [label, alt] of [
    ['Main picture', pictures.main],
    ['Gallery', pictures.gallery],
  ] as const) {
    const select = page.getByLabel(label, { exact: true });
    await select.scrollIntoViewIfNeeded();
    await select.click();
    await select.fill(search);
    await choose(page, select, alt);
  }
  await page.keyboard.press('Escape');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    toast(page, 'Tour Saved', `${tour.title} is saved as a draft. Publish to show the change to travellers.`),
  ).toBeVisible({ timeout: 20_000 });
}

/**
 * The tour page's HTML fetched as a crawler does (no JavaScript), asked again until it offers the
 * photograph described `alt` as AVIF in a srcset, for at most `withinMs`.
 */
export async function tourPageShowing(
  request: APIRequestContext,
  slug: string,
  alt: string,
  withinMs: number,
): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/tour/${slug}`);
        html = await response.text();
        return response.status() === 200 && avifSrcset(html, alt).length > 0;
      },
      { timeout: withinMs, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true);
  return html;
}

/**
 * In the Photographs tab: deleting the photograph described `alt` is refused, naming the tour
 * `title` that uses it, and its file stays in Storage.
 */
export async function expectDeleteRefused(
  page: Page,
  alt: string,
  title: string,
  key: string,
): Promise<void> {
  await page.goto('/admin?tab=photographs');
  const used = photographCard(page, alt);
  await confirmDelete(page, used);
  await expect(used.getByRole('alert')).toHaveText(
    `This photograph is used by "${title}"; choose another picture there before deleting it`,
    { timeout: 20_000 },
  );
  await expect(photographCard(page, alt)).toHaveCount(1);
  const service = await serviceClient();
  expect((await service.storage.from('photographs').exists(key)).data).toBe(true);
}

/** Types `alt` into the card's alt text and saves it, waiting for the toast. */
export async function saveAltText(page: Page, photograph: Locator, alt: string): Promise<void> {
  await photograph.getByLabel('Alt text').fill(alt);
  await photograph.getByRole('button', { name: 'Save alt text' }).click();
  await expect(
    page
      .locator('.ant-notification-notice')
      .filter({ has: page.getByText('Alt text saved', { exact: true }) })
      .filter({ has: page.getByText(alt, { exact: true }) }),
  ).toBeVisible({ timeout: 20_000 });
}

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/** The AVIF `srcset` candidates (URLs) of the first `<picture>` whose image has `alt`. */
export function avifSrcset(html: string, alt: string): string[] {
  for (const [, picture] of html.matchAll(/<picture[^>]*>(.*?)<\/picture>/gs)) {
    if (!picture?.includes(`alt="${alt}"`)) continue;
    const source = /<source type="image\/avif" srcSet="([^"]+)"/i.exec(picture)?.[1] ?? '';
    return source.split(', ').map((candidate) => candidate.split(' ')[0] ?? '');
  }
  return [];
}

/** The AVIF `srcset` candidates of the tour card (an `<article>`) that links to `route`. */
export function cardAvifSrcset(html: string, route: string): string[] {
  const card = html.split('<article').find((part) => part.includes(`href="${route}"`)) ?? '';
  const source = /<source type="image\/avif" srcSet="([^"]+)"/i.exec(card)?.[1] ?? '';
  return source ? source.split(', ').map((candidate) => candidate.split(' ')[0] ?? '') : [];
}

/** A served variant carries no metadata: no EXIF (so no GPS), no XMP, no camera name. */
export async function expectNoMetadata(body: Buffer, camera: string): Promise<void> {
  const meta = await sharp(body).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(body.includes(Buffer.from('Exif\0\0'))).toBe(false);
  expect(body.includes(Buffer.from(camera))).toBe(false);
}
