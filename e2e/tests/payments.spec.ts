// Issue 37, the money (decisions 185-187), for a booking confirmed without a proposal: staff make
// its schedule with the operator's terms and record the deposit (the form's and the database's
// refusals on screen; the tables fit a phone); the traveller's /my-bookings on a phone shows paid
// and due with how to pay, and hands over the invoice and the receipt as PDFs. The proposal flow
// (proposals.spec.ts) goes on to the reminders.
import type { Page } from '@playwright/test';
import { choose, expectNoSidewaysScroll as expectTablesFit, toast } from '../support/admin-page.ts';
import {
  adminClient,
  createPlainUser,
  signedInClient,
  signInBrowser,
  uniqueToken,
} from '../support/backend.ts';
import { openPayments, payTheRest } from '../support/payments.ts';
import { downloadedPdfText } from '../support/proposals.ts';
import { arushaDay } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 240_000 });

const money = (text: string) => Number(text.replace(/[$,]/g, ''));

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test('staff schedule and record the deposit; the traveller sees paid and due, the invoice and the receipt', async ({
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
  const payments = await openPayments(staff, reference);
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

  // The traveller's invoice and receipt, as PDFs whose text holds the figures.
  const invoice = await downloadedPdfText(page, card.getByRole('button', { name: 'download the PDF' }));
  expect(invoice.name).toMatch(/^Invoice-INV-\d{4}-\d{4,}\.pdf$/);
  expect(invoice.text).toContain(`$${total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  expect(invoice.text).toContain('Partially paid');
  expect(invoice.text).toContain('Tanzania Safari Adventures');
  const receipt = await downloadedPdfText(
    page,
    card.getByLabel('Receipts').getByRole('button', { name: 'PDF' }),
  );
  expect(receipt.name).toMatch(/^Receipt-RCT-\d{4}-\d{4,}\.pdf$/);
  expect(receipt.text).toContain('MPESA-QK7H2X');

  // The rest arrives: paid in full.
  await payTheRest(reference);
  await page.reload();
  await expect(card.getByTestId('my-booking-next-due')).toContainText('Nothing: paid in full');
});
