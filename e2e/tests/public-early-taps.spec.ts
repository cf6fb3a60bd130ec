// A tap made before the page is ready is never lost (issue 39 item 2): on a phone, a control of the
// prerendered page pressed before the public site's code has run does what it says once it has.
// The spec uses Playwright's own `page.goto`: the project's waits for hydration, which is the
// moment this test must act before.
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('"Create Account" tapped before the code has run opens the account form once it has', async ({
  page,
}) => {
  // The public site's scripts arrive only when the test lets them (a slow phone line); its style
  // sheet does not wait, so the page is painted and tappable as on the phone.
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/remotes\/public-site\/.*\.js(\?|$)/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto('/auth', { waitUntil: 'commit' });
  const createTab = page.getByRole('tab', { name: 'Create Account' });
  await expect(createTab).toBeVisible();
  const hydrated = () =>
    page.evaluate(() => {
      const main = document.querySelector('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactProps$'));
    });
  expect(await hydrated()).toBe(false);

  // A press on the tab's middle. (Playwright's taps wait for the page's scripts before they
  // return: the locator's tap and the touchscreen's both timed out here, so the mouse presses.)
  const box = await createTab.boundingBox();
  if (!box) throw new Error('The tab has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  expect(await hydrated()).toBe(false);
  release();

  await expect.poll(hydrated, { timeout: 20_000 }).toBe(true);
  await expect(createTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('button', { name: 'Create Account', exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('auth-early-tap-390.png') });
});
