// Issue 16: the public site with a keyboard alone. The hero's date range is one tab stop between
// the dates and the tour type (it took 45 Tab presses, after the Search button); the booking
// forms' calendars open with the keyboard inside them and give the focus back to their field
// after a pick; Escape closes the phone menu and the calendars.
import type { Page } from '@playwright/test';
import { uniqueToken } from '../support/backend.ts';
import { bookingsOf } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

/** What has the focus: its id, else its accessible label, else its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    return el.id || el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName;
  });

/** Presses Tab until `match` has the focus; fails after `limit` presses. Returns the presses. */
async function tabTo(page: Page, match: (focus: string) => boolean, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (match(await focused(page))) return presses;
  }
  throw new Error(`not reached in ${limit} Tab presses; the focus is on "${await focused(page)}"`);
}

const isDay = (focus: string) => /^[A-Z][a-z]{2} \d{2}, \d{4}$/.test(focus);

test('hero search: destination, a date range and a type, Search, with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, (f) => f.endsWith('-destination'), 40);
  await page.keyboard.press('ArrowDown'); // Serengeti National Park
  const dates = page.getByRole('button', { name: /Travel dates/ });
  await page.keyboard.press('Tab');
  await expect(dates).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dates).toHaveAttribute('aria-expanded', 'true');
  // The calendar's code arrives on first use (issue 14): its month grid shows when it is ready.
  await expect(page.getByRole('grid').first()).toBeVisible();

  // Previous month, next month, then the days: one tab stop, today.
  expect(await tabTo(page, isDay, 3)).toBe(3);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('gridcell', { selected: true })).toHaveCount(2);
  // Past the calendar's last control (Done) the next stop is the tour type, before Search.
  const toType = await tabTo(page, (f) => f.endsWith('-type'), 3);
  expect(toType).toBe(3); // Clear dates, Done, Tour type
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(dates).toBeFocused();
  await expect(dates).toHaveAttribute('aria-expanded', 'false');
  await expect(dates).toHaveAccessibleName(
    /Travel dates [A-Z][a-z]{2} \d{2}, \d{4} - [A-Z][a-z]{2} \d{2}, \d{4}/,
  );

  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown'); // Wildlife Safari
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Search Adventures' })).toBeFocused();
  await page.keyboard.press('Enter');
  const url = new URL(page.url());
  expect(url.pathname).toBe('/tours');
  expect(url.searchParams.get('destination')).toBe('Serengeti National Park');
  expect(url.searchParams.get('tourType')).toBe('Wildlife Safari');
  expect(url.searchParams.get('startDate')).toMatch(/T00:00:00\.000Z$/);
  expect(url.searchParams.get('endDate')).toMatch(/T00:00:00\.000Z$/);
  await expect(page.getByText('4 tours found')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('menu: opens with Enter, Escape closes it and gives the focus back, a link navigates', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, (f) => f === 'Open menu', 5);
    await page.keyboard.press('Enter');
    const button = page.getByRole('button', { name: 'Close menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Home');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Tours & Packages' })).toBeHidden();

    await page.keyboard.press('Enter');
    await tabTo(page, (f) => f === 'Tours & Packages', 3);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tours$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('tour booking panel: from "Book this tour" to a sent request, with the keyboard alone', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `keys.${uniqueToken()}@example.de`;
    await page.goto('/tour/manyara-safari');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabTo(page, (f) => f === 'Book this tour', 12);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const date = page.locator('#date');
    await expect(date).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The calendar takes the keyboard: arrows move the day, Enter picks it.
    await expect(dialog.locator('button:focus')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(date).toBeFocused();
    await expect(date).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}/);

    await tabTo(page, (f) => f === 'firstName', 6);
    await page.keyboard.type('Neema');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Kimaro');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('+255 713 000 111');
    await tabTo(page, (f) => f === 'Book Now', 3);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Booking Request Sent!' })).toBeVisible({
      timeout: 20_000,
    });
    expect(await bookingsOf(email)).toHaveLength(1);
  });

  test('custom safari form (/booking): both calendars by keyboard, focus back on each field', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/booking');
    await expect(page.getByRole('heading', { name: 'Create Your Safari Package' })).toBeVisible();
    await tabTo(page, (f) => f === 'fullName', 40);
    await page.keyboard.type('Jonas Weber');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`keys.${uniqueToken()}@example.de`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('+49 151 2345 6789');
    for (const [field, presses] of [
      ['startDate', ['ArrowDown', 'ArrowRight']],
      ['endDate', ['ArrowDown', 'ArrowDown']],
    ] as const) {
      await page.keyboard.press('Tab');
      const button = page.locator(`#${field}`);
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      for (const key of presses) await page.keyboard.press(key);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}/);
    }
    // Escape closes an open calendar without picking, the focus back on its field.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('#endDate')).toBeFocused();
  });
});
