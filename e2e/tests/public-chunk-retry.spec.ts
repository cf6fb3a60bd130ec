// Issue 16: a page's code that fails to download on a flaky connection. A failure the automatic
// retries ride out shows the page as if nothing happened; when the network stays down long
// enough for every retry to fail, "Try again" brings the page once it is back, with no reload.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const TOURS_CHUNK = /\/remotes\/public-site\/assets\/ToursPage-[^/]+\.js$/;

/** Client-side navigation, as a link click does: the remote is loaded, the page chunk is not. */
async function openToursInApp(page: Page) {
  await page.evaluate(() => {
    window.history.pushState({}, '', '/tours');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

test('a page chunk that fails once is fetched again and the page shows', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Road to Memorable African Adventures' })).toBeVisible();
  let requests = 0;
  await page.route(TOURS_CHUNK, (route) =>
    requests++ === 0 ? route.abort('internetdisconnected') : route.continue(),
  );

  await openToursInApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tours & Packages' })).toBeVisible({
    timeout: 15_000,
  });
  expect(requests).toBe(2);
  await expect(page.getByText('This page is taking a break')).toHaveCount(0);
});

test('with the network down for every retry, "Try again" shows the page once it is back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Road to Memorable African Adventures' })).toBeVisible();
  let networkUp = false;
  let requests = 0;
  await page.route(TOURS_CHUNK, (route) => {
    requests += 1;
    return networkUp ? route.continue() : route.abort('internetdisconnected');
  });

  await openToursInApp(page);
  const retry = page.getByRole('button', { name: 'Try again' }).first();
  await expect(retry).toBeVisible({ timeout: 15_000 });
  const failedTries = requests;
  expect(failedTries).toBeGreaterThanOrEqual(3);

  networkUp = true;
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tours & Packages' })).toBeVisible({
    timeout: 15_000,
  });
  expect(requests).toBeGreaterThan(failedTries);
  expect(new URL(page.url()).pathname).toBe('/tours');
});
