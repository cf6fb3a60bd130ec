import type { Page } from '@playwright/test';
import { choose, expectNoSidewaysScroll, openDashboard, openedDialog, toast } from '../support/admin-page.ts';
import { serviceClient, uniqueToken } from '../support/backend.ts';
import { sendContactMessage } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const region = (page: Page) => page.getByRole('region', { name: 'Contact Messages' });

test('a message: badge, status, view dialog with reply and call, delete', async ({ page }) => {
  const token = uniqueToken();
  const name = `Rehema ${token}`;
  const text = `Hello from Moshi ${token}. We are a family of five and would like to climb Kilimanjaro in January, then rest in Zanzibar. Can you suggest an itinerary and prices?`;
  // A long address, as real ones can be: on a phone it must wrap inside its cell.
  const email = `rehema.mwakyusa.family.${token}@example.com`;
  await sendContactMessage({ name, email, phone: '+255 754 111 222', text });

  await openDashboard(page, '?tab=messages');
  const row = region(page).locator('tr.ant-table-row', { hasText: name });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveAttribute('aria-label', /^[1-9]\d* unread$/);
  await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(row.getByRole('link', { name: '+255 754 111 222' })).toHaveAttribute(
    'href',
    'tel:+255754111222',
  );
  // The table shows the start of a long message only.
  await expect(row).toContainText(`Hello from Moshi ${token}.`);
  await expect(row).not.toContainText('suggest an itinerary');
  await expect(row).toContainText('…');
  await page.screenshot({ path: test.info().outputPath('admin-messages-desktop.png') });
  // On a phone the list fits the screen: the sender, the start of the message, its status and
  // actions, with nothing in the table or the page scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, region(page));
  await expect(row).toContainText(`Hello from Moshi ${token}.`);
  await expect(row.getByRole('combobox', { name: `Status of the message from ${name}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Delete the message from ${name}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-messages-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  await choose(page, row.getByRole('combobox', { name: `Status of the message from ${name}` }), 'read');
  await expect(toast(page, 'Status Updated', 'Message marked as read')).toBeVisible();
  const service = await serviceClient();
  const stored = await service.from('contact_submissions').select('status').eq('name', name).single();
  expect(stored.data?.status).toBe('read');
  // Other specs send messages at the same time, so the badge is compared with the database's
  // own count of unread messages rather than with its value a moment before.
  const unreadNow = async () => {
    const { count } = await service
      .from('contact_submissions')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'unread');
    const shown = await page.getByTestId('unread-badge').getAttribute('aria-label');
    return shown === `${count} unread`;
  };
  await expect.poll(unreadNow, { timeout: 10_000 }).toBe(true);

  await row.getByRole('button', { name: `View the message from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Message' });
  await expect(dialog).toContainText(text);
  await expect(dialog).toContainText('read');
  await expect(dialog.getByRole('link', { name: 'Reply via Email' })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  await expect(dialog.getByRole('link', { name: 'Call Customer' })).toHaveAttribute(
    'href',
    'tel:+255754111222',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('admin-message-dialog-phone.png') });
  await page.setViewportSize({ width: 1366, height: 900 });
  await dialog.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: `Delete the message from ${name}` }).click();
  const confirm = await openedDialog(page, 'Delete Contact Message?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Message Deleted', 'The contact message has been deleted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  const { data } = await service.from('contact_submissions').select('id').eq('name', name);
  expect(data).toEqual([]);
});
