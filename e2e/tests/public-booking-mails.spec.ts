// Issue 15 through the page: a booking request mails the traveller a receipt and the operator a
// notice with the database's figures; an admin's confirmation mails the traveller; the tour's
// group size and a tampered far-future date are refused with the database's words; a bot that
// fills in the honeypot sees a success and nothing is stored (decisions 100 and 101).
import type { Page } from '@playwright/test';
import { adminClient, uniqueToken } from '../support/backend.ts';
import { arushaDay, bookingsOf, pickDay, waitForMail } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

const REFERENCE = /TZ-[2-9A-HJ-NP-Z]{6}/;
const panel = (page: Page) => page.locator('#book');

async function fillTourPanel(page: Page, email: string) {
  await page.goto('/tour/living-among-lions');
  await expect(page.getByRole('heading', { name: 'Book this tour' })).toBeVisible();
  await pickDay(page, 'date', arushaDay(0));
  await panel(page).getByRole('button', { name: 'More adults' }).click();
  await panel(page).getByRole('button', { name: 'More youths' }).click();
  await panel(page).getByLabel('First name').fill('Amina');
  await panel(page).getByLabel('Last name').fill('Mushi');
  await panel(page).getByLabel('Email').fill(email);
  await panel(page).getByLabel('Phone').fill('+255 712 345 678');
}

test('a booking request mails a receipt and an operator notice; a confirmation mails the traveller', async ({
  page,
}) => {
  const email = `mails.${uniqueToken()}@example.com`;
  await fillTourPanel(page, email);
  await panel(page).getByRole('button', { name: 'Book Now' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Booking Request Sent!' });
  await expect(toast).toBeVisible();
  const reference = (await toast.textContent())?.match(REFERENCE)?.[0] ?? '';
  expect(reference).toMatch(REFERENCE);

  const receipt = await waitForMail(email, new RegExp(`^We received your booking request ${reference}$`));
  expect(receipt.text).toContain('Travellers: 2 adults, 1 youth');
  expect(receipt.text).toContain('Price: $12,290.00 (US dollars)');
  expect(receipt.links.some((link) => link.endsWith('/my-bookings'))).toBe(true);
  const notice = await waitForMail(
    'info@tanzania-safari.example',
    new RegExp(`^New booking request ${reference}`),
  );
  expect(notice.text).toContain(`E-mail: ${email}`);
  expect(notice.links.some((link) => link.endsWith(`/admin/bookings?search=${reference}`))).toBe(true);

  const { error } = await (await adminClient())
    .from('bookings')
    .update({ status: 'confirmed' })
    .eq('reference', reference);
  expect(error).toBeNull();
  await waitForMail(email, new RegExp(`^Your booking ${reference} is confirmed$`));
});

test('a party bigger than the tour takes is refused on the page with the database’s words', async ({
  page,
}) => {
  const email = `group.${uniqueToken()}@example.com`;
  await fillTourPanel(page, email);
  await panel(page).locator('#adults').fill('6');
  await panel(page).locator('#adults').blur();
  await panel(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(panel(page).getByText('This tour takes at most 5 travellers')).toBeVisible();
  expect(await bookingsOf(email)).toEqual([]);
});

test('a page tampered to ask for a far-future date is refused with the database’s words; nothing is stored', async ({
  page,
}) => {
  const email = `future.${uniqueToken()}@example.com`;
  await fillTourPanel(page, email);
  // The calendar offers nothing past the horizon, so the request is rewritten on its way out,
  // as a stale or tampered page would send it.
  await page.route('**/rest/v1/rpc/request_booking', async (route) => {
    const body = route.request().postDataJSON() as { booking: Record<string, unknown> };
    body.booking.tour_date = '9999-12-31';
    body.booking.end_date = '9999-12-31';
    await route.continue({ postData: JSON.stringify(body) });
  });
  await panel(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(
    page.getByText(/^Bookings open at most two years ahead: choose a date up to \d{4}-\d{2}-\d{2}$/),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Booking Request Sent!' })).toHaveCount(0);
  expect(await bookingsOf(email)).toEqual([]);
});

test('a bot that fills in the honeypot sees a success; nothing is stored and nobody is mailed', async ({
  page,
}) => {
  const email = `bot.${uniqueToken()}@example.com`;
  await fillTourPanel(page, email);
  const honeypot = panel(page).locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(honeypot).not.toBeInViewport();
  await honeypot.fill('https://spam.example', { force: true });
  await panel(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking Request Sent!' })).toBeVisible();
  expect(await bookingsOf(email)).toEqual([]);
});
