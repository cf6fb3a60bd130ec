// Issue 24 seam 2 (decision 130): a request made signed out becomes the traveller's once they
// sign up and confirm the address it was made with; the receipt mail promised as much.
import { uniqueToken } from '../support/backend.ts';
import { arushaDay, bookingsOf, pickDay, verifyLink, waitForMail } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 60_000 });

test('book signed out, then sign up and confirm with that address: /my-bookings lists the request', async ({
  page,
}) => {
  const email = `before.signup.${uniqueToken()}@example.com`;
  const password = 'Ngorongoro-2026';

  // Signed out, on a tour page.
  await page.goto('/tour/living-among-lions');
  const panel = page.locator('#book');
  await pickDay(page, 'date', arushaDay(20));
  await panel.getByLabel('First name').fill('Xena');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Phone').fill('+255 712 345 678');
  await panel.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking Request Sent!' })).toBeVisible();
  const [row] = await bookingsOf(email);
  const reference = row?.reference as string;
  expect(reference).toMatch(/^TZ-/);

  // The receipt says to sign in with this address to follow the request.
  const receipt = await waitForMail(email, new RegExp(`We received your booking request ${reference}`));
  expect(receipt.links.some((link) => link.endsWith('/my-bookings'))).toBe(true);

  // Sign up, then confirm through the mailbox.
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Check your email to confirm your account' }),
  ).toBeVisible();
  const confirmation = await waitForMail(email, /confirm/i);
  await page.goto(verifyLink(confirmation));

  await expect(page).toHaveURL(/\/my-bookings$/);
  const cards = page.getByTestId('my-booking');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-reference', reference);
  await expect(page.getByText('You have no booking requests yet.')).toHaveCount(0);
});
