// Issue 24 seam 4 (decision 136): a custom safari's amount is an estimate until staff quote its
// price; the traveller's mails and /my-bookings say which, and the admin lists the price.
import { bookingRows, openDashboard, searchBookings, toast } from '../support/admin-page.ts';
import { createPlainUser, signedInClient, signInBrowser, uniqueToken } from '../support/backend.ts';
import { waitForMail } from '../support/forms.ts';
import { arushaDay } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 240_000 });

test('staff quote a custom request: "Estimated total" until then, "Price" after, in mails and on /my-bookings', async ({
  page,
  browser,
}) => {
  const user = await createPlainUser('quoted');
  const client = await signedInClient(user.email, user.password);
  const { data, error } = await client.rpc('request_booking', {
    booking: {
      user_id: user.id,
      tour_name: 'Custom safari: Wildlife Safari in Serengeti National Park',
      tour_date: arushaDay(45),
      end_date: arushaDay(51),
      adults: 2,
      youths: 0,
      customer_name: `Zuri ${uniqueToken()}`,
      customer_email: user.email,
      customer_phone: '+255 712 000 222',
      tour_types: ['wildlife'],
      destinations: ['serengeti'],
      budget: 'luxury',
      safari_type: 'private',
    },
    request_key: crypto.randomUUID(),
  });
  expect(error).toBeNull();
  const reference: string = (Array.isArray(data) ? data[0] : data).reference;

  // Before the quote: the receipt and /my-bookings call it an estimate.
  const receipt = await waitForMail(
    user.email,
    new RegExp(`^We received your booking request ${reference}$`),
  );
  expect(receipt.text).toMatch(
    /Estimated total: \$[\d,]+\.\d\d \(US dollars; an estimate until we quote your price\)/,
  );
  expect(receipt.text).not.toContain('Amount:');
  await signInBrowser(page, user.email, user.password);
  await page.goto('/my-bookings');
  const card = page.locator(`[data-testid="my-booking"][data-reference="${reference}"]`);
  await expect(card).toContainText('Estimated total');

  // Staff quote it, with a note.
  const staffContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const staff = await staffContext.newPage();
  await openDashboard(staff);
  await searchBookings(staff, reference);
  const row = bookingRows(staff).first();
  await expect(row).toContainText('estimate');
  await row.getByRole('button', { name: /^View booking/ }).click();
  const details = staff.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toContainText('Estimated total');
  const quote = details.getByRole('region', { name: 'Quote the price' });
  await quote.getByLabel('Quoted price (US dollars)').fill('12.345');
  await quote.getByRole('button', { name: 'Quote and mail the traveller' }).click();
  await expect(quote).toContainText('Enter a price such as 7450 or 7450.50.');
  await quote.getByLabel('Quoted price (US dollars)').fill('7,450.50');
  await quote
    .getByLabel('Note for the traveller (optional)')
    .fill('Private vehicle and a balloon flight included.');
  await quote.getByRole('button', { name: 'Quote and mail the traveller' }).click();
  await expect(
    toast(
      staff,
      'Price Quoted',
      `Booking ${reference} is quoted at $7,450.50; the traveller is mailed the price.`,
    ),
  ).toBeVisible();
  await expect(details).toContainText('Quoted price');
  await expect(details.getByTestId('booking-price')).toContainText('$7,450.50');
  await expect(details).toContainText('Private vehicle and a balloon flight included.');
  await staff.screenshot({ path: test.info().outputPath('admin-quote-desktop.png') });
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('$7,450.50');
  await expect(row).not.toContainText('estimate');
  await staffContext.close();

  // The traveller: /my-bookings says Price (live or on reload), and the mail after the hold.
  await page.goto('/my-bookings');
  await expect(card).toContainText('Price', { timeout: 20_000 });
  await expect(card).not.toContainText('Estimated total');
  await expect(card.getByTestId('my-booking-money')).toHaveText('$7,450.50');
  await expect(card).toContainText('About the price: Private vehicle and a balloon flight included.');
  const quoted = await waitForMail(user.email, new RegExp(`^Your price for ${reference}$`));
  expect(quoted.text).toContain('Price: $7,450.50 (US dollars)');
  expect(quoted.text).toContain('About the price: Private vehicle and a balloon flight included.');
});
