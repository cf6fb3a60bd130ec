// Issue 24 seam 1 (decision 131): a public page whose remote failed to load. When the page's
// style sheets did not arrive either, the down page offers "Try again", which brings the page
// back as it would have been, styles included, without a reload. When the prerendered page is
// readable, it stays on screen while its code is asked for again, and becomes live once it comes.
import type { Page } from '@playwright/test';
import { expect, test, untilHydrated } from '../support/test.ts';

const HERO = 'Road to Memorable African Adventures';

/** The page's layout as its style sheet makes it: the fixed bar and a picture no wider than the screen. */
async function styled(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const widest = Math.max(
      ...[...document.querySelectorAll('main img')].map((img) => img.getBoundingClientRect().width),
    );
    return {
      headerFixed: header ? getComputedStyle(header).position === 'fixed' : false,
      picturesFit: widest <= window.innerWidth,
    };
  });
}

test('every file of the public remote blocked: "Try again" brings the page back styled, without a reload', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.route('**/remotes/public-site/**', (route) => route.abort('connectionrefused'));
  await page.mainFrame().goto('/');
  const alert = page.getByTestId('remote-unavailable');
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.unroute('**/remotes/public-site/**');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: HERO })).toBeVisible({ timeout: 20_000 });
  expect(await styled(page)).toEqual({ headerFixed: true, picturesFit: true });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await page.screenshot({ path: test.info().outputPath('recovered-1366.png') });
});

test('the code blocked but the page readable: it stays, says so, and comes alive when the code arrives', async ({
  page,
}) => {
  test.setTimeout(90_000);
  let blocked = true;
  await page.route(/\/remotes\/public-site\/.*\.js(\?.*)?$/, (route) =>
    blocked ? route.abort('connectionrefused') : route.continue(),
  );
  await page.mainFrame().goto('/');
  const note = page.getByTestId('page-code-waiting');
  await expect(note).toBeVisible({ timeout: 20_000 });
  await expect(note).toContainText('Part of this page has not loaded yet');
  await expect(page.getByRole('heading', { name: HERO })).toBeVisible();
  await expect(page.getByText('This page is taking a break')).toHaveCount(0);
  expect(await styled(page)).toEqual({ headerFixed: true, picturesFit: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: test.info().outputPath(`waiting-${width}.png`) });
  }

  blocked = false;
  await untilHydrated(page);
  await expect(note).toHaveCount(0, { timeout: 40_000 });
  await expect(page.getByRole('heading', { name: HERO })).toBeVisible();
  expect(await styled(page)).toEqual({ headerFixed: true, picturesFit: true });
});
