// Issue 38, the admin's half: staff upload photographs in the Photographs tab (two camera JPEGs
// with a GPS position and a PNG, and a text file that claims to be a JPEG), watch each file's
// progress, see thumbnails, give alt text, choose one as a tour's main picture and one for its
// gallery, save the draft; deleting the main picture is then refused naming the tour. At 1366
// and 390 px, without sideways scrolling. (Publishing and the public pages are decision 196's.)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { choose, openDashboard, toast } from '../support/admin-page.ts';
import { serviceClient, uniqueToken } from '../support/backend.ts';
import { screenshotAt } from '../support/forms.ts';
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
let files: { lions: string; river: string; riverAgain: string; hill: string; lie: string };

test.beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'safari-admin-photographs-'));
  files = {
    lions: await writePhotograph(work, 'lions', 3000, 2000, { gps: true, grain: 0.6 }),
    river: await writePhotograph(work, 'river', 2400, 1600, { gps: true, grain: 0.6 }),
    riverAgain: await writePhotograph(work, 'river-again', 1600, 1200, { gps: true, grain: 0.3 }),
    hill: join(work, 'hill.png'),
    lie: join(work, 'notes.jpg'),
  };
  await writeFile(
    files.hill,
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c98b3a' } })
      .png()
      .toBuffer(),
  );
  await writeFile(files.lie, 'Not a photograph: a note someone saved with the wrong name.\n');

  // A hidden draft of its own (never published, so no page shows it), copied from a published tour.
  const service = await serviceClient();
  const published = await service.rpc('published_catalogue');
  if (published.error) throw published.error;
  const source = (published.data as { tours: Record<string, unknown>[] }).tours.find(
    (tour) => tour.slug === 'tarangire-safari',
  );
  const { error } = await service
    .from('catalogue_tours')
    .insert({ slug, hidden: true, tour: { ...source, slug, title } });
  if (error) throw error;
});

test.afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

function card(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('photograph-card').filter({ hasText: text });
}

/** Delete on a card, then in its confirmation (once the last one has closed). */
async function confirmDelete(page: Page, photograph: Locator): Promise<void> {
  const open = page.locator('.ant-popover:visible');
  await expect(open).toHaveCount(0);
  await photograph.getByRole('button', { name: 'Delete' }).click();
  await open.getByRole('button', { name: 'Delete' }).click();
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test('staff upload, describe and use photographs; a used one cannot be deleted', async ({ page }, info) => {
  // Thumbnails and uploads stay inside the page's policy (img-src, connect-src).
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  await openDashboard(page, '?tab=photographs');
  await expect(page.getByRole('heading', { name: 'Photographs', level: 2 })).toBeVisible({ timeout: 20_000 });

  // Uploads slowed to ~1.5 MB/s, so each file's bar is seen moving, as on an office connection.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1_500_000,
  });
  const progress: number[] = [];
  await page.exposeFunction('recordProgress', (value: number) => progress.push(value));
  await page.evaluate(() => {
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('.ant-upload-list [role="progressbar"]')) {
        const now = Number(bar.getAttribute('aria-valuenow'));
        (window as unknown as { recordProgress: (value: number) => void }).recordProgress(now);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });

  await page
    .locator('.ant-upload-drag input[type="file"]')
    .setInputFiles([files.lions, files.river, files.hill, files.lie]);
  const items = page.getByTestId('upload-item');
  await expect(items).toHaveCount(4);
  await expect(page.locator('[data-testid="upload-item"][data-status="done"]')).toHaveCount(3, {
    timeout: 60_000,
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // Bars were seen part way, not only empty or full.
  expect(progress.some((value) => value > 0 && value < 100)).toBe(true);
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
  for (const image of await fresh.locator('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
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
    const one = card(page, size).filter({ hasText: 'Needs alt text' });
    await one.getByLabel('Alt text').fill(alt);
    await one.getByRole('button', { name: 'Save alt text' }).click();
    await expect(toast(page, 'Alt text saved', alt)).toBeVisible({ timeout: 20_000 });
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

  // Both widths: no sideways scroll; the screenshots are looked at by whoever changes this tab.
  for (const width of [1366, 390]) {
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
  await page.goto(`/admin/tours/${slug}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title, { timeout: 30_000 });
  // The search box finds a photograph by its alt text.
  for (const [label, alt] of [
    ['Main picture', LIONS],
    ['Gallery', RIVER],
  ] as const) {
    const select = page.getByLabel(label, { exact: true });
    await select.click();
    await select.fill(token);
    await choose(page, select, alt);
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    toast(page, 'Tour Saved', `${title} is saved as a draft. Publish to show the change to travellers.`),
  ).toBeVisible({ timeout: 20_000 });

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

  // Deleting the main picture is refused, naming the tour; the unused PNG goes.
  await page.goto('/admin?tab=photographs');
  const used = card(page, LIONS);
  await confirmDelete(page, used);
  await expect(used.getByRole('alert')).toHaveText(
    `This photograph is used by "${title}"; choose another picture there before deleting it`,
    { timeout: 20_000 },
  );
  await expect(card(page, LIONS)).toHaveCount(1);
  expect((await service.storage.from('photographs').exists(keyOf(LIONS) ?? '')).data).toBe(true);

  const unused = card(page, HILL);
  await confirmDelete(page, unused);
  await expect(card(page, HILL)).toHaveCount(0, { timeout: 20_000 });
  expect((await service.storage.from('photographs').exists(keyOf(HILL) ?? '')).data).toBe(false);
  expect(blocked).toEqual([]);
});
