import { openDashboard } from '../support/admin-page.ts';
import { uniqueToken } from '../support/backend.ts';
import { sendContactMessage } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

// Anyone can send a message through the public API with an "address" that passes the database's
// one-@ check yet carries mail headers. The dashboard must never turn it into a reply link that
// copies the staff's answer to someone else.

test('a stored address with extra headers is shown as text, and Reply via Email has no link', async ({
  page,
}) => {
  const token = uniqueToken();
  const name = `Hostile ${token}`;
  const hostile = `guest.${token}@example.com?cc=evil%40attacker.example&body=hi`;
  await sendContactMessage({ name, email: hostile, text: `Please reply to me ${token}.` });

  await openDashboard(page, '?tab=messages');
  const row = page
    .getByRole('region', { name: 'Contact Messages' })
    .locator('tr.ant-table-row', { hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText(hostile, { exact: true })).toBeVisible();
  // No mail link at all in the row, let alone one with a second recipient.
  await expect(row.locator('a[href^="mailto:"]')).toHaveCount(0);

  await row.getByRole('button', { name: `View the message from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Message' });
  await expect(dialog).toContainText(hostile);
  await expect(dialog.getByRole('button', { name: 'Reply via Email' })).toBeDisabled();
  await expect(dialog.locator('a[href^="mailto:"]')).toHaveCount(0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`admin-hostile-address-${width}.png`) });
  }
});
