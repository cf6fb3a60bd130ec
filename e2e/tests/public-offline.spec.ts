// Issue 16: a phone that loses its network while a form is filled in. The send fails with the
// form's failure toast, every value stays where it was, and the same form goes through once the
// network is back. Also /contact's map: with no network the office is still found.

import { uniqueToken } from '../support/backend.ts';
import { arushaDay, bookingsOf, pickDay } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('tour booking panel: offline send fails, values kept, sent once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const email = `offline.${uniqueToken()}@example.de`;
  await page.goto('/tour/tarangire-safari');
  await page.getByRole('link', { name: 'Book this tour' }).click();
  const day = arushaDay(20);
  await pickDay(page, 'date', day);
  await page.getByRole('button', { name: 'More adults' }).click();
  await page.getByLabel('First name').fill('Amina');
  await page.getByLabel('Last name').fill('Said');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+255 712 345 678');
  await page.getByLabel('Special requests').fill('A window seat, please.');
  const total = await page.getByTestId('booking-total').textContent();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error submitting booking' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('#date')).not.toHaveText('Select a date');
  await expect(page.getByLabel('First name')).toHaveValue('Amina');
  await expect(page.getByLabel('Last name')).toHaveValue('Said');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Phone')).toHaveValue('+255 712 345 678');
  await expect(page.getByLabel('Special requests')).toHaveValue('A window seat, please.');
  await expect(page.getByTestId('booking-total')).toHaveText(total ?? '');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking Request Sent!' })).toBeVisible({
    timeout: 20_000,
  });
  const rows = await bookingsOf(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ tour_date: day, adults: 2 });
});

test('contact form: offline send fails, values kept, sent once back online', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Baraka Mollel');
  await page.getByLabel('Phone').fill('+255 754 111 222');
  await page.getByLabel('Email').fill(`contact.${uniqueToken()}@example.de`);
  await page.getByLabel('Message').fill('Do you run trips in the short rains?');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to send message' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByLabel('Name')).toHaveValue('Baraka Mollel');
  await expect(page.getByLabel('Phone')).toHaveValue('+255 754 111 222');
  await expect(page.getByLabel('Message')).toHaveValue('Do you run trips in the short rains?');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Message')).toHaveValue('', { timeout: 20_000 });
});

test('/contact without a network: the address and Open in maps stand in for the map', async ({
  page,
  context,
}) => {
  // The page's code is fetched online once; then the phone loses its network and comes back to it.
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: /Open in maps/ })).toBeVisible();
  const goTo = (path: string) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await goTo('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Road to Memorable African Adventures' }),
  ).toBeVisible();
  await context.setOffline(true);
  await goTo('/contact');
  const location = page.getByRole('region', { name: 'Our Location' });
  await expect(location.getByText('The map could not load.')).toBeVisible();
  await expect(location.locator('iframe')).toHaveCount(0);
  await expect(location.locator('address')).toContainText('Arusha');
  await expect(location.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', /^https:\/\//);
});
