// Issue 41, the printed documents: a traveller on /de/my-bookings downloads the invoice and the
// receipt of their safari and reads them in German, amounts and days as German writes them; the
// same documents from the English page stay English. The booking, its schedule and its deposit
// are made through the API (the payment specs drive those screens).

import {
  adminClient,
  createPlainUser,
  signedInClient,
  signInBrowser,
  uniqueToken,
} from '../support/backend.ts';
import { downloadedPdfText } from '../support/proposals.ts';
import { arushaDay } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 120_000 });

/** A confirmed safari with its schedule (30 % deposit) and the deposit paid by mobile money. */
async function bookingWithDepositPaid() {
  const user = await createPlainUser('dokumente');
  const client = await signedInClient(user.email, user.password);
  const start = arushaDay(120);
  const made = await client.rpc('request_booking', {
    booking: {
      user_id: user.id,
      tour_name: 'Living Among Lions',
      tour_slug: 'living-among-lions',
      tour_date: start,
      end_date: start,
      adults: 2,
      youths: 0,
      customer_name: `Jürgen Weiß ${uniqueToken()}`,
      customer_email: user.email,
      customer_phone: '+49 151 2345 6789',
      language: 'de',
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
    .select('id, balance')
    .single();
  if (error) throw error;
  const schedule = await admin.rpc('admin_make_payment_schedule', {
    booking_id: row.id,
    deposit_percent: 30,
    deposit_due_days: 7,
    balance_days_before: 60,
  });
  if (schedule.error) throw schedule.error;
  const totalCents = Math.round(Number(row.balance) * 100);
  const depositCents = Math.round((totalCents * 30) / 100);
  const paid = await admin.rpc('admin_record_payment', {
    booking_id: row.id,
    kind: 'payment',
    amount: (depositCents / 100).toFixed(2),
    received_on: arushaDay(0),
    method: 'mobile_money',
    reference: 'MPESA-QK7H2X',
  });
  if (paid.error) throw paid.error;
  return { user, reference, totalCents, depositCents };
}

test('the invoice and the receipt downloaded from /de/my-bookings are German; from /my-bookings English', async ({
  page,
}) => {
  const { user, reference, totalCents, depositCents } = await bookingWithDepositPaid();
  const germanDollars = (cents: number) =>
    new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD' }).format(cents / 100);
  // The PDF reader gives the no-break space before the dollar sign as a plain space.
  const read = (text: string) => text.replace(/\u00a0/g, ' ');

  await signInBrowser(page, user.email, user.password);
  await page.goto('/de/my-bookings');
  const card = page.locator(`[data-testid="my-booking"][data-reference="${reference}"]`);
  await expect(card.getByTestId('my-invoice')).toContainText('Rechnung INV-');

  const invoice = await downloadedPdfText(page, card.getByRole('button', { name: 'PDF herunterladen' }));
  expect(invoice.name).toMatch(/^Invoice-INV-\d{4}-\d{4,}\.pdf$/);
  for (const words of [
    `Buchung ${reference}, ausgestellt am`,
    'Rechnung an',
    '2 Erwachsene',
    'Zahlungsplan',
    'Anzahlung',
    'Restzahlung',
    'Fällig bis',
    'Teilweise bezahlt',
    'Bisher bezahlt',
    'Noch zu zahlen',
    'So bezahlen Sie',
    `Bitte geben Sie bei jeder Zahlung die Buchungsnummer ${reference} an.`,
    read(germanDollars(totalCents)),
    read(germanDollars(depositCents)),
    'Seite 1 von 1',
  ])
    expect(read(invoice.text)).toContain(words);
  expect(invoice.text).not.toContain('Payment schedule');

  const receipt = await downloadedPdfText(
    page,
    card.getByLabel('Belege').getByRole('button', { name: 'PDF' }),
  );
  expect(receipt.name).toMatch(/^Receipt-RCT-\d{4}-\d{4,}\.pdf$/);
  for (const words of [
    'Quittung RCT-',
    'Erhalten von',
    'Jürgen Weiß',
    `${read(germanDollars(depositCents))} (US-Dollar)`,
    'Mobile Money, Referenz MPESA-QK7H2X',
    `Vielen Dank: Wir haben ${read(germanDollars(depositCents))} für die Buchung ${reference} erhalten.`,
  ])
    expect(read(receipt.text)).toContain(words);

  // The same invoice from the English page: English, as the admin prints it.
  await page.goto('/my-bookings');
  const englishCard = page.locator(`[data-testid="my-booking"][data-reference="${reference}"]`);
  const english = await downloadedPdfText(
    page,
    englishCard.getByRole('button', { name: 'download the PDF' }),
  );
  expect(english.text).toContain('Payment schedule');
  expect(english.text).toContain(
    `$${(totalCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  expect(english.text).not.toContain('Zahlungsplan');
});
