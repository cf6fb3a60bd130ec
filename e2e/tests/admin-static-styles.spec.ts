// Decision 170: antd's rules for the admin arrive as a style sheet made at build time, so the
// dashboard's first screen computes none of them in the browser, and still looks like antd.
import type { Page } from '@playwright/test';
import { bookingRows, openDashboard, toast } from '../support/admin-page.ts';
import { uniqueToken } from '../support/backend.ts';
import { bookAsTraveller } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

/**
 * What @ant-design/cssinjs inserted itself: one <style data-css-hash> per component style it
 * computed in the browser. The theme's CSS variables (data-token-hash) are still set at run time.
 */
function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')].map(
      (style) => `${style.getAttribute('data-css-hash')}: ${style.textContent?.slice(0, 80)}`,
    ),
  );
}

test("the bookings table's first screen is styled without computing antd's rules in the browser", async ({
  page,
}) => {
  const token = `styles${uniqueToken()}`;
  await bookAsTraveller({ customerName: `Neema Kileo ${token}`, email: `neema.${token}@example.com` });
  await openDashboard(page);
  await expect(bookingRows(page).first()).toBeVisible();
  expect(await computedStyles(page)).toEqual([]);
  // The sheet is applied: antd's table, tabs and buttons have their looks (in antd's layer, under
  // Tailwind's utilities).
  const header = page.locator('.ant-table-thead th').first();
  await expect(header).toHaveCSS('font-weight', '600');
  const primary = page.locator('.ant-btn-primary').first();
  await expect(primary).toHaveCSS('background-color', 'rgb(146, 64, 14)');
  await expect(page.getByRole('tab', { selected: true })).toHaveCSS('color', 'rgb(146, 64, 14)');
});

// A toast is drawn in a React root of its own, outside the dashboard's tree. antd's static holder
// wrapped it in a ConfigProvider outside the cascade layer, whose icon rules were then computed
// here, unlayered (so above Tailwind's utilities); CI caught it when another test's booking was
// announced during the check above.
test('a live announcement is styled from the same sheet, in the same layer', async ({ page }) => {
  const token = `announce${uniqueToken()}`;
  const name = `Baraka Mollel ${token}`;
  await openDashboard(page);
  await expect(page.locator('[data-live="subscribed"]')).toBeAttached({ timeout: 15_000 });
  await bookAsTraveller({ customerName: name, email: `baraka.${token}@example.com` });
  const announced = toast(page, 'New Booking!', `New booking from ${name}`);
  await expect(announced).toBeVisible();
  expect(await computedStyles(page)).toEqual([]);
  await expect(announced).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(announced.locator('.anticon').first()).toHaveCSS('display', 'inline-flex');
});
