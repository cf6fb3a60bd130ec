import { expectDashboard } from '../support/admin-page.ts';
import { E2E_ADMIN } from '../support/backend.ts';
import { expect, test } from '../support/test.ts';

// /admin sends a signed-out visitor to /auth, a page of the public remote. When that remote is
// down, staff still need a way in: the down page links to the admin app's own sign-in form.

test('public bundle down: signed-out staff open /admin, sign in on the admin form and see the dashboard', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.route('**/remotes/public-site/**', (route) => route.abort('connectionrefused'));

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
  const alert = page.getByTestId('remote-unavailable');
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: test.info().outputPath('public-down-staff-link-1366.png') });
  await alert.getByRole('link', { name: 'Staff sign-in' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in$/);

  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await expect(form).toBeVisible({ timeout: 15_000 });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({
      path: test.info().outputPath(`admin-staff-sign-in-${width}.png`),
      fullPage: true,
    });
  }
  await form.getByLabel('Email').fill(E2E_ADMIN.email);
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByRole('alert')).toBeVisible({ timeout: 10_000 });

  await form.getByLabel('Password').fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expectDashboard(page);
});

test('a signed-in admin who opens the staff sign-in form goes straight to the dashboard', async ({
  page,
}) => {
  await page.goto('/admin/sign-in');
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByLabel('Email').fill(E2E_ADMIN.email);
  await form.getByLabel('Password').fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expectDashboard(page);
  await page.goto('/admin/sign-in');
  await expect(page).toHaveURL(/\/admin$/);
  await expectDashboard(page);
});
