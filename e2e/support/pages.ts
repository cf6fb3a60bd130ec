// Checks every public page gets: no serious accessibility violation, and screenshots at phone and
// desktop widths kept as test artifacts.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

export async function screenshots(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Lazy pictures below the fold load as the page scrolls; let them arrive before the picture.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 700) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    // Its own limit: a capture Chromium never finishes (seen once on CI under load) fails here
    // with its name instead of using up the whole test's time.
    await page.screenshot({
      path: test.info().outputPath(`${name}-${width}.png`),
      fullPage: true,
      timeout: 30_000,
    });
  }
}

export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-remote="public-site"]').analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
