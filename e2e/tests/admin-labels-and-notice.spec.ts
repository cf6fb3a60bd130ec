// Issue 15 in the dashboard: a custom request's choices read as the labels the traveller saw, its
// mails from the outbox, and the notice listing operator settings that still hold stand-ins.

import { bookingRows, openDashboard, searchBookings } from '../support/admin-page.ts';
import { adminClient, uniqueToken } from '../support/backend.ts';
import { requestCustomSafari } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 60_000 });

test('a custom request’s details show labels, the status history and the booking’s mails', async ({
  page,
}) => {
  const token = `lbl${uniqueToken()}`;
  await requestCustomSafari({ customerName: `Labels ${token}`, email: `labels.${token}@example.com` });
  await openDashboard(page);
  await searchBookings(page, token);
  await expect(bookingRows(page)).toHaveCount(1);
  await bookingRows(page)
    .first()
    .getByRole('button', { name: /^View booking/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  const value = (label: string) =>
    details.getByRole('rowheader', { name: label, exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(value('Tour Types')).toHaveText('Mountain HikingCultural Tour');
  await expect(value('Destinations')).toHaveText('Mount KilimanjaroZanzibar Island');
  await expect(value('Budget')).toHaveText('Mid-Range');
  await expect(value('Safari Type')).toHaveText('Private Safari');
  await expect(details.getByTestId('status-history')).toContainText(
    'Requested as pending by a visitor without an account',
  );

  // The mails are the outbox's rows for this booking, each saying whether it went out.
  const admin = await adminClient();
  const { data: booking } = await admin
    .from('bookings')
    .select('id')
    .ilike('customer_name', `Labels ${token}`)
    .single();
  const { data: mails, error } = await admin
    .from('booking_mails')
    .select('id, sent_at')
    .eq('booking_id', booking?.id ?? '');
  expect(error).toBeNull();
  const table = details.getByTestId('booking-mails');
  if ((mails ?? []).length === 0) await expect(table).toContainText('No mails for this booking');
  else await expect(table.locator('tr.ant-table-row')).toHaveCount(mails?.length ?? 0);
});

test('the dashboard lists the operator settings that still hold stand-ins', async ({ page }) => {
  // The e2e site serves the repository's own config.json, whose settings are the stand-ins.
  await openDashboard(page);
  const notice = page.getByRole('region', { name: 'Operator settings to complete' });
  await expect(notice).toContainText('operator settings still hold stand-ins');
  // Folded until asked for.
  await expect(notice.getByText('The tourism licence number is missing.')).toBeHidden();
  await notice.getByText('show which').click();
  await expect(notice.getByText('The tourism licence number is missing.')).toBeVisible();
  await expect(notice).toContainText('The tourism licence number is missing.');
  await expect(notice).toContainText('info@tanzania-safari.example is a stand-in');
  await expect(notice).toContainText(
    "The Facebook link https://www.facebook.com/ is the network's home page",
  );
  await expect(notice).toContainText(
    'How travellers pay you (bank transfer or mobile money details) is missing',
  );
  await expect(notice).toContainText('pnpm check:settings');
});
