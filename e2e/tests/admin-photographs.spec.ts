// Issue 38, the admin's half: staff upload photographs in the Photographs tab (two camera JPEGs
// with a GPS position and a PNG, and a text file that claims to be a JPEG), watch each file's
// progress, see thumbnails, give alt text, choose one as a tour's main picture and one for its
// gallery, save the draft; deleting the main picture is then refused naming the tour. At 1366
// and 390 px, without sideways scrolling. (Publishing and the public pages are decision 196's.)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDashboard } from '../support/admin-page.ts';
import { SITE, serviceClient, uniqueToken } from '../support/backend.ts';
import { screenshotAt } from '../support/forms.ts';
import {
  photographCard as card,
  choosePictures,
  confirmDelete,
  draftTourCopy,
  expectDeleteRefused,
  expectNoSidewaysScroll,
  expectThumbnailsDrawn,
  type LibraryFiles,
  saveAltText,
  watchUploadProgress,
  writeLibraryFiles,
} from '../support/photograph-library.ts';
import { writePhotograph } from '../support/photographs.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const token = uniqueToken();
const slug = `e2e-photographs-${token}`;
const title = `E2E Photographs ${token}`;
const LIONS = `Two lions resting in the shade of an acacia, ${token}`;
const RIVER = `Wildebeest crossing the Mara river at dusk, ${token}`;
const HILL = `The sun over a hill at Tarangire, ${token}`;

let work = '';
let files: LibraryFiles & { riverAgain: string; lie: string };

test.beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'safari-admin-photographs-'));
  files = {
    ...(await writeLibraryFiles(work)),
    riverAgain: await writePhotograph(work, 'river-again', 1600, 1200, { gps: true, grain: 0.3 }),
    lie: join(work, 'notes.jpg'),
  };
  await writeFile(files.lie, 'Not a photograph: a note someone saved with the wrong name.\n');
  // A hidden draft of its own (never published, so no page shows it), copied from a published tour.
  await draftTourCopy(slug, title);
});

test.afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

