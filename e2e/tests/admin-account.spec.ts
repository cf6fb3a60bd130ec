import { createAdminUser, openDashboard, openedDialog, toast } from '../support/admin-page.ts';
import { signedInClient } from '../support/backend.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 60_000 });

test('account information, the change-password rules and a real password change', async ({ page }) => {
  // Its own admin: the shared e2e admin's password must not change under other specs.
  const admin = await createAdminUser('account');
  await openDashboard(page, '?tab=account', admin);
  const account = page.getByRole('region', { name: 'Account Settings' });
  await expect(account).toContainText(admin.email);
  await expect(account).toContainText('Administrator');
  // Signed in with a password just now: the time of that sign-in, on the Arusha clock.
  await expect(account).toContainText(/Last Sign In\s*[A-Z][a-z]{2} \d{2}, 20\d{2}, \d{2}:\d{2}/);

  await account.getByRole('button', { name: 'Change Password' }).click();
  const dialog = await openedDialog(page, 'Change Password');
  const submit = dialog.getByRole('button', { name: 'Update Password' });
  await submit.click();
  await expect(dialog).toContainText('Please enter both password fields.');
  await dialog.getByLabel('New Password').fill('kilimanjaro');
  await dialog.getByLabel('Confirm Password').fill('kilimanjar0');
  await submit.click();
  await expect(dialog).toContainText('Passwords do not match.');
  await dialog.getByLabel('New Password').fill('abc');
  await dialog.getByLabel('Confirm Password').fill('abc');
  await submit.click();
  await expect(dialog).toContainText(
    'Password must be at least 8 characters long, with a letter and a digit.',
  );
  // Nothing was sent: the old password still works.
  await signedInClient(admin.email, admin.password);

  await dialog.getByLabel('New Password').fill('Ngorongoro-2026');
  await dialog.getByLabel('Confirm Password').fill('Ngorongoro-2026');
  await submit.click();
  await expect(toast(page, 'Success', 'Your password has been updated successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await signedInClient(admin.email, 'Ngorongoro-2026');
  await expect(signedInClient(admin.email, admin.password)).rejects.toThrow();
});

test('Sign Out returns to the home page and /admin then asks for a sign-in', async ({ page }) => {
  const admin = await createAdminUser('signout');
  await openDashboard(page, '?tab=account', admin);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(toast(page, 'Signed out successfully', 'You have been signed out')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Road to Memorable African Adventures' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
});
