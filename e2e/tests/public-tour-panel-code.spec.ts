// A tour page's booking panel brings its code when the traveller comes to it (decision 228): on a
// phone the page hydrates without the form library, the schemas and the date picker; scrolling
// towards the panel (or the summary's "Book this tour") fetches them, and whatever the traveller
// typed or tapped in the prerendered panel meanwhile is kept.
import type { Page } from '@playwright/test';
import { uniqueToken } from '../support/backend.ts';
import { arushaDay, bookingsOf, pickDay } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const PANEL_CODE = /\/remotes\/public-site\/assets\/BookingPanel-[\w-]+\.js$/;

/** Whether React owns the booking panel's form yet (its code has run and hydrated it). */
const panelHydrated = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('#book form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps$'));
  });

/** Every script the page asks for, in order. */
function scriptsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

test('the page hydrates without the panel code; coming near the panel brings it', async ({ page }) => {
  const asked = scriptsOf(page);
  await page.goto('/tour/serengeti-migration');
  await page.waitForLoadState('networkidle');
  // The page is React's (its tabs and gallery work); the panel is on the page, from the HTML.
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeAttached();
  expect(asked.filter((path) => PANEL_CODE.test(path))).toEqual([]);
  expect(await panelHydrated(page)).toBe(false);

  await page
    .getByRole('region', { name: 'Price and booking' })
    .getByRole('link', { name: 'Book this tour' })
    .click();
  await expect.poll(() => asked.filter((path) => PANEL_CODE.test(path)).length).toBe(1);
  await expect.poll(() => panelHydrated(page), { timeout: 20_000 }).toBe(true);
  // The form is live: Book Now with nothing filled in asks for the date.
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.locator('#date-error')).toHaveText('Please select a date');
});

test('what is typed and tapped before the panel code arrives is kept and booked', async ({ page }) => {
  // The panel's code arrives only when the test lets it (a slow line).
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(PANEL_CODE, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/tour/living-among-lions');
  const panel = page.locator('#book');
  await panel.scrollIntoViewIfNeeded();
  const email = `early.${uniqueToken()}@example.com`;
  await panel.getByLabel('First name').fill('Neema');
  await panel.getByLabel('Last name').fill('Kimaro');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Phone').fill('+255 713 000 111');
  // A tap on "+": React does not own the button yet, so the shell holds the tap.
  const more = panel.getByRole('button', { name: 'More adults' });
  const box = await more.boundingBox();
  if (!box) throw new Error('"More adults" has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  expect(await panelHydrated(page)).toBe(false);

  release();
  await expect.poll(() => panelHydrated(page), { timeout: 20_000 }).toBe(true);
  await expect(panel.locator('#adults')).toHaveValue('2');
  await expect(page.getByTestId('booking-total')).toHaveText('$8,940');
  await expect(panel.getByLabel('First name')).toHaveValue('Neema');
  await expect(panel.getByLabel('Email')).toHaveValue(email);

  await pickDay(page, 'date', arushaDay(0));
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking Request Sent!' })).toBeVisible();
  const [row] = await bookingsOf(email);
  expect(row).toMatchObject({
    adults: 2,
    youths: 0,
    amount: 2 * 4470,
    customer_name: 'Neema Kimaro',
    customer_phone: '+255 713 000 111',
    tour_date: arushaDay(0),
  });
});

test('a tour page reached from another page draws its panel in the browser and books', async ({ page }) => {
  await page.goto('/tours');
  await page
    .getByRole('link', { name: /Serengeti/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tour\//);
  const book = page.getByRole('button', { name: 'Book Now' });
  await book.scrollIntoViewIfNeeded();
  await book.click();
  await expect(page.locator('#date-error')).toHaveText('Please select a date');
});
