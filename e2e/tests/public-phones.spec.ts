import type { Page } from '@playwright/test';
import { TOURS } from '@safari/shared-domain/catalogue';
import { PUBLIC_ROUTES } from '../support/routes.ts';
import { expect, test } from '../support/test.ts';

// Issue 16: every public route holds on a 320 px and a 390 px phone and on a desktop. The
// document is never wider than the screen (nothing runs off the edge, nothing needs a sideways
// scroll), the menu button is in reach on phones, and every tour page offers its Book button;
// on a 390 px phone the price and a way to book are on the first screen.

const WIDTHS = [
  { width: 320, height: 640, phone: true },
  { width: 390, height: 844, phone: true },
  { width: 1366, height: 900, phone: false },
] as const;

/** How far the document reaches past the right edge of the screen, in CSS pixels. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The elements that stick out past the right edge, to name the culprit when the check fails. */
const widest = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *, header *, footer *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)}`),
  );

test('the nine tours and four guides of the catalogue are all covered', () => {
  expect(PUBLIC_ROUTES.filter((route) => route.startsWith('/tour/'))).toHaveLength(9);
  expect(PUBLIC_ROUTES.filter((route) => route.startsWith('/destinations/'))).toHaveLength(4);
});

for (const { width, height, phone } of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height } });

    for (const route of PUBLIC_ROUTES) {
      test(`${route} fits the screen and keeps its controls in reach`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
        expect(
          await overflow(page),
          `${route} at ${width} px: ${(await widest(page)).join(', ')}`,
        ).toBeLessThanOrEqual(0);

        const menu = page.getByRole('button', { name: 'Open menu' });
        if (phone) {
          await expect(menu).toBeVisible();
          await menu.click();
          await expect(page.getByRole('button', { name: 'Close menu' })).toBeInViewport();
          await page.getByRole('button', { name: 'Close menu' }).click();
        } else {
          await expect(menu).toBeHidden();
        }

        if (route.startsWith('/tour/')) {
          const book = page.getByRole('button', { name: 'Book Now' });
          await book.scrollIntoViewIfNeeded();
          await expect(book).toBeVisible();
          await expect(book).toBeEnabled();
          // Clicking it with nothing filled in asks for the date: it is reachable and alive.
          await book.click();
          await expect(page.getByText('A tour date is required for booking').first()).toBeVisible();
          expect(await overflow(page)).toBeLessThanOrEqual(0);
        }
      });
    }
  });
}

test.describe('a 390 px phone on a tour page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const tour of TOURS) {
    test(`${tour.slug}: the price and a way to book are on the first screen`, async ({ page }) => {
      await page.goto(`/tour/${tour.slug}`);
      const summary = page.getByRole('region', { name: 'Price and booking' });
      await expect(summary).toBeInViewport({ ratio: 1 });
      await expect(summary).toContainText(`$${tour.adultPrice.toLocaleString('en-US')}`);
      const book = summary.getByRole('link', { name: 'Book this tour' });
      await expect(book).toBeInViewport({ ratio: 1 });
      await book.click();
      await expect(page.getByRole('heading', { name: 'Book this tour' })).toBeInViewport();
      // The next Tab lands in the booking form, not back at the top of the page.
      await page.keyboard.press('Tab');
      await expect(page.locator('#date')).toBeFocused();
    });
  }
});
