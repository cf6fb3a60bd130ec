// The admin's Tours tab (issue 23): staff edit a tour's price and an itinerary day, publish,
// see who changed what in the history, two sessions cannot overwrite each other, a tour is
// hidden, a version restored. The public pages' half (the page shows the change within 60 s)
// is the lead's spec.
//
// Publishing and restoring act on the whole catalogue, so these tests run one after another
// and only ever change a tour they made themselves (a duplicate under its own address).
import type { Page } from '@playwright/test';
import {
  createAdminUser,
  expectNoSidewaysScroll,
  openDashboard,
  openedDialog,
  toast,
} from '../support/admin-page.ts';
import { adminClient, anonClient, E2E_ADMIN, uniqueToken } from '../support/backend.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 120_000 });

const token = uniqueToken();
const slug = `e2e-tours-${token}`;
const title = `E2E Tours ${token}`;
/** The version the first publish made: the restore test goes back to it. */
let firstVersion = 0;

interface PublishedTour {
  slug: string;
  adultPrice: number;
  itinerary: { description: string }[];
}

async function publishedTours(): Promise<PublishedTour[]> {
  const { data, error } = await (await anonClient()).rpc('published_catalogue');
  if (error) throw error;
  return (data as { tours: PublishedTour[] }).tours;
}

async function publishedTour(): Promise<PublishedTour | undefined> {
  return (await publishedTours()).find((tour) => tour.slug === slug);
}

async function openTours(page: Page, account?: { email: string; password: string }): Promise<void> {
  await openDashboard(page, '', account);
  await page.getByRole('tab', { name: 'Tours' }).click();
  await expect(page).toHaveURL(/\/admin\/tours$/);
  await expect(page.getByRole('region', { name: 'Tours' }).locator('tr.ant-table-row').first()).toBeVisible({
    timeout: 20_000,
  });
}

/** Back to the list without reloading the page (a reload fetches the whole admin again). */
async function toList(page: Page): Promise<void> {
  if (!/\/admin\/tours$/.test(page.url())) await page.getByRole('link', { name: '← All tours' }).click();
  await expect(page.getByRole('region', { name: 'Tours' }).locator('tr.ant-table-row').first()).toBeVisible({
    timeout: 20_000,
  });
}

async function openEditor(page: Page, account?: { email: string; password: string }): Promise<void> {
  await openTours(page, account);
  await tourRow(page)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title, { timeout: 20_000 });
}

function tourRow(page: Page) {
  return page
    .getByRole('region', { name: 'Tours' })
    .locator('tr.ant-table-row', { hasText: `/tour/${slug}` });
}

/**
 * Publishes from the list and returns the version the notice names. A notice lasts 5 s, so the
 * one of a publish made just before may still be on screen: the version read is the newest shown,
 * and it must be newer than `after`.
 */
async function publish(page: Page, note: string, after = 0): Promise<number> {
  await toList(page);
  await page.getByRole('button', { name: /^Publish/ }).click();
  const dialog = await openedDialog(page, 'Publish the catalogue');
  await dialog.getByLabel('Note for the history').fill(note);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  const notices = page.locator('.ant-notification-notice', { hasText: 'Catalogue Published' });
  let version = 0;
  await expect
    .poll(
      async () => {
        const texts = await notices.allTextContents();
        version = Math.max(0, ...texts.map((text) => Number(text.match(/Version (\d+)/)?.[1] ?? 0)));
        return version;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(after);
  return version;
}

function historyRow(page: Page, version: number) {
  return page
    .getByRole('region', { name: 'Published versions' })
    .locator('tr.ant-table-row')
    .filter({ has: page.locator('td', { hasText: new RegExp(`^${version}$`) }) });
}

test("the Tours tab's code is fetched only when staff open it", async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/remotes\/admin-app\/.*\.js/.test(request.url())) chunks.push(request.url());
  });
  await openDashboard(page);
  await expect(page.getByRole('region', { name: 'Bookings Management' })).toBeVisible();
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.filter((url) => /ToursTab/.test(url))).toEqual([]);

  await page.getByRole('tab', { name: 'Tours' }).click();
  await expect(page.getByRole('region', { name: 'Tours' })).toBeVisible({ timeout: 20_000 });
  expect(chunks.filter((url) => /ToursTab/.test(url))).toHaveLength(1);
});

