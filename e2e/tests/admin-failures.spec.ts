// When the backend fails, the admin sees the seed's failure toasts and nothing changes: loads,
// status changes and deletes of bookings, messages and users (docs/product.md §11, §12).
import type { Page, Route } from '@playwright/test';
import {
  bookingRows,
  choose,
  confirmStatusChange,
  createAdminUser,
  openDashboard,
  searchBookings,
  toast,
} from '../support/admin-page.ts';
import { adminClient, createPlainUser, uniqueToken } from '../support/backend.ts';
import { bookAsTraveller, sendContactMessage } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 60_000 });

const failure = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ code: 'XX000', message: 'Internal error', details: null, hint: null }),
  });

/** Fails every `method` request to the REST table `table` (GET loads, PATCH updates, DELETE deletes). */
async function failRest(page: Page, table: string, method: string) {
  await page.route(`**/rest/v1/${table}?**`, (route) =>
    route.request().method() === method ? failure(route) : route.fallback(),
  );
}

test('lists that cannot load say so: bookings, messages and users', async ({ page }) => {
  // A second admin, so the route rules do not disturb other tests' sessions.
  const admin = await createAdminUser('loadfail');
  await failRest(page, 'bookings', 'GET');
  await failRest(page, 'contact_submissions', 'GET');
  await page.route('**/functions/v1/admin-user-management', failure);
  await openDashboard(page, '', admin);
  await expect(toast(page, 'Error loading bookings', 'Failed to load booking data.')).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('tab', { name: /Contact Messages/ }).click();
  await expect(toast(page, 'Error loading messages', 'Failed to load contact messages.')).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(toast(page, 'Error loading users', 'Failed to load user data.')).toBeVisible({
    timeout: 15_000,
  });
});

test('a booking whose status change or delete fails keeps its status and stays', async ({ page }) => {
  const token = `fail${uniqueToken()}`;
  await bookAsTraveller({ customerName: `Zuberi ${token}` });
  await openDashboard(page);
  await searchBookings(page, token);
  await expect(bookingRows(page)).toHaveCount(1);
  const row = bookingRows(page).first();

  await failRest(page, 'bookings', 'PATCH');
  await choose(page, row.getByRole('combobox', { name: /^Status of booking/ }), 'confirmed');
  await confirmStatusChange(page, 'confirmed');
  await expect(toast(page, 'Error', 'Failed to update booking status.')).toBeVisible();
  await expect(
    row.getByRole('combobox', { name: /^Status of booking/ }).locator('xpath=../..'),
  ).toContainText('pending');

  await failRest(page, 'bookings', 'DELETE');
  await row.getByRole('button', { name: /^Delete booking/ }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Error', 'Failed to delete the booking.')).toBeVisible();
  await expect(bookingRows(page)).toHaveCount(1);

  const { data } = await (await adminClient())
    .from('bookings')
    .select('status')
    .ilike('customer_name', `Zuberi ${token}`);
  expect(data).toEqual([{ status: 'pending' }]);
});

test('a message whose status change or delete fails stays as it was', async ({ page }) => {
  const token = uniqueToken();
  const name = `Halima ${token}`;
  await sendContactMessage({
    name,
    email: `halima.${token}@example.com`,
    phone: '+255 754 333 444',
    text: 'Hi',
  });
  await openDashboard(page, '?tab=messages');
  const row = page
    .getByRole('region', { name: 'Contact Messages' })
    .locator('tr.ant-table-row', { hasText: name });
  await expect(row).toBeVisible();

  await failRest(page, 'contact_submissions', 'PATCH');
  await choose(page, row.getByRole('combobox', { name: `Status of the message from ${name}` }), 'replied');
  await expect(toast(page, 'Error', 'Failed to update message status.')).toBeVisible();

  await failRest(page, 'contact_submissions', 'DELETE');
  await row.getByRole('button', { name: `Delete the message from ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete Contact Message?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Error', 'Failed to delete the contact message.')).toBeVisible();
  await expect(row).toBeVisible();

  const { data } = await (await adminClient()).from('contact_submissions').select('status').eq('name', name);
  expect(data).toEqual([{ status: 'unread' }]);
});

test('a user whose role change or delete fails keeps both', async ({ page }) => {
  const user = await createPlainUser('failrole');
  await openDashboard(page, '?tab=users');
  const users = page.getByRole('region', { name: 'Users' });
  await expect(users.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await users.getByLabel('Search users by e-mail').fill(user.email);
  const row = users.locator('tr.ant-table-row', { hasText: user.email });
  await expect(row).toBeVisible();

  // listUsers still answers; the changes fail.
  await page.route('**/functions/v1/admin-user-management', async (route) => {
    const action = (route.request().postDataJSON() as { action?: string } | null)?.action;
    return action === 'listUsers' ? route.fallback() : failure(route);
  });
  await choose(page, row.getByRole('combobox', { name: `Role of ${user.email}` }), 'admin');
  await page
    .getByRole('dialog', { name: `Make ${user.email} an admin?` })
    .getByRole('button', { name: 'Make admin' })
    .click();
  await expect(toast(page, 'Error', 'Failed to update user role.')).toBeVisible();
  await row.getByRole('button', { name: `Delete ${user.email}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete User Account?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Error', 'Failed to delete the user.')).toBeVisible();
  await expect(row).toBeVisible();
  await expect(row).toContainText('user');

  const { data } = await (await adminClient()).from('user_roles').select('role').eq('user_id', user.id);
  expect(data).toEqual([{ role: 'user' }]);
});
