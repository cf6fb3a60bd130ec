// Issue 24 seam 5: the public site without JavaScript. Forms never go out the browser's way (a
// GET to the page with the traveller's name, phone, e-mail and message in the address): they
// cannot be sent and say why and how else to reach the operator; the phone menu opens as a
// details/summary; /my-bookings says to turn JavaScript on.
import type { Page } from '@playwright/test';
import { uniqueToken } from '../support/backend.ts';
import { bookingsOf, contactMessagesOf, screenshotAt } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

/** Tries both ways a form goes out: Enter in a field, and a click on its button. */
async function trySending(page: Page, field: string, button: string) {
  await page.locator(field).press('Enter');
  await page
    .getByRole('button', { name: button, exact: true })
    .click({ force: true })
    .catch(() => undefined);
  // Give a navigation, if any, the time to happen.
  await page.waitForTimeout(500);
}

const NOTE = 'This form needs JavaScript, which is turned off in this browser.';
const note = (page: Page) => page.getByTestId('form-needs-javascript');

test('the contact form keeps the message off the address bar and says how else to reach us', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const email = `nojs.${uniqueToken()}@example.com`;
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Grace Kimaro');
  await page.getByLabel('Phone').fill('+255 712 345 678');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill('Private details about my family trip');
  const send = page.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeDisabled();
  await expect(note(page)).toBeVisible();
  await expect(note(page)).toContainText(NOTE);
  await expect(note(page)).toContainText('info@tanzania-safari.example');
  await trySending(page, '#email', 'Send Message');
  expect(new URL(page.url()).search).toBe('');
  expect(page.url()).not.toContain('Grace');
  expect(await contactMessagesOf(email)).toHaveLength(0);
  await screenshotAt(page, 390, testInfo.outputPath('contact-no-js-390.png'));
  await screenshotAt(page, 1366, testInfo.outputPath('contact-no-js-1366.png'));
});

for (const { path, emailField, field, button } of [
  { path: '/tour/living-among-lions', emailField: '#email', field: '#email', button: 'Book Now' },
  { path: '/booking', emailField: '#email', field: '#email', button: 'Submit Booking Request' },
  { path: '/auth', emailField: '#signin-email', field: '#signin-password', button: 'Sign In' },
]) {
  test(`${path}: the form cannot go out without JavaScript, and says so`, async ({ page }) => {
    const email = `nojs.${uniqueToken()}@example.com`;
    await page.goto(path);
    await page.locator(emailField).fill(email);
    if (path === '/auth') await page.locator(field).fill('secret-password-1');
    await expect(page.getByRole('button', { name: button, exact: true })).toBeDisabled();
    await expect(note(page).first()).toBeVisible();
    await expect(note(page).first()).toContainText(NOTE);
    await trySending(page, field, button);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(new URL(page.url()).search).toBe('');
    expect(await bookingsOf(email)).toHaveLength(0);
  });
}

test('the phone menu opens without JavaScript and its links work', async ({ page }, testInfo) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The scripted button would do nothing: it is not shown.
  await expect(nav.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await nav.getByTestId('menu-without-script').getByText('Menu', { exact: true }).click();
  const tours = nav.getByRole('link', { name: 'Tours & Packages' });
  await expect(tours).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('menu-no-js-390.png') });
  await tours.click();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tours & Packages' })).toBeVisible();
});

test('/my-bookings tells the visitor to turn JavaScript on instead of loading for ever', async ({ page }) => {
  await page.goto('/my-bookings');
  await expect(page.getByTestId('my-bookings-needs-javascript')).toContainText('Turn JavaScript on');
  await expect(page.getByText('Loading your bookings…')).toBeHidden();
});
