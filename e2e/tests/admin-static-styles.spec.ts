// Decision 170: antd's rules for the admin arrive as a style sheet made at build time, so the
// dashboard's first screen computes none of them in the browser, and still looks like antd.
import { bookingRows, openDashboard } from '../support/admin-page.ts';
import { uniqueToken } from '../support/backend.ts';
import { bookAsTraveller } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

test("the bookings table's first screen is styled without computing antd's rules in the browser", async ({
  page,
}) => {
  const token = `styles${uniqueToken()}`;
  await bookAsTraveller({ customerName: `Neema Kileo ${token}`, email: `neema.${token}@example.com` });
  await openDashboard(page);
  await expect(bookingRows(page).first()).toBeVisible();
  // What @ant-design/cssinjs inserts itself: one <style data-css-hash> per component style it
  // computed. The theme's CSS variables (data-token-hash) are still set at run time.
  const computed = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')].map(
      (style) => `${style.getAttribute('data-css-hash')}: ${style.textContent?.slice(0, 80)}`,
    ),
  );
  expect(computed).toEqual([]);
  // The sheet is applied: antd's table, tabs and buttons have their looks (in antd's layer, under
  // Tailwind's utilities).
  const header = page.locator('.ant-table-thead th').first();
  await expect(header).toHaveCSS('font-weight', '600');
  const primary = page.locator('.ant-btn-primary').first();
  await expect(primary).toHaveCSS('background-color', 'rgb(146, 64, 14)');
  await expect(page.getByRole('tab', { selected: true })).toHaveCSS('color', 'rgb(146, 64, 14)');
});
