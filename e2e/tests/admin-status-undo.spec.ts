// Issue 24 seam 3 (decision 135): a status change that mails the traveller asks once, and can be
// undone while the outbox holds the mail; the undo withdraws it, the history keeps both changes.
import {
  bookingRows,
  choose,
  confirmStatusChange,
  openDashboard,
  openedDialog,
  searchBookings,
  toast,
} from '../support/admin-page.ts';
import { adminClient, SITE, uniqueToken } from '../support/backend.ts';
import type { MailboxMessage } from '../support/forms.ts';
import { bookAsTraveller } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 120_000 });

test('cancelling by mistake asks first, and Undo withdraws the mail before it leaves', async ({ page }) => {
  const token = `undo${uniqueToken()}`;
  const email = `imani.${token}@example.com`;
  await bookAsTraveller({ customerName: `Imani ${token}`, email });
  await openDashboard(page);
  await searchBookings(page, token);
  await expect(bookingRows(page)).toHaveCount(1);
  const row = bookingRows(page).first();
  const status = row.getByRole('combobox', { name: /^Status of booking/ });

  // Asked once; going back changes nothing.
  await choose(page, status, 'cancelled');
  const question = await openedDialog(page, /^Set booking TZ-\w+ to cancelled\?$/);
  await expect(question).toContainText(`Imani ${token} will be mailed at ${email}`);
  await question.getByRole('button', { name: 'Back' }).click();
  await expect(question).toBeHidden();
  await expect(status.locator('xpath=../..')).toContainText('pending');

  await choose(page, status, 'cancelled');
  await confirmStatusChange(page, 'cancelled');
  await expect(toast(page, 'Status Updated', 'Booking status updated to cancelled')).toBeVisible();
  const undoBar = page.getByTestId('status-undo');
  await expect(undoBar).toContainText(/set to cancelled\..*The traveller is mailed in \d+ s/);
  await undoBar.getByRole('button', { name: /^Undo: set TZ-\w+ back to pending$/ }).click();
  await expect(
    page
      .locator('.ant-notification-notice')
      .filter({ hasText: 'Change Undone' })
      .filter({ hasText: 'is pending again. The mail to the traveller was withdrawn before it left.' }),
  ).toBeVisible();
  await expect(undoBar).toBeHidden();
  await expect(status.locator('xpath=../..')).toContainText('pending');

  // The history has both changes; the outbox shows the mail withdrawn.
  await row.getByRole('button', { name: /^View booking/ }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details.getByTestId('status-history')).toContainText(
    'pending → cancelled by admin.e2e@example.com',
  );
  await expect(details.getByTestId('status-history')).toContainText(
    'cancelled → pending by admin.e2e@example.com',
  );
  await expect(details.getByTestId('booking-mails')).toContainText('Withdrawn');

  // Past the hold (8 s in the e2e backend) and a sender poll, the traveller got the receipt only.
  const { data: booking } = await (await adminClient())
    .from('bookings')
    .select('id')
    .eq('customer_email', email)
    .single();
  const { data: mails } = await (await adminClient())
    .from('booking_mails')
    .select('kind, sent_at, withdrawn_at')
    .eq('booking_id', booking?.id)
    .eq('kind', 'cancelled');
  expect(mails).toEqual([{ kind: 'cancelled', sent_at: null, withdrawn_at: expect.any(String) }]);
  await page.waitForTimeout(10_000);
  const body = (await (await fetch(`${SITE}/_mail/api/messages?to=${encodeURIComponent(email)}`)).json()) as
    | MailboxMessage[]
    | { messages: MailboxMessage[] };
  const inbox = Array.isArray(body) ? body : body.messages;
  expect(inbox.map((mail) => mail.subject)).toEqual([
    expect.stringMatching(/^We received your booking request/),
  ]);
});
