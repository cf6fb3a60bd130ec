// Issue 38 the whole way through the admin, on a phone (390 px): staff upload two camera JPEGs
// with a GPS position and a PNG in the Photographs tab, watch each file's progress, see the
// thumbnails, give alt text, make one a tour's main picture and another part of its gallery in the
// tour editor, and publish the catalogue from the Tours list. Within 60 s of the click the tour
// page, fetched without JavaScript (one HTTP request for its HTML), offers the gallery's as AVIF
// in a `srcset`, the tour's card on /tours the main one, and the AVIF files carry no EXIF, so no
// GPS. Deleting the main picture is then refused
// naming the tour. The same steps at 1366 px short of publishing are admin-photographs.spec.ts;
// a publish through the API and the static deployment's path, uploaded-photographs.spec.ts.
// Runs in the 'catalogue' project (it publishes).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { openDashboard, openedDialog } from '../support/admin-page.ts';
import { SITE, serviceClient, uniqueToken } from '../support/backend.ts';
import {
  avifSrcset,
  photographCard as card,
  cardAvifSrcset,
  choosePictures,
  draftTourCopy,
  expectDeleteRefused,
  expectNoMetadata,
  expectNoSidewaysScroll,
  expectThumbnailsDrawn,
  type LibraryFiles,
  saveAltText,
  tourPageShowing,
  watchUploadProgress,
  writeLibraryFiles,
} from '../support/photograph-library.ts';
import { TEST_CAMERA } from '../support/photographs.ts';
import { expect, test } from '../support/test.ts';

const PUBLISH_WITHIN_MS = 60_000;
const token = uniqueToken();
const slug = `e2e-phone-photographs-${token}`;
const title = `Phone Photographs ${token}`;
const LIONS = `Lions under an acacia, seen from the car, ${token}`;
const RIVER = `Zebra drinking at the Tarangire river, ${token}`;
const HILL = `A baobab on the hill at sunset, ${token}`;

test.use({ viewport: { width: 390, height: 844 } });

let work = '';
let files: LibraryFiles;

test.beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'safari-phone-photographs-'));
  // Smooth pictures (no grain): the encoders' easy case, so the 60 s measure the publish path
  // rather than AVIF's worst case (bench:photographs measures that).
  files = await writeLibraryFiles(work, 0);
  // A new tour's draft (shown once published), copied from the published Tarangire tour.
  await draftTourCopy(slug, title, false);
});

test.afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

