import { choose, expectNoSidewaysScroll, openDashboard, openedDialog, toast } from '../support/admin-page.ts';
import { createPlainUser, E2E_ADMIN, serviceClient, sessionOf, uniqueToken } from '../support/backend.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 60_000 });

test('users through admin-user-management: own row locked, role change and delete with the seed toasts', async ({
  page,
}) => {
  const user = await createPlainUser('managed');
  const service = await serviceClient();
  await openDashboard(page, '?tab=users');
  const region = page.getByRole('region', { name: 'Users' });

  // Other tests make accounts too: find each row by its e-mail, as an admin would, rather than
  // hoping it is on the first page of 20.
  const search = region.getByLabel('Search users by e-mail');
  const ownRow = region.locator('tr.ant-table-row', { hasText: E2E_ADMIN.email });
  // The function boots on its first call (and lists every account): allow it the time.
  await expect(region.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await search.fill(E2E_ADMIN.email);
  await expect(ownRow).toBeVisible();
  await expect(ownRow.getByRole('combobox', { name: `Role of ${E2E_ADMIN.email}` })).toBeDisabled();
  await expect(ownRow.getByRole('button', { name: `Delete ${E2E_ADMIN.email}` })).toBeDisabled();
  await expect(ownRow).toContainText('admin');

  await search.fill(user.email);
  const row = region.locator('tr.ant-table-row', { hasText: user.email });
  await expect(row).toContainText('user');
  await expect(row).toContainText('Never');
  await page.screenshot({ path: test.info().outputPath('admin-users-desktop.png') });

  await choose(page, row.getByRole('combobox', { name: `Role of ${user.email}` }), 'admin');
  await page
    .getByRole('dialog', { name: `Make ${user.email} an admin?` })
    .getByRole('button', { name: 'Make admin' })
    .click();
  await expect(toast(page, 'Role Updated', 'User role updated to admin')).toBeVisible();
  const { data: role } = await service.from('user_roles').select('role').eq('user_id', user.id).single();
  expect(role?.role).toBe('admin');

  await row.getByRole('button', { name: `Delete ${user.email}` }).click();
  const confirm = await openedDialog(page, 'Delete User Account?');
  await expect(confirm).toContainText('all associated data');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'User Deleted', 'The user account has been deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  const { data: gone } = await service.auth.admin.getUserById(user.id);
  expect(gone.user).toBeNull();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('admin-users-phone.png'), fullPage: true });
});

test('users: found by part of the e-mail, filtered by role, sorted by registration and last sign-in', async ({
  page,
}) => {
  const token = uniqueToken();
  const older = await createPlainUser(`find${token}older`);
  const newer = await createPlainUser(`find${token}newer`);
  await sessionOf(older.email, older.password); // signs in: older has a last sign-in, newer 'Never'
  await openDashboard(page, '?tab=users');
  const region = page.getByRole('region', { name: 'Users' });
  const rows = region.locator('tr.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });

  await region.getByLabel('Search users by e-mail').fill(`FIND${token.toUpperCase()}`);
  await expect(rows).toHaveCount(2);

  const header = (name: string) => region.locator('th', { hasText: name });
  await header('Registered').click();
  await expect(rows.nth(0)).toContainText(older.email);
  await expect(rows.nth(1)).toContainText(newer.email);
  await header('Registered').click();
  await expect(rows.nth(0)).toContainText(newer.email);
  await expect(rows.nth(1)).toContainText(older.email);

  // 'Never' stays below whichever way last sign-in is sorted.
  await header('Last Sign In').click();
  await expect(rows.nth(0)).toContainText(older.email);
  await expect(rows.nth(1)).toContainText('Never');
  await header('Last Sign In').click();
  await expect(rows.nth(0)).toContainText(older.email);
  await expect(rows.nth(1)).toContainText('Never');

  // On a phone: two columns, nothing scrolling sideways, and the order chosen from a list (it
  // names the order the headers left: latest sign-in first).
  await page.setViewportSize({ width: 390, height: 844 });
  const sort = region.getByRole('combobox', { name: 'Sort users' });
  await expect(
    region.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Sort users' }) }),
  ).toContainText('Latest sign-in first');
  await expectNoSidewaysScroll(page, region);
  await expect(rows.nth(1)).toContainText('Last sign-in: Never');
  await choose(page, sort, 'Oldest registered first');
  await expect(rows.nth(0)).toContainText(older.email);
  await choose(page, sort, 'Newest registered first');
  await expect(rows.nth(0)).toContainText(newer.email);
  await expect(rows.nth(0).getByRole('combobox', { name: `Role of ${newer.email}` })).toBeVisible();
  await expect(rows.nth(0).getByRole('button', { name: `Delete ${newer.email}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-users-sorted-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  await choose(page, region.getByRole('combobox', { name: 'Filter users by role' }), 'Admins');
  await expect(region).toContainText('No users match');
  // Admins only, then narrowed to the e2e admin (there may be more than a page of admins).
  await region.getByLabel('Search users by e-mail').fill('');
  await expect(rows.filter({ hasText: older.email })).toHaveCount(0);
  await expect(rows.first()).toContainText('admin');
  await region.getByLabel('Search users by e-mail').fill(E2E_ADMIN.email);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(E2E_ADMIN.email);
  await page.screenshot({ path: test.info().outputPath('admin-users-filtered-desktop.png') });
});
