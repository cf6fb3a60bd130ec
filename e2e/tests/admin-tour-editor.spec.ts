// Seams of the admin's tour editor found by staff at 1366 px (issue 39 item 6). Nothing here
// saves or publishes: the Tours specs that do run in the catalogue project.
import { openDashboard } from '../support/admin-page.ts';
import { expect, test } from '../support/test.ts';

test('a day over 2,000 characters says so while staff type, before any save', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('tab', { name: 'Tours' }).click();
  await page
    .getByRole('region', { name: 'Tours' })
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const description = page.getByRole('textbox', { name: 'Day 1 description' });
  await expect(description).toBeVisible({ timeout: 20_000 });
  const day = page.getByTestId('itinerary-day-1');
  // The red message antd shows under a field.
  const problems = day.locator('.ant-form-item-explain-error');

  await description.fill('A'.repeat(1_990));
  await expect(day).toContainText('1,990 / 2,000');
  await expect(problems).toHaveCount(0);

  await description.fill('A'.repeat(2_034));
  // No save was asked for: the field says what is wrong as soon as it is.
  await expect(problems).toHaveText('2,034 characters: at most 2,000, so 34 too many');
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: test.info().outputPath('tour-day-limit-1366.png') });

  await description.fill('A'.repeat(2_000));
  await expect(problems).toHaveCount(0);
  await expect(day).toContainText('2,000 / 2,000');
});
