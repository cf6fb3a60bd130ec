import type { Route } from '@playwright/test';
import { expectDashboard } from '../support/admin-page.ts';
import { E2E_ADMIN, signInBrowser } from '../support/backend.ts';
import { expect, test } from '../support/test.ts';

// A remote whose server accepts the connection and never answers (shell/src/remotes/
// remote-loader.ts gives loading 12 s): the down page instead of an endless spinner, and a retry
// that really asks again once the server answers.

const LOAD_LIMIT_MS = 12_000;

test('a hung admin bundle shows the down page within the limit, and Try again recovers', async ({ page }) => {
  test.setTimeout(90_000);
  await signInBrowser(page, E2E_ADMIN.email, E2E_ADMIN.password);
  let hanging = true;
  const held: Route[] = [];
  const entryRequests: string[] = [];
  await page.route('**/remotes/admin-app/remoteEntry.js*', async (route) => {
    entryRequests.push(route.request().url());
    if (hanging) held.push(route);
    else await route.continue();
  });

  const started = Date.now();
  await page.goto('/admin');
  const alert = page.getByTestId('remote-unavailable');
  await expect(alert).toContainText('The admin dashboard could not be loaded', {
    timeout: LOAD_LIMIT_MS + 5_000,
  });
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThanOrEqual(LOAD_LIMIT_MS - 1_000);
  expect(held.length).toBeGreaterThan(0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`admin-hung-${width}.png`) });
  }

  // The server comes back: the requests it was holding are answered late, and Try again asks
  // for the bundle afresh rather than waiting on a request the browser has given up on.
  hanging = false;
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  const before = entryRequests.length;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expectDashboard(page);
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  expect(entryRequests.length).toBeGreaterThan(before);
});
