// Issue 37, the money (decisions 185-187): staff make a confirmed booking's schedule, record the
// deposit (the form's and the database's refusals on screen), the traveller's /my-bookings on a
// phone shows paid and due with how to pay, and the balance reminder arrives on its day (the
// sweep's clock is the test's) and never once the balance is paid.
import { rm, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  bookingRows,
  choose,
  expectNoSidewaysScroll as expectTablesFit,
  openDashboard,
  openedDialog,
  searchBookings,
  toast,
} from '../support/admin-page.ts';
import {
  adminClient,
  createPlainUser,
  E2E_PAYMENT_CLOCK_FILE,
  SITE,
  signedInClient,
  signInBrowser,
  uniqueToken,
} from '../support/backend.ts';
import { type MailboxMessage, waitForMail } from '../support/forms.ts';
import { arushaDay } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 240_000 });

const money = (text: string) => Number(text.replace(/[$,]/g, ''));

async function mailsTo(address: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${SITE}/_mail/api/messages?to=${encodeURIComponent(address)}`);
  const body = (await response.json()) as MailboxMessage[] | { messages: MailboxMessage[] };
  return Array.isArray(body) ? body : body.messages;
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test.afterEach(async () => {
  await rm(E2E_PAYMENT_CLOCK_FILE, { force: true });
});

test('staff schedule and record the deposit; the traveller sees paid and due; the balance is reminded once, and not after it is paid', async ({
  page,
  browser,
}) => {
  const user = await createPlainUser('payer');
  const client = await signedInClient(user.email, user.password);
  const start = arushaDay(120);
  const { data, error } = await client.rpc('request_booking', {
    booking: {
      user_id: user.id,
      tour_name: 'Living Among Lions',
      tour_slug: 'living-among-lions',
      tour_date: start,
      end_date: start,
      adults: 2,
      youths: 0,
      customer_name: `Baraka ${uniqueToken()}`,
      customer_email: user.email,
      customer_phone: '+255 712 000 333',
    },
    request_key: crypto.randomUUID(),
  });
  expect(error).toBeNull();
  const reference: string = (Array.isArray(data) ? data[0] : data).reference;
  const admin = await adminClient();
  const confirmed = await admin.from('bookings').update({ status: 'confirmed' }).eq('reference', reference);
  expect(confirmed.error).toBeNull();

  // Staff, on a laptop: no schedule yet; they make one with the operator's terms.
  const staffContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const staff = await staffContext.newPage();
  await openDashboard(staff);
  await searchBookings(staff, reference);
  await bookingRows(staff)
    .first()
    .getByRole('button', { name: /^View booking/ })
    .click();
  const details = await openedDialog(staff, 'Booking Details');
  const payments = details.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('No schedule yet');
  const terms = payments.getByRole('region', { name: 'Payment schedule' });
  await expect(terms.getByLabel('Deposit', { exact: true })).toHaveValue('30');
  await terms.getByRole('button', { name: 'Make the schedule and invoice' }).click();
  await expect(
    toast(staff, 'Payment Schedule Made', `Booking ${reference} has its payment schedule and invoice.`),
  ).toBeVisible({ timeout: 20_000 });
  const schedule = payments.getByTestId('payment-schedule');
  await expect(schedule.locator('tr.ant-table-row')).toHaveCount(2);
  await expect(schedule.locator('tr.ant-table-row').first()).toContainText('Deposit');
  await expect(schedule.locator('tr.ant-table-row').first()).toContainText('Upcoming');
  await expect(payments.getByTestId('invoices')).toContainText(/Invoice INV-\d{4}-\d{4,}/);
  await expect(payments.getByTestId('invoices')).toContainText('Sent');
  const totalCell = await payments.getByTestId('booking-money').locator('td').first().textContent();
  const total = money((totalCell ?? '').trim());
  const deposit = Math.round(total * 30) / 100;

  // The form is prefilled with the deposit; mobile money needs its reference.
  const form = payments.getByRole('region', { name: 'Record a payment' });
  await expect(form.getByLabel('Amount (US dollars)')).toHaveValue(deposit.toFixed(2));
  await choose(staff, form.getByLabel('Method'), 'Mobile money');
  await form.getByRole('button', { name: 'Record the payment' }).click();
  await expect(form).toContainText('A mobile money payment needs its transaction reference.');
  await form.getByLabel('Transaction reference').fill('MPESA-QK7H2X');
  await form.getByRole('button', { name: 'Record the payment' }).click();
  await expect(
    staff
      .locator('.ant-notification-notice')
      .filter({ hasText: 'Payment Recorded' })
      .filter({ hasText: new RegExp(`received for booking ${reference} \\(RCT-\\d{4}-\\d{4,}\\)`) }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(schedule.locator('tr.ant-table-row').first()).toContainText('Paid');
  await expect(payments.getByTestId('payments')).toContainText('MPESA-QK7H2X');
  await expect(payments.getByTestId('invoices')).toContainText('Partially paid');
  // On a phone the schedule and the payments fit the screen: nothing scrolls sideways.
  await staff.setViewportSize({ width: 390, height: 844 });
  await expectTablesFit(staff, payments, 2);
  await staff.setViewportSize({ width: 1366, height: 900 });

  // More than is still to pay: the database says so, in figures, and nothing is recorded.
  await form.getByLabel('Amount (US dollars)').fill(String(total));
  await form.getByRole('button', { name: 'Record the payment' }).click();
  await expect(form).toContainText(/is more than the \$[\d,]+\.\d\d still to pay/);
  await expect(payments.getByTestId('payments').locator('tr.ant-table-row')).toHaveCount(1);
  await staffContext.close();

  // The traveller, on a phone: paid, still to pay, the next payment and how to pay.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInBrowser(page, user.email, user.password);
  await page.goto('/my-bookings');
  const card = page.locator(`[data-testid="my-booking"][data-reference="${reference}"]`);
  const paid = card.getByTestId('my-booking-paid');
  await expect(paid).toContainText(`Paid$${deposit.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  const balance = total - deposit;
  const balanceText = `$${balance.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(paid).toContainText(`Still to pay${balanceText}`);
  await expect(card.getByTestId('my-booking-next-due')).toContainText(`${balanceText} by`);
  await expect(card.getByTestId('my-instalment').first()).toContainText('Paid');
  await expect(card.getByLabel('Receipts')).toContainText(/RCT-\d{4}-\d{4,}/);
  await expect(card.getByTestId('how-to-pay')).toContainText('for the payment details');
  await expect(card.getByTestId('how-to-pay')).toContainText(reference);
  await expectNoSidewaysScroll(page);

  // The balance is due 60 days before the start; its reminder 7 days before that.
  const balanceDue = arushaDay(60);
  const reminderDay = arushaDay(53);
  await writeFile(E2E_PAYMENT_CLOCK_FILE, reminderDay);
  const reminder = await waitForMail(user.email, new RegExp(`^Payment reminder for ${reference}: `));
  expect(reminder.subject).toContain(balanceText);
  expect(reminder.text).toContain('How to pay:');
  expect(reminder.links).toContain(`${SITE}/my-bookings`);
  expect(balanceDue > reminderDay).toBe(true);

  // The balance arrives; on the day after it was due, no overdue notice goes out.
  const { data: booking } = await admin.from('bookings').select('id').eq('reference', reference).single();
  const paidBalance = await admin.rpc('admin_record_payment', {
    booking_id: booking?.id,
    kind: 'payment',
    amount: balance.toFixed(2),
    received_on: arushaDay(0),
    method: 'bank_transfer',
    reference: 'FT-BALANCE',
  });
  expect(paidBalance.error).toBeNull();
  // A second confirmed booking whose deposit nobody paid shows when the sweep has run for the
  // new day: its overdue notice arrives, and the paid booking gets none.
  const other = await createPlainUser('late');
  const otherClient = await signedInClient(other.email, other.password);
  const made = await otherClient.rpc('request_booking', {
    booking: {
      user_id: other.id,
      tour_name: 'Living Among Lions',
      tour_slug: 'living-among-lions',
      tour_date: start,
      end_date: start,
      adults: 1,
      youths: 0,
      customer_name: `Imani ${uniqueToken()}`,
      customer_email: other.email,
      customer_phone: '+255 712 000 444',
    },
    request_key: crypto.randomUUID(),
  });
  expect(made.error).toBeNull();
  const otherReference: string = (Array.isArray(made.data) ? made.data[0] : made.data).reference;
  const { data: otherBooking } = await admin
    .from('bookings')
    .update({ status: 'confirmed' })
    .eq('reference', otherReference)
    .select('id')
    .single();
  const otherSchedule = await admin.rpc('admin_make_payment_schedule', {
    booking_id: otherBooking?.id,
    deposit_percent: 30,
    deposit_due_days: 7,
    balance_days_before: 60,
  });
  expect(otherSchedule.error).toBeNull();
  await writeFile(E2E_PAYMENT_CLOCK_FILE, arushaDay(61));
  await waitForMail(other.email, new RegExp(`^Payment overdue for ${otherReference}: `));
  expect((await mailsTo(user.email)).filter((mail) => mail.subject.startsWith('Payment overdue'))).toEqual(
    [],
  );
  expect(
    (await mailsTo(user.email)).filter((mail) => mail.subject.startsWith('Payment reminder')),
  ).toHaveLength(1);
  await page.reload();
  await expect(card.getByTestId('my-booking-next-due')).toContainText('Nothing: paid in full');
});
