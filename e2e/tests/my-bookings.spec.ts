// /my-bookings (issue 15, docs/product.md §15): a traveller's own requests, newest first, updated live
// when staff change a status; the way there for signed-out visitors; phone widths.
import type { Page } from '@playwright/test';
import {
  bookingRows,
  choose,
  confirmStatusChange,
  openDashboard,
  searchBookings,
  toast,
} from '../support/admin-page.ts';
import { createPlainUser, signedInClient, signInBrowser, uniqueToken } from '../support/backend.ts';
import { arushaDay } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 60_000 });

/** A tour request made by the signed-in traveller, as the tour panel makes it; its reference. */
async function requestAs(
  user: { id: string; email: string; password: string },
  tourDate: string,
): Promise<string> {
  const client = await signedInClient(user.email, user.password);
  const { data, error } = await client.rpc('request_booking', {
    booking: {
      user_id: user.id,
      tour_name: 'Living Among Lions',
      tour_slug: 'living-among-lions',
      tour_date: tourDate,
      end_date: tourDate,
      adults: 2,
      youths: 1,
      customer_name: 'Zawadi Traveller',
      customer_email: user.email,
      customer_phone: '+255 712 000 111',
    },
    request_key: crypto.randomUUID(),
  });
  if (error) throw new Error(`request_booking failed: ${error.message}`);
  const reference = (Array.isArray(data) ? data[0] : data)?.reference;
  if (typeof reference !== 'string') throw new Error(`no reference in ${JSON.stringify(data)}`);
  return reference;
}

/** The page is no wider than the phone: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
}

test('a signed-out visitor sees a sign-in prompt that brings them back after signing in', async ({
  page,
}) => {
  const user = await createPlainUser('prompted');
  await page.goto('/my-bookings');
  const prompt = page.getByTestId('my-bookings-sign-in');
  await expect(prompt).toContainText('Sign in to see your booking requests');
  await prompt.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByText('You have no booking requests yet.')).toBeVisible();
});

test('newest first with reference, tour, dates, travellers, amount and status; only the traveller’s own', async ({
  page,
}) => {
  const user = await createPlainUser('lister');
  const other = await createPlainUser('stranger');
  const older = await requestAs(user, arushaDay(40));
  const newer = await requestAs(user, arushaDay(50));
  const foreign = await requestAs(other, arushaDay(45));
  await signInBrowser(page, user.email, user.password);
  await page.goto('/');
  // The navigation links there once signed in.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Bookings' }).click();
  await expect(page).toHaveURL(/\/my-bookings$/);
  const cards = page.getByTestId('my-booking');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAttribute('data-reference', newer);
  await expect(cards.nth(1)).toHaveAttribute('data-reference', older);
  await expect(page.getByText(foreign)).toHaveCount(0);
  const first = cards.nth(0);
  await expect(first).toContainText(newer);
  await expect(first).toContainText('Living Among Lions');
  await expect(first).toContainText('3 travellers (2 adults, 1 youth)');
  // Priced by the database: 2 × $4,470 + 1 × $3,350.
  await expect(first).toContainText('$12,290');
  await expect(first.getByTestId('my-booking-status')).toHaveText('Pending');
});

test('a status changed by staff shows on the traveller’s page at once (two browsers)', async ({
  page,
  browser,
}) => {
  const user = await createPlainUser('watcher');
  const reference = await requestAs(user, arushaDay(35));
  await signInBrowser(page, user.email, user.password);
  await page.goto('/my-bookings');
  const card = page.locator(`[data-testid="my-booking"][data-reference="${reference}"]`);
  await expect(card.getByTestId('my-booking-status')).toHaveText('Pending');
  // A marker that a reload would wipe: the update must arrive without one.
  await page.evaluate(() => {
    (window as unknown as { stayedOpen: boolean }).stayedOpen = true;
  });

  const staffContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const staff = await staffContext.newPage();
  await openDashboard(staff);
  // Read out on the phone: lower case, no dash.
  await searchBookings(staff, reference.replace('-', '').toLowerCase());
  await expect(bookingRows(staff)).toHaveCount(1);
  await expect(staff.locator('.ant-pagination-total-text')).toHaveText('1-1 of 1 bookings');
  const row = bookingRows(staff).first();
  await expect(row).toContainText(reference);
  await choose(staff, row.getByRole('combobox', { name: /^Status of booking/ }), 'confirmed');
  await confirmStatusChange(staff, 'confirmed');
  await expect(toast(staff, 'Status Updated', 'Booking status updated to confirmed')).toBeVisible();

  await expect(card.getByTestId('my-booking-status')).toHaveText('Confirmed', { timeout: 10_000 });
  await expect(
    page.getByRole('status').filter({ hasText: `Request ${reference} is now confirmed.` }),
  ).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen)).toBe(true);

  // The staff's details show who changed it and when.
  await row.getByRole('button', { name: /^View booking/ }).click();
  const history = staff.getByTestId('status-history');
  await expect(history).toContainText('Requested as pending by');
  await expect(history).toContainText('pending → confirmed by admin.e2e@example.com');
  await staffContext.close();

  // The traveller's history says it too.
  await card.getByText('Status history').click();
  await expect(card).toContainText('confirmed');
});

test('phone widths: nothing wider than the screen at 390 and 320 px', async ({ page }, testInfo) => {
  const user = await createPlainUser('phone');
  await requestAs(user, arushaDay(60));
  await signInBrowser(page, user.email, user.password);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/my-bookings');
    await expect(page.getByTestId('my-booking')).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`my-bookings-${width}.png`), fullPage: true });
    // The link is in the phone menu too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('header').getByRole('link', { name: 'My Bookings' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
  // Signed out, the page is the prompt, still within the screen.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/my-bookings');
  await expect(page.getByTestId('my-bookings-sign-in')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a reference typed without the dash in upper case finds the booking; the count agrees', async ({
  page,
}) => {
  const user = await createPlainUser(`ref${uniqueToken()}`);
  const reference = await requestAs(user, arushaDay(33));
  await openDashboard(page);
  await searchBookings(page, reference.replace('-', ''));
  await expect(bookingRows(page)).toHaveCount(1);
  await expect(bookingRows(page).first()).toContainText(reference);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText('1-1 of 1 bookings');
});