// Each step builds on the one before: the tour made by the first is edited, hidden and restored.
test.describe('a tour of its own, from duplicate to restore', () => {
  test.describe.configure({ mode: 'serial' });

  test('staff duplicate a tour, change its adult price and a day, publish, and read it in the history', async ({
    page,
  }) => {
    await openTours(page);
    const source = page.getByRole('region', { name: 'Tours' }).locator('tr.ant-table-row').first();
    const sourceTitle = (await source.getByTestId('tour-title').textContent()) ?? '';
    await source.getByRole('button', { name: `Duplicate ${sourceTitle}` }).click();

    // The copy: every field of the original, under an address of its own.
    // The editor of an eight-day tour is a large form: on a busy machine it takes seconds to appear.
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${sourceTitle} (copy)`, {
      timeout: 20_000,
    });
    await page.getByLabel('Address (slug)').fill(slug);
    await page.getByLabel('Title', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Add tour' }).click();
    // The shared schema's own message, under the field; nothing is saved.
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/tours\/new/);

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Add tour' }).click();
    await expect(
      toast(page, 'Tour Added', `${title} is saved as a draft. Publish to show it to travellers.`),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`/admin/tours/${slug}$`));

    await toList(page);
    await expect(tourRow(page)).toContainText('Not yet published');
    firstVersion = await publish(page, `Adds ${title}`);
    await expect(tourRow(page)).toContainText('Published');
    const before = await publishedTour();
    expect(before).toBeDefined();

    // The change under test: the adult price and day 2's text.
    await tourRow(page)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await page.getByLabel('Adult price (USD)').fill('4321');
    const dayText = `Day two, rewritten for ${token}: a dawn drive to the river crossings.`;
    await page.getByLabel('Day 2 description').fill(dayText);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(
      toast(page, 'Tour Saved', `${title} is saved as a draft. Publish to show the change to travellers.`),
    ).toBeVisible({ timeout: 20_000 });
    // Travellers still see the published version until staff publish.
    expect((await publishedTour())?.adultPrice).toBe(before?.adultPrice);

    await toList(page);
    await expect(tourRow(page)).toContainText('Draft changes');
    await expect(tourRow(page)).toContainText('$4,321');
    const version = await publish(page, `New price for ${token}`, firstVersion);
    expect(version).toBeGreaterThan(firstVersion);

    const row = historyRow(page, version);
    await expect(row).toContainText(`New price for ${token}`);
    await expect(row).toContainText(E2E_ADMIN.email);
    await expect(row).toContainText(`Changed ${title}: Adult price (USD), Itinerary`);
    await expect(tourRow(page)).toContainText('Published');

    const after = await publishedTour();
    expect(after?.adultPrice).toBe(4321);
    expect(after?.itinerary[1]?.description).toBe(dayText);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: test.info().outputPath('tours-list-1366.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the list and the published versions fit the screen: nothing in them or in the
    // page scrolls sideways, and the tour's row still names its status and price.
    await expectNoSidewaysScroll(page, page.getByRole('region', { name: 'Tours' }), 2);
    await expect(tourRow(page)).toContainText('Published');
    await expect(tourRow(page)).toContainText('$4,321');
    await page.screenshot({ path: test.info().outputPath('tours-list-390.png'), fullPage: true });
    await tourRow(page)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await expect(page.getByLabel('Adult price (USD)')).toHaveValue('4321', { timeout: 20_000 });
    await page.screenshot({ path: test.info().outputPath('tours-editor-390.png') });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: test.info().outputPath('tours-editor-1366.png') });
  });

  test("preview shows the draft in the public site's own tour page, and antd keeps its look", async ({
    page,
  }) => {
    await openEditor(page);
    const saveButton = page.getByRole('button', { name: 'Save draft' });
    const antdLook = () =>
      saveButton.evaluate((button) => {
        const style = getComputedStyle(button);
        return {
          background: style.backgroundColor,
          radius: style.borderTopLeftRadius,
          height: style.height,
        };
      });
    const before = await antdLook();

    // An unsaved change: the preview shows the draft in the form, not what was saved.
    const draftDay = `Previewed before saving ${token}`;
    await page.getByLabel('Day 1 title').fill(draftDay);
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('tour-preview');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 20_000 });
    await expect(preview).toContainText(draftDay);
    await expect(preview).toContainText('4,321');
    await page.screenshot({ path: test.info().outputPath('tours-preview-1366.png') });

    // The public site's Tailwind arrived with its component; antd's controls look as they did.
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    expect(await antdLook()).toEqual(before);
    expect(before.background).toBe('rgb(146, 64, 14)');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.screenshot({ path: test.info().outputPath('tours-preview-390.png') });
  });

  test('two sessions edit one tour: the second save is refused with who changed it', async ({ browser }) => {
    const colleague = await createAdminUser('tours-colleague');
    const first = await (await browser.newContext()).newPage();
    const second = await (await browser.newContext()).newPage();
    await openEditor(first, colleague);
    await openEditor(second);

    // A title with markup is stored and shown as text, never run.
    const markup = `<img src=x onerror="window.__pwned=1"> ${title}`;
    await first.getByLabel('Title', { exact: true }).fill(markup);
    await first.getByRole('button', { name: 'Save draft' }).click();
    await expect(first.locator('.ant-notification-notice', { hasText: 'Tour Saved' })).toBeVisible({
      timeout: 20_000,
    });

    await second.getByRole('textbox', { name: 'Summary' }).fill(`Changed in the second session ${token}`);
    await second.getByRole('button', { name: 'Save draft' }).click();
    const refused = second.getByTestId('tour-save-refused');
    await expect(refused).toBeVisible({ timeout: 20_000 });
    await expect(refused).toContainText(colleague.email);
    await expect(second.locator('.ant-notification-notice', { hasText: 'Not saved' })).toBeVisible();

    // Reloading shows the colleague's change with this session's own text still in place, unsaved
    // and named (issue 39 item 6: it used to be thrown away); saving then keeps both.
    await refused.getByRole('button', { name: 'Reload the tour' }).click();
    await expect(second.getByLabel('Title', { exact: true })).toHaveValue(markup);
    await expect(second.getByRole('textbox', { name: 'Summary' })).toHaveValue(
      `Changed in the second session ${token}`,
    );
    const kept = second.getByTestId('tour-edits-kept');
    await expect(kept).toContainText(`with your changes kept`);
    await expect(kept).toContainText('Your changes, not saved yet: Summary.');
    await expect(kept).toContainText(colleague.email);
    await second.screenshot({ path: test.info().outputPath('tour-edits-kept-1366.png') });
    await second.getByRole('button', { name: 'Save draft' }).click();
    await expect(second.locator('.ant-notification-notice', { hasText: 'Tour Saved' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(kept).toBeHidden();
    const { data: saved } = await (await adminClient())
      .from('catalogue_tours')
      .select('tour')
      .eq('slug', slug)
      .single();
    expect(saved?.tour).toMatchObject({ title: markup, summary: `Changed in the second session ${token}` });
    await toList(second);
    await expect(tourRow(second).getByTestId('tour-title')).toHaveText(markup);
    expect(await second.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    // Put the title back for the tests that follow.
    await tourRow(second)
      .getByRole('button', { name: `Edit ${markup}` })
      .click();
    await second.getByLabel('Title', { exact: true }).fill(title);
    await second.getByRole('button', { name: 'Save draft' }).click();
    await expect(second.locator('.ant-notification-notice', { hasText: 'Tour Saved' })).toBeVisible({
      timeout: 20_000,
    });
    await first.context().close();
    await second.context().close();
  });

  test('a hidden tour leaves the published catalogue at the next publish', async ({ page }) => {
    await openTours(page);
    await tourRow(page)
      .getByRole('button', { name: `Hide ${title}` })
      .click();
    await expect(toast(page, 'Tour Hidden', `${title} leaves the site at the next publish.`)).toBeVisible();
    await expect(tourRow(page)).toContainText('Hidden (still public until published)');
    expect(await publishedTour()).toBeDefined();

    const version = await publish(page, `Hides ${token}`);
    await expect(historyRow(page, version)).toContainText(`Hidden ${title}`);
    await expect(tourRow(page).locator('[data-status]')).toHaveText('Hidden');
    expect(await publishedTour()).toBeUndefined();
  });

  test('restoring an earlier version publishes it again in one action', async ({ page }) => {
    expect(firstVersion).toBeGreaterThan(0);
    await openTours(page);
    await historyRow(page, firstVersion)
      .getByRole('button', { name: `Restore version ${firstVersion}` })
      .click();
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    const restored = page.locator('.ant-notification-notice', { hasText: 'Version Restored' });
    await expect(restored).toContainText(`Version ${firstVersion} is published again as version`);
    const version = Number((await restored.textContent())?.match(/as version (\d+)/)?.[1]);
    await expect(historyRow(page, version)).toContainText(`Restores version ${firstVersion}`);

    // The tour is back as it was first published: shown, at its first price.
    const tour = await publishedTour();
    expect(tour).toBeDefined();
    expect(tour?.adultPrice).not.toBe(4321);
    await expect(tourRow(page).locator('[data-status]')).toHaveText('Published');
  });
});
