// /auth (docs/product.md §10, §12; decision 027): sign up → confirm through the mailbox →
// sign in → redirected by role; password reset end to end; the error mapping; sign out.
import type { Page } from '@playwright/test';
import { createPlainUser, E2E_ADMIN, signInBrowser, uniqueToken } from '../support/backend.ts';
import { backendDown, screenshotAt, verifyLink, waitForMail } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

const signIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
};

test.beforeEach(async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
});

test('the page: two tabs, the hint, Terms, Privacy and support links', async ({ page }) => {
  await expect(page.getByRole('main').getByText('Your gateway to African adventures')).toBeVisible();
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Password must be at least 8 characters, with a letter and a digit'),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(main.getByRole('link', { name: 'Contact our support team' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('sign up → confirm by e-mail → signed in on My bookings → sign out → sign in as a user', async ({
  page,
}) => {
  const email = `new.${uniqueToken()}@example.com`;
  const password = 'Kilimanjaro-2026';
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.locator('#signup-password-error')).toHaveText(
    'Password must be at least 8 characters, with a letter and a digit',
  );
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Check your email to confirm your account' }),
  ).toContainText('Success!');

  // Before confirming, signing in is refused with the seed's wording.
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await signIn(page, email, password);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please check your email to confirm your account' }),
  ).toContainText('Email not confirmed');

  const mail = await waitForMail(email, /confirm/i);
  await page.goto(verifyLink(mail));
  // The link lands on /auth; supabase-js reads the session from the fragment, and a traveller
  // goes on to their bookings.
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'You have been signed out' })).toContainText(
    'Signed out successfully',
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();

  await page.goto('/auth');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByRole('heading', { name: 'My bookings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
});

test('a signed-out visitor without a link gets supabase-js with the first move on the page, not with the page', async ({
  browser,
  baseURL,
}) => {
  // A fresh browser, so every script is fetched (none from the memory cache) and seen here.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const clients: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('GoTrueClient')) clients.push(response.url());
  });
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  // Hydrated (React owns the tab), the page quiet, yet the client has not been asked for.
  await expect
    .poll(() =>
      page
        .getByRole('tab', { name: 'Create Account' })
        .evaluate((tab) => Object.keys(tab).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  expect(clients).toEqual([]);
  // Moving into a field starts it, long before the form can be sent.
  await page.getByLabel('Email').focus();
  await expect.poll(() => clients.length).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await context.close();
});

test('an admin is taken to /admin after signing in', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
});

test('opening /auth already signed in goes by role: a traveller to /my-bookings, an admin to /admin', async ({
  page,
}) => {
  const user = await createPlainUser('returning');
  await signInBrowser(page, user.email, user.password);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/my-bookings$/);

  const admin = await page.context().newPage();
  await signInBrowser(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto('/auth');
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.close();
});

test('wrong password and a taken address show the seed’s toasts', async ({ page }) => {
  const user = await createPlainUser('mapping');
  await signIn(page, user.email, 'wrong-password');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please check your email and password' }),
  ).toContainText('Invalid credentials');
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  // With confirmations on, Auth answers a taken address like a new one (no account probing), so
  // the refusal the seed maps is what a project without confirmations answers; it is replayed here.
  await page.route('**/auth/v1/signup*', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ code: 422, error_code: 'user_already_exists', msg: 'User already registered' }),
    }),
  );
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('another-password-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This email is already registered. Please sign in instead.' }),
  ).toContainText('Account exists');
});

test('empty sign-in fields show messages and send nothing', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/token')) sent += 1;
  });
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.locator('#signin-email-error')).toHaveText('Please enter your email');
  await expect(page.locator('#signin-password-error')).toHaveText('Please enter your password');
  expect(sent).toBe(0);
});

test('auth down: an error toast and the e-mail stays', async ({ page }) => {
  await backendDown(page);
  await signIn(page, 'someone@example.com', 'whatever-pass');
  await expect(page.getByRole('alert').filter({ hasText: 'Sign in error' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.com');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
});

test('forgot password → e-mail → choose a new password → signed in; the old password no longer works', async ({
  page,
}) => {
  const user = await createPlainUser('forgetful');
  const newPassword = 'Ngorongoro-new-9';
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'we have sent a link to reset your password' }),
  ).toBeVisible();

  const mail = await waitForMail(user.email, /reset|recover|password/i);
  await page.goto(verifyLink(mail));
  await expect(page).toHaveURL(/\/auth\?mode=reset/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.locator('#new-password').fill(newPassword);
  await page.locator('#confirm-password').fill('different-1');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.locator('#confirm-password-error')).toHaveText('Passwords do not match.');
  await page.locator('#confirm-password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been updated successfully.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await page.goto('/auth');
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await signIn(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/my-bookings$/);
});

test('screenshots at 390 and 1366 px', async ({ page }, testInfo) => {
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.locator('#signin-email-error')).toBeVisible();
  for (const width of [390, 1366]) await screenshotAt(page, width, testInfo.outputPath(`auth-${width}.png`));
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await screenshotAt(page, 390, testInfo.outputPath('auth-signup-390.png'));
});
