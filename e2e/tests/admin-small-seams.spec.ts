// Issue 24 seam 10, the admin's part: at 390 px the bookings table keeps Status and Actions on
// screen; opening a contact message marks it read; making someone admin asks first.
import { bookingRows, choose, openDashboard, openedDialog, searchBookings } from '../support/admin-page.ts';
import { createPlainUser, serviceClient, uniqueToken } from '../support/backend.ts';
import { bookAsTraveller, sendContactMessage } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 120_000 });

test('on a phone (390 px) each booking’s status and actions are on screen, with no sideways scroll', async ({
  page,
}) => {
  const token = `phone${uniqueToken()}`;
  await bookAsTraveller({ customerName: `Baraka Mwakilema ${token}`, email: `baraka.${token}@example.com` });
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  await searchBookings(page, token);
  await expect(bookingRows(page)).toHaveCount(1);
  const row = bookingRows(page).first();
  for (const control of [
    row.getByRole('combobox', { name: /^Status of booking/ }),
    row.getByRole('button', { name: /^View booking/ }),
    row.getByRole('button', { name: /^Delete booking/ }),
  ]) {
    // Within the screen's width where it is drawn, without scrolling anything sideways.
    const box = await control.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  await expect(row).toContainText(`Baraka Mwakilema ${token}`);
  await expect(row).toContainText('Explore Serengeti');
  const overflow = await page
    .getByRole('region', { name: 'Bookings Management' })
    .locator('.ant-table-content, .ant-table-body')
    .first()
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The phone sorts from a list instead of column headers.
  await choose(page, page.getByRole('combobox', { name: 'Sort bookings' }), 'Trip date, soonest first');
  await expect(page).toHaveURL(/[?&]sort=date&dir=asc/);
  await page.screenshot({ path: test.info().outputPath('admin-bookings-phone.png'), fullPage: true });
});

test('opening an unread contact message marks it read', async ({ page }) => {
  const token = `open${uniqueToken()}`;
  const name = `Neema ${token}`;
  await sendContactMessage({
    name,
    email: `neema.${token}@example.com`,
    phone: '+255 754 333 444',
    text: `Do you go to Ruaha? ${token}`,
  });
  await openDashboard(page, '?tab=messages');
  const row = page
    .getByRole('region', { name: 'Contact Messages' })
    .locator('tr.ant-table-row', { hasText: name });
  await expect(
    row.getByRole('combobox', { name: `Status of the message from ${name}` }).locator('xpath=../..'),
  ).toContainText('unread');
  await row.getByRole('button', { name: `View the message from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Message' });
  await expect(dialog).toContainText(`Do you go to Ruaha? ${token}`);
  await expect(dialog.locator('.ant-descriptions-item-content').filter({ hasText: /^read$/ })).toBeVisible();
  const service = await serviceClient();
  await expect
    .poll(
      async () =>
        (await service.from('contact_submissions').select('status').eq('name', name).single()).data?.status,
    )
    .toBe('read');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(
    row.getByRole('combobox', { name: `Status of the message from ${name}` }).locator('xpath=../..'),
  ).toContainText('read');
});

test('making someone admin asks for confirmation first; Back leaves them a user', async ({ page }) => {
  const user = await createPlainUser('promoted');
  await openDashboard(page, '?tab=users');
  const region = page.getByRole('region', { name: 'Users' });
  await region.getByLabel('Search users by e-mail').fill(user.email);
  const row = region.locator('tr.ant-table-row', { hasText: user.email });
  const role = row.getByRole('combobox', { name: `Role of ${user.email}` });
  const service = await serviceClient();
  const stored = async () =>
    (await service.from('user_roles').select('role').eq('user_id', user.id).single()).data?.role;

  await choose(page, role, 'admin');
  const question = await openedDialog(page, `Make ${user.email} an admin?`);
  await expect(question).toContainText('An admin sees every booking, message and account');
  await question.getByRole('button', { name: 'Back' }).click();
  await expect(question).toBeHidden();
  await expect(role.locator('xpath=../..')).toContainText('user');
  expect(await stored()).toBe('user');
  // "Make admin" then changes the role: admin-users.spec.ts.
});
