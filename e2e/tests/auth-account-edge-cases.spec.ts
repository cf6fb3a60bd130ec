// Issue 15's account edge cases: a sign-up for an address that already has an account, and an
// expired or used confirmation link (GoTrue's redirect with #error_code=otp_expired) with a way to
// a new link. Against the real local Auth, no replayed answers.
import { randomBytes } from 'node:crypto';
import { createPlainUser, SITE, serviceClient, uniqueToken } from '../support/backend.ts';
import { verifyLink, waitForMail } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

test('signing up with an address that has an account says to check the mailbox or sign in', async ({
  page,
}) => {
  const user = await createPlainUser('taken');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('another-password-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'If this address already has an account, no new confirmation is sent' }),
  ).toContainText('Check your email');
  const note = page.getByTestId('address-in-use');
  await expect(note).toContainText(`If ${user.email} already has an account`);
  // Not the new-account wording: no confirmation mail is on its way.
  await expect(
    page.getByRole('status').filter({ hasText: 'Check your email to confirm your account' }),
  ).toHaveCount(0);
  await note.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/my-bookings$/);
});

test('an expired or used confirmation link lands on /auth with a message and sends a new link', async ({
  page,
}) => {
  // An account waiting for confirmation (made without a mail, so no mail limit is spent).
  const email = `late.${uniqueToken()}@example.com`;
  const password = 'Late-traveller-2026';
  const { error } = await (await serviceClient()).auth.admin.createUser({
    email,
    password,
    email_confirm: false,
  });
  expect(error).toBeNull();

  // A link Auth no longer knows (used, expired or never issued): it redirects with the error.
  const stale = `${SITE}/auth/v1/verify?token=${randomBytes(28).toString('hex')}&type=signup&redirect_to=${encodeURIComponent(`${SITE}/auth`)}`;
  await page.goto(stale);
  await expect(page).toHaveURL(/\/auth#error=access_denied&error_code=otp_expired/);
  const heading = page.getByRole('heading', { name: 'This link has expired or was already used.' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();

  await page.locator('#resend-email').fill(email);
  await page.getByRole('button', { name: 'Send a new confirmation link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'a new confirmation link is on its way' }),
  ).toContainText('Check your email');

  const mail = await waitForMail(email, /confirm/i);
  await page.goto(verifyLink(mail));
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();

  // The same link again, in a browser without that session: it is used, so back on /auth with the
  // message.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(verifyLink(mail));
  await expect(
    page.getByRole('heading', { name: 'This link has expired or was already used.' }),
  ).toBeVisible();
});
