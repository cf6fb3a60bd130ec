// Issue 24 seam 10, public parts, on a phone: the adults "+" stops at the tour's group size and
// says why; a success closes the form's earlier error toast; an empty e-mail says it is needed.
import type { Page } from '@playwright/test';
import { uniqueToken } from '../support/backend.ts';
import { arushaDay, bookingsOf, pickDay } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const panel = (page: Page) => page.locator('#book');

test('"+" stops at the group size of the tour, with the reason beside it', async ({ page }, testInfo) => {
  // Arusha to Manyara takes at most 6 travellers.
  await page.goto('/tour/arusha-to-manyara');
  const more = panel(page).getByRole('button', { name: 'More adults' });
  for (let i = 0; i < 8; i += 1) {
    if (await more.isDisabled()) break;
    await more.click();
  }
  await expect(panel(page).locator('#adults')).toHaveValue('6');
  await expect(more).toBeDisabled();
  await expect(panel(page).getByText('This tour takes at most 6 travellers')).toBeVisible();
  await expect(more).toHaveAccessibleDescription('This tour takes at most 6 travellers');
  await expect(panel(page).getByRole('button', { name: 'More youths' })).toBeDisabled();
  await panel(page).locator('#adults').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('group-limit-390.png') });

  // One fewer adult leaves room for a youth again, and the reason goes.
  await panel(page).getByRole('button', { name: 'Fewer adults' }).click();
  await expect(panel(page).getByText('This tour takes at most 6 travellers')).toHaveCount(0);
  await panel(page).getByRole('button', { name: 'More youths' }).click();
  await expect(panel(page).getByRole('button', { name: 'More youths' })).toBeDisabled();
});

test('a booking that goes through after a failure closes the failure toast', async ({ page }) => {
  const email = `retry.${uniqueToken()}@example.com`;
  await page.goto('/tour/living-among-lions');
  await pickDay(page, 'date', arushaDay(10));
  await panel(page).getByLabel('First name').fill('Amina');
  await panel(page).getByLabel('Email').fill(email);
  await panel(page).getByLabel('Phone').fill('+255 712 345 678');
  await page.route('**/rest/v1/**', (route) => route.abort());
  await panel(page).getByRole('button', { name: 'Book Now' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Error submitting booking' });
  await expect(failure).toBeVisible();

  await page.unroute('**/rest/v1/**');
  await panel(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking Request Sent!' })).toBeVisible();
  await expect(failure).toHaveCount(0);
  expect(await bookingsOf(email)).toHaveLength(1);
});

test('an empty e-mail says it is needed, not that it is invalid', async ({ page }) => {
  await page.goto('/tour/living-among-lions');
  await panel(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(page.locator('#email-error')).toHaveText('Please enter your email');
  await panel(page).getByLabel('Email').fill('amina@');
  await panel(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(page.locator('#email-error')).toHaveText('Invalid email address');
});
