// /contact (docs/product.md §9, §12): validation, a stored message, the backend down, a double
// click, and how the page looks on a phone and a laptop.
import type { Page } from '@playwright/test';
import { uniqueToken } from '../support/backend.ts';
import { backendDown, contactMessagesOf, holdApi, screenshotAt } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

const fill = async (page: Page, values: { name: string; phone: string; email: string; message: string }) => {
  await page.getByLabel('Name').fill(values.name);
  await page.getByLabel('Phone').fill(values.phone);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Message').fill(values.message);
};

const traveller = () => ({
  name: 'Grace Njoroge',
  phone: '+254 712 345 678',
  email: `grace.${uniqueToken()}@example.com`,
  message: 'Is the Ngorongoro crater open in April? We are two adults.',
});

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Leave us your info' })).toBeVisible();
});

test('the page: four fields, six message rows, the office map', async ({ page }) => {
  await expect(page.getByLabel('Message')).toHaveAttribute('rows', '6');
  await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByRole('heading', { name: 'Our Location' })).toBeVisible();
  await expect(page.locator('iframe[title^="Map of our office"]')).toHaveAttribute('src', /openstreetmap/);
});

test('empty fields: the seed toast, a message beside each field, nothing sent', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/')) sent += 1;
  });
  await page.getByLabel('Name').fill('Grace');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Please fill in all fields' });
  await expect(toast).toContainText('Error');
  await expect(page.locator('#phone-error')).toHaveText('Please fill in all fields');
  await expect(page.locator('#email-error')).toHaveText('Please fill in all fields');
  await expect(page.locator('#message-error')).toHaveText('Please fill in all fields');
  await expect(page.locator('#name-error')).toHaveCount(0);
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('#email-error')).toHaveText('Invalid email address');
  expect(sent).toBe(0);
});

test('a message is stored unread, the form clears and the success toast shows', async ({ page }) => {
  const values = traveller();
  await fill(page, values);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "Your message has been sent. We'll get back to you soon!" }),
  ).toContainText('Success!');
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
  expect(await contactMessagesOf(values.email)).toEqual([{ ...values, status: 'unread' }]);
});

test('backend down: the failure toast, and what was typed stays', async ({ page }) => {
  const values = traveller();
  await backendDown(page);
  await fill(page, values);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to send message. Please try again.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(values.name);
  await expect(page.getByLabel('Phone')).toHaveValue(values.phone);
  await expect(page.getByLabel('Email')).toHaveValue(values.email);
  await expect(page.getByLabel('Message')).toHaveValue(values.message);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  // Back online, the same form goes through without retyping.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent' })).toBeVisible();
  expect(await contactMessagesOf(values.email)).toHaveLength(1);
});

test('a double click while sending stores one message; the button reads Sending...', async ({ page }) => {
  const values = traveller();
  const api = await holdApi(page);
  await fill(page, values);
  await page.getByRole('button', { name: 'Send Message' }).dblclick();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  api.release();
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent' })).toBeVisible();
  expect(api.count()).toBe(1);
  expect(await contactMessagesOf(values.email)).toHaveLength(1);
});

test('screenshots at 390 and 1366 px', async ({ page }, testInfo) => {
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('#name-error')).toBeVisible();
  for (const width of [390, 1366])
    await screenshotAt(page, width, testInfo.outputPath(`contact-${width}.png`));
});
