// Payments (issue 37, decisions 185-187): the steps staff take in a booking's Payments and the
// reminder sweep's clock, for the proposal flow and the payments spec.
import { rm, writeFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { bookingRows, choose, openDashboard, openedDialog, searchBookings } from './admin-page.ts';
import {
  adminClient,
  createPlainUser,
  E2E_PAYMENT_CLOCK_FILE,
  SITE,
  signedInClient,
  uniqueToken,
} from './backend.ts';
import { type MailboxMessage, waitForMail } from './forms.ts';
import { arushaDay } from './records.ts';

/** From the dashboard: the booking's details, and their Payments region. */
export async function openPayments(staff: Page, reference: string): Promise<Locator> {
  await openDashboard(staff);
  await searchBookings(staff, reference);
  await bookingRows(staff)
    .first()
    .getByRole('button', { name: /^View booking/ })
    .click();
  const details = await openedDialog(staff, 'Booking Details');
  return details.getByRole('region', { name: 'Payments' });
}

/**
 * Records what the form is prefilled with (the next part due) by `method`; answers the receipt's
 * number from the toast.
 */
export async function recordNextDue(
  staff: Page,
  payments: Locator,
  reference: string,
  method: 'Bank transfer' | 'Mobile money',
  transactionReference: string,
): Promise<string> {
  const form = payments.getByRole('region', { name: 'Record a payment' });
  await expect(form.getByLabel('Amount (US dollars)')).not.toHaveValue('');
  if (method !== 'Bank transfer') await choose(staff, form.getByLabel('Method'), method);
  await form.getByLabel(/reference/i).fill(transactionReference);
  await form.getByRole('button', { name: 'Record the payment' }).click();
  const toast = staff
    .locator('.ant-notification-notice')
    .filter({ hasText: 'Payment Recorded' })
    .filter({ hasText: new RegExp(`received for booking ${reference} \\((RCT-\\d{4}-\\d{4,})\\)`) });
  // A payment waits on the database's lock and a busy machine: its own limit.
  await expect(toast).toBeVisible({ timeout: 20_000 });
  const number = /RCT-\d{4}-\d{4,}/.exec((await toast.textContent()) ?? '')?.[0];
  if (!number) throw new Error('no receipt number in the toast');
  return number;
}

/** The reminder sweep runs for `day` from now on (the e2e server sweeps every second). */
async function sweepRemindersOn(day: string): Promise<void> {
  await writeFile(E2E_PAYMENT_CLOCK_FILE, day);
}

/** The sweep back on today's clock. */
export async function sweepRemindersToday(): Promise<void> {
  await rm(E2E_PAYMENT_CLOCK_FILE, { force: true });
}

async function mailsTo(address: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${SITE}/_mail/api/messages?to=${encodeURIComponent(address)}`);
  const body = (await response.json()) as MailboxMessage[] | { messages: MailboxMessage[] };
  return Array.isArray(body) ? body : body.messages;
}

/** Staff record the rest of the price through the API (the UI is the other specs' part). */
export async function payTheRest(reference: string): Promise<void> {
  const admin = await adminClient();
  const { data: booking, error } = await admin
    .from('bookings')
    .select('id, balance')
    .eq('reference', reference)
    .single();
  if (error) throw error;
  const paid = await admin.rpc('admin_record_payment', {
    booking_id: booking.id,
    kind: 'payment',
    amount: String(booking.balance),
    received_on: arushaDay(0),
    method: 'bank_transfer',
    reference: 'FT-BALANCE',
  });
  if (paid.error) throw paid.error;
}

/**
 * A confirmed booking of someone else whose deposit nobody pays (terms 30 / 7 / 60, a trip 120
 * days away): its overdue notice shows that the sweep has run for a later day.
 */
async function lateBooking(): Promise<{ email: string; reference: string }> {
  const other = await createPlainUser('late');
  const client = await signedInClient(other.email, other.password);
  const start = arushaDay(120);
  const made = await client.rpc('request_booking', {
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
  if (made.error) throw made.error;
  const reference: string = (Array.isArray(made.data) ? made.data[0] : made.data).reference;
  const admin = await adminClient();
  const { data: row, error } = await admin
    .from('bookings')
    .update({ status: 'confirmed' })
    .eq('reference', reference)
    .select('id')
    .single();
  if (error) throw error;
  const schedule = await admin.rpc('admin_make_payment_schedule', {
    booking_id: row.id,
    deposit_percent: 30,
    deposit_due_days: 7,
    balance_days_before: 60,
  });
  if (schedule.error) throw schedule.error;
  return { email: other.email, reference };
}

/**
 * The balance of `reference` (due 60 days before a trip 120 days away) is reminded on its day,
 * once; paid, it gets no overdue notice the day after its due day, while a late booking does.
 */
export async function expectBalanceRemindedOnceThenPaid(
  email: string,
  reference: string,
): Promise<MailboxMessage> {
  const late = await lateBooking();
  await sweepRemindersOn(arushaDay(53));
  const reminder = await waitForMail(email, new RegExp(`^Payment reminder for ${reference}: `));
  await payTheRest(reference);
  await sweepRemindersOn(arushaDay(61));
  await waitForMail(late.email, new RegExp(`^Payment overdue for ${late.reference}: `));
  const mine = await mailsTo(email);
  expect(mine.filter((mail) => mail.subject.startsWith('Payment overdue'))).toEqual([]);
  expect(mine.filter((mail) => mail.subject.startsWith('Payment reminder'))).toHaveLength(1);
  return reminder;
}
