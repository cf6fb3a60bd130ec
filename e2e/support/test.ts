// The `test` every spec uses: Playwright's, with one difference. A public page arrives as HTML and
// only answers clicks once React has hydrated it (decision 098), which a person sees as the page
// being ready a moment after it appears. `page.goto` therefore returns once the page has
// hydrated, so a spec's first click is not lost; a page that never hydrates fails the test.
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Resolves when React owns the page's <main>, or at once for a page rendered in the browser. */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (!document.getElementById('root')?.hasAttribute('data-prerendered')) return true;
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactProps$'));
  });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (response?.headers()['content-type']?.startsWith('text/html')) await untilHydrated(page);
        return response;
      };
    }
    await use(page);
  },
});
