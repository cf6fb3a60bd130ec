// Issue 41 through the page, on a 390 px phone: a tour booked from a French page is recorded as
// French, the total its page showed is the amount the database charges, its receipt arrives in
// French with that amount in the French format, and the (English) admin shows the traveller's
// language. The form is driven by its field ids, not its words, which are being translated.

import { bookingRows, openDashboard, searchBookings } from '../support/admin-page.ts';
import { serviceClient, uniqueToken } from '../support/backend.ts';
import { arushaDay, pickDay, waitForMail } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const REFERENCE = /TZ-[2-9A-HJ-NP-Z]{6}/;

test('a booking from /fr/tour/serengeti-migration is French: the receipt is in French and the admin says French', async ({
  page,
}) => {
  const email = `fr.${uniqueToken()}@example.com`;
  await page.goto('/fr/tour/serengeti-migration');
  const panel = page.locator('#book');
  await pickDay(page, 'date', arushaDay(0));
  await panel.locator('#firstName').fill('Jeanne');
  await panel.locator('#lastName').fill('Dupont');
  await panel.locator('#email').fill(email);
  await panel.locator('#phone').fill('+33 6 12 34 56 78');
  const shownTotal = (await panel.getByTestId('booking-total').textContent()) ?? '';
  await panel.locator('button[type="submit"]').click();

  // The request as the database stored it (its receipt's reference and amount are the database's).
  let booking: { reference: string; amount: number; language: string } | undefined;
  await expect
    .poll(
      async () => {
        const { data } = await (await serviceClient())
          .from('bookings')
          .select('reference, amount, language')
          .eq('customer_email', email);
        booking = data?.[0];
        return booking?.language ?? null;
      },
      { timeout: 15_000 },
    )
    .toBe('fr');
  if (!booking) throw new Error('no booking');
  expect(booking.reference).toMatch(REFERENCE);

  const receipt = await waitForMail(
    email,
    new RegExp(`^Nous avons bien reçu votre demande de réservation ${booking.reference}$`),
  );
  expect(receipt.text).toContain('Bonjour Jeanne Dupont,');
  expect(receipt.text).toContain(`Référence\u00a0: ${booking.reference}`);
  // The database's amount, to the cent, as French writes dollars.
  const french = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD' }).format(
    booking.amount,
  );
  expect(receipt.text).toContain(`Prix\u00a0: ${french} (dollars US)`);
  // What the French page showed before the request is what the database charges.
  // (whole dollars without cents on the page).
  const frenchOnPage = new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(booking.amount) ? 0 : 2,
  }).format(booking.amount);
  expect(shownTotal.replace(/\s/g, ' ')).toBe(frenchOnPage.replace(/\s/g, ' '));
  expect(receipt.links.some((link) => link.endsWith('/fr/my-bookings'))).toBe(true);

  // Staff, in the English admin, see the traveller's language.
  await openDashboard(page);
  await searchBookings(page, booking.reference);
  const row = bookingRows(page).first();
  await expect(row).toContainText('French');
  await row.getByRole('button', { name: /^View booking/ }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details.locator('.ant-descriptions-item-label', { hasText: 'Language' })).toBeVisible();
  await expect(details).toContainText('French');
});

test('an account made on /de/auth gets its confirmation mail in German, with a link back to the German page', async ({
  page,
}) => {
  const email = `de.${uniqueToken()}@example.com`;
  await page.goto('/de/auth');
  await page.locator('#tab-sign-up').click();
  await page.locator('#signup-email').fill(email);
  await page.locator('#signup-password').fill('Kilimanjaro-2026');
  await page.locator('#panel-auth button[type="submit"]').click();
  const mail = await waitForMail(email, /^Bestätigen Sie Ihre E-Mail-Adresse für /);
  expect(mail.text).toContain('Meine E-Mail-Adresse bestätigen');
  const link = mail.links.find((url) => url.includes('/verify')) ?? '';
  expect(new URL(link).searchParams.get('redirect_to')).toMatch(/\/de\/auth$/);
  const { data } = await (await serviceClient()).auth.admin.listUsers({ perPage: 1000 });
  expect(data.users.find((user) => user.email === email)?.user_metadata).toMatchObject({ language: 'de' });
});