test('on a phone, staff upload photographs, use them in a tour and publish: the page serves them as AVIF without GPS within 60 s', async ({
  page,
  request,
}, info) => {
  test.setTimeout(4 * 60_000);
  await openDashboard(page, '?tab=photographs');
  await expect(page.getByRole('heading', { name: 'Photographs', level: 2 })).toBeVisible({ timeout: 20_000 });

  // Slowed to 50 kB/s: the smooth files are small, and each bar must be seen part way.
  const progress = await watchUploadProgress(page, 50_000);
  await page
    .locator('.ant-upload-drag input[type="file"]')
    .setInputFiles([files.lions, files.river, files.hill]);
  await expect(page.getByTestId('upload-item')).toHaveCount(3);
  await expect(page.locator('[data-testid="upload-item"][data-status="done"]')).toHaveCount(3, {
    timeout: 60_000,
  });
  await progress.restore();
  expect(progress.values.some((value) => value > 0 && value < 100)).toBe(true);

  const fresh = card(page, 'Needs alt text');
  await expect(fresh).toHaveCount(3, { timeout: 20_000 });
  await expectThumbnailsDrawn(fresh);
  for (const [size, alt] of [
    ['3000 × 2000', LIONS],
    ['2400 × 1600', RIVER],
    ['800 × 600', HILL],
  ] as const)
    await saveAltText(page, card(page, size).filter({ hasText: 'Needs alt text' }), alt);
  await expect(card(page, 'Needs alt text')).toHaveCount(0, { timeout: 20_000 });
  await expectNoSidewaysScroll(page);

  // What Storage keeps is the camera's file, GPS and all: the variants must drop it.
  const service = await serviceClient();
  const rows = await service.from('photographs').select('key, alt_text').in('alt_text', [LIONS, RIVER]);
  const keyOf = (alt: string) => rows.data?.find((row) => row.alt_text === alt)?.key ?? '';
  const original = await service.storage.from('photographs').download(keyOf(LIONS));
  const originalBytes = Buffer.from((await original.data?.arrayBuffer()) ?? new ArrayBuffer(0));
  expect((await sharp(originalBytes).metadata()).exif).toBeDefined();
  expect(originalBytes.includes(Buffer.from(TEST_CAMERA))).toBe(true);

  // The tour editor: the lions are the main picture, the river joins the gallery.
  await choosePictures(page, { slug, title }, token, { main: LIONS, gallery: RIVER });
  const draft = await service.from('catalogue_tours').select('tour').eq('slug', slug).single();
  const saved = draft.data?.tour as { heroImage: string; gallery: string[] };
  expect(saved.heroImage).toBe(`photographs/${keyOf(LIONS)}`);
  expect(saved.gallery).toContain(`photographs/${keyOf(RIVER)}`);

  // Published from the Tours list, at this width.
  await page.goto('/admin/tours');
  await page.getByRole('button', { name: /^Publish/ }).click();
  const dialog = await openedDialog(page, 'Publish the catalogue');
  await dialog.getByLabel('Note for the history').fill(`e2e: photographs from a phone ${token}`);
  const clicked = Date.now();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('.ant-notification-notice', { hasText: 'Catalogue Published' })).toBeVisible({
    timeout: 15_000,
  });
  await page.screenshot({ path: info.outputPath('published-390.png') });
  await expectNoSidewaysScroll(page);

  // Fetched as a crawler does, without JavaScript: the tour page until its gallery shows the
  // river, by staff's words, as AVIF in a srcset.
  const html = await tourPageShowing(request, slug, RIVER, PUBLISH_WITHIN_MS - (Date.now() - clicked));
  const variant = new RegExp(`^${SITE}/remotes/public-site/photographs/([0-9a-f]{20})-\\d+\\.avif$`);
  const inGallery = avifSrcset(html, RIVER);
  expect(inGallery.length).toBeGreaterThan(1);
  for (const url of inGallery) expect(url).toMatch(variant);
  // The main picture is the tour's card in the lists (and its share card): /tours, also without
  // JavaScript, shows the lions as AVIF, another photograph than the river.
  const tours = await (await request.get('/tours')).text();
  const onCard = cardAvifSrcset(tours, `/tour/${slug}`);
  expect(onCard.length).toBeGreaterThan(1);
  for (const url of onCard) expect(url).toMatch(variant);
  expect(variant.exec(onCard[0] ?? '')?.[1]).not.toBe(variant.exec(inGallery[0] ?? '')?.[1]);

  // Each width is an AVIF with no EXIF (so no GPS) and no camera name in its bytes.
  for (const url of [...inGallery, ...onCard]) {
    const served = await request.get(url);
    expect(served.status(), url).toBe(200);
    expect(served.headers()['content-type']).toBe('image/avif');
    const body = await served.body();
    expect((await sharp(body).metadata()).format).toBe('heif');
    await expectNoMetadata(body, TEST_CAMERA);
  }
  // The share card the tour page names is drawn from the main picture, without its metadata too.
  const shareCard = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? '';
  expect(shareCard).toMatch(new RegExp(`/og/tour-${slug}-[0-9a-f]{8}\\.jpg$`));
  await expectNoMetadata(await (await request.get(shareCard)).body(), TEST_CAMERA);

  // Deleting the main picture is refused, naming the tour; it stays in Storage.
  await expectDeleteRefused(page, LIONS, title, keyOf(LIONS) ?? '');
  await expectNoSidewaysScroll(page);
});