test('staff upload, describe and use photographs; a used one cannot be deleted', async ({ page }, info) => {
  // Thumbnails and uploads stay inside the page's policy (img-src, connect-src).
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  await openDashboard(page, '?tab=photographs');
  await expect(page.getByRole('heading', { name: 'Photographs', level: 2 })).toBeVisible({ timeout: 20_000 });

  // Uploads slowed to ~1.5 MB/s, so each file's bar is seen moving, as on an office connection.
  const progress = await watchUploadProgress(page, 1_500_000);

  await page
    .locator('.ant-upload-drag input[type="file"]')
    .setInputFiles([files.lions, files.river, files.hill, files.lie]);
  const items = page.getByTestId('upload-item');
  await expect(items).toHaveCount(4);
  await expect(page.locator('[data-testid="upload-item"][data-status="done"]')).toHaveCount(3, {
    timeout: 60_000,
  });
  await progress.restore();
  // Bars were seen part way, not only empty or full.
  expect(progress.values.some((value) => value > 0 && value < 100)).toBe(true);
  // The file that lies about its type is refused with the server's words, under its name.
  await expect(
    page.locator('[data-testid="upload-item"][data-status="error"]').getByRole('alert'),
  ).toHaveText(/^notes\.jpg: .+/);
  const refusal = await page
    .locator('[data-testid="upload-item"][data-status="error"]')
    .getByRole('alert')
    .textContent();
  expect(refusal).toMatch(/not a picture|bytes|JPEG/i);

  // Three new photographs in the library, each drawn, none usable until described.
  const fresh = card(page, 'Needs alt text');
  await expect(fresh).toHaveCount(3, { timeout: 20_000 });
  await expectThumbnailsDrawn(fresh);
  await expect(card(page, '3000 × 2000')).toHaveCount(1);
  await expect(card(page, 'PNG')).toHaveCount(1);

  // Alt text is required: an empty one is refused in the page.
  const lionsCard = card(page, '3000 × 2000');
  await lionsCard.getByLabel('Alt text').fill('   ');
  await lionsCard.getByRole('button', { name: 'Save alt text' }).click();
  await expect(lionsCard.getByRole('alert')).toHaveText(
    'Alt text is required: say what the photograph shows',
  );
  for (const [size, alt] of [
    ['3000 × 2000', LIONS],
    ['2400 × 1600', RIVER],
    ['800 × 600', HILL],
  ] as const) {
    await saveAltText(page, card(page, size).filter({ hasText: 'Needs alt text' }), alt);
  }
  await expect(card(page, 'Needs alt text')).toHaveCount(0, { timeout: 20_000 });
  // antd's rules for all of it came with the build's style sheet (decision 170: inventory.ts).
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')].map((style) =>
        style.textContent?.slice(0, 80),
      ),
    ),
  ).toEqual([]);

  // Replacing keeps the photograph (and its alt text) under the same key, with the new picture;
  // a file of another kind is refused, so a key's extension never lies.
  const river = card(page, RIVER);
  const riverKey = await river.getAttribute('data-key');
  const oldSrc = await river.locator('img').getAttribute('src');
  await river.locator('input[type="file"]').setInputFiles(files.hill);
  await expect(river.getByRole('alert')).toHaveText(
    'hill.png: Replace it with a JPEG file; upload a picture of another kind as a new photograph',
  );
  await river.locator('input[type="file"]').setInputFiles(files.riverAgain);
  await expect(card(page, RIVER)).toContainText('1600 × 1200', { timeout: 30_000 });
  await expect(card(page, RIVER)).toHaveAttribute('data-key', riverKey ?? '');
  await expect(card(page, RIVER).locator('img')).not.toHaveAttribute('src', oldSrc ?? '');

  // Desktop and phones: no sideways scroll; the screenshots are looked at by whoever changes this tab.
  for (const width of [1366, 390, 320]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    const last = page.getByTestId('photograph-card').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect.poll(() => last.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    await screenshotAt(page, width, info.outputPath(`photographs-${width}.png`));
    await expectNoSidewaysScroll(page);
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  // The tour editor chooses from the library's thumbnails.
  // The search box finds a photograph by its alt text.
  await choosePictures(page, { slug, title }, token, { main: LIONS, gallery: RIVER });

  const service = await serviceClient();
  const photographs = await service.from('photographs').select('key, alt_text');
  const keyOf = (alt: string) => photographs.data?.find((row) => row.alt_text === alt)?.key;
  const draft = await service.from('catalogue_tours').select('tour').eq('slug', slug).single();
  const saved = draft.data?.tour as { heroImage: string; gallery: string[] };
  expect(saved.heroImage).toBe(`photographs/${keyOf(LIONS)}`);
  expect(saved.gallery).toContain(`photographs/${keyOf(RIVER)}`);
  // What Storage keeps is the camera's file as uploaded (the publish step strips GPS, decision 196).
  const stored = await service.storage.from('photographs').download(keyOf(LIONS) ?? '');
  expect((await stored.data?.arrayBuffer())?.byteLength).toBeGreaterThan(10_000);

  // The draft's preview shows the river itself, through a signed URL from Storage (decision 195),
  // not the stand-in a page shows for a photograph no publish has made variants of.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('tour-preview');
  const riverShown = preview.locator(
    `img[src^="${SITE}/storage/v1/object/sign/photographs/${keyOf(RIVER)}?token="]`,
  );
  await expect(riverShown).toHaveCount(1, { timeout: 30_000 });
  await preview
    .getByRole('button', {
      name: `Show picture ${saved.gallery.indexOf(`photographs/${keyOf(RIVER)}`) + 1}`,
      exact: true,
    })
    .click();
  await expect(riverShown).toBeVisible();
  await expect
    .poll(() => riverShown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1600);
  await screenshotAt(page, 1366, info.outputPath('preview-1366.png'));
  await page.keyboard.press('Escape');

  // Deleting the main picture is refused, naming the tour; the unused PNG goes.
  await expectDeleteRefused(page, LIONS, title, keyOf(LIONS) ?? '');

  const unused = card(page, HILL);
  await confirmDelete(page, unused);
  await expect(card(page, HILL)).toHaveCount(0, { timeout: 20_000 });
  expect((await service.storage.from('photographs').exists(keyOf(HILL) ?? '')).data).toBe(false);
  expect(blocked).toEqual([]);
});
