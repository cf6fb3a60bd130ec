import type { Page } from '@playwright/test';
import { TOURS } from '@safari/shared-domain/catalogue';
import { expectCodeAfterContentfulPaint } from '../support/paint-timing.ts';
import { PUBLIC_ROUTES } from '../support/routes.ts';
import { expect, test, untilHydrated } from '../support/test.ts';

// Every public route on a 320 px and a 390 px phone and on a desktop, one visit each:
// * issue 14: the page React hydrates is the one the server sent (nothing painted twice), with
//   no warning and no layout shift, also while the visitor scrolls;
// * the site's Content-Security-Policy is enforced and blocks nothing the page needs;
// * issue 40: the page painted its content before any of its code was asked for;
// * issue 16: the document is never wider than the screen (nothing runs off the edge, nothing
//   needs a sideways scroll), the menu button is in reach on phones, and every tour page offers
//   its Book button; on a 390 px phone the price and a way to book are on the first screen, and
//   the summary's link takes the visitor to the form with the next Tab in it.
// One visit checks both, so each route and width costs one page load and one hydration.

const WIDTHS = [
  { width: 320, height: 640, phone: true },
  { width: 390, height: 844, phone: true },
  { width: 1366, height: 900, phone: false },
] as const;

/** Marks the page's first heading as the server sent it, and sums layout shifts from the start. */
async function watchPage(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    const state = window as unknown as { __shift: number; __shifted: string[]; __violations: string[] };
    state.__shift = 0;
    state.__shifted = [];
    // What the enforced Content-Security-Policy blocked (its console message is caught too).
    state.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      state.__violations.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        state.__shift += entry.value;
        // What moved, where it sits and by how much: enough to find it from a failure report.
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : node?.parentElement;
          const place = element
            ?.closest('[aria-label], [id], h2, li, footer, header')
            ?.outerHTML.slice(0, 160);
          const { previousRect: from, currentRect: to } = source;
          state.__shifted.push(
            `${node?.nodeName} in ${place} at ${Math.round(performance.now())} ms: (${from.x},${from.y} ${from.width}x${from.height}) → (${to.x},${to.y} ${to.width}x${to.height})`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('h1');
      if (heading) heading.dataset.fromServer = 'yes';
    });
  });
  return problems;
}

/** How far the document reaches past the right edge of the screen, in CSS pixels. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The elements that stick out past the right edge, to name the culprit when the check fails. */
const widest = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *, header *, footer *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 60)}`),
  );

test('the nine tours and four guides of the catalogue are all covered', () => {
  expect(PUBLIC_ROUTES.filter((route) => route.startsWith('/tour/'))).toHaveLength(9);
  expect(PUBLIC_ROUTES.filter((route) => route.startsWith('/destinations/'))).toHaveLength(4);
});

for (const { width, height, phone } of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height } });

    for (const route of [...PUBLIC_ROUTES, '/no-such-page']) {
      test(`${route} hydrates still and without warnings, fits the screen and keeps its controls in reach`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        const problems = await watchPage(page);
        const response = await page.goto(route);
        // Under the site's enforced policy (security-headers.spec.ts checks the whole header).
        expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
        await untilHydrated(page);
        await page.waitForLoadState('networkidle');
        await expectCodeAfterContentfulPaint(page);
        // The heading React now owns is the one the server sent: nothing was painted twice.
        const heading = page.locator('h1').first();
        await expect(heading).toBeVisible({ timeout: 20_000 });
        await expect(heading).toHaveAttribute('data-from-server', 'yes');
        // Late parts (pictures, the footer under a page that arrived later) keep their place,
        // including while the visitor scrolls down the page.
        await page.mouse.wheel(0, 2000);
        await page.waitForTimeout(400);
        const { shift, shifted, violations } = await page.evaluate(() => {
          const state = window as unknown as { __shift: number; __shifted: string[]; __violations: string[] };
          return { shift: state.__shift, shifted: state.__shifted, violations: state.__violations };
        });
        expect(shift, `layout shift of ${shifted.join(', ')}`).toBe(0);
        expect(violations, 'blocked by the Content-Security-Policy').toEqual([]);
        expect(
          await overflow(page),
          `${route} at ${width} px: ${(await widest(page)).join(', ')}`,
        ).toBeLessThanOrEqual(0);
        // The not-found page answers 404 and logs the missing address (docs/product.md).
        const relevant = problems.filter((text) => !text.includes('404'));
        expect(relevant).toEqual([]);

        // Back at the top, as a visitor arrives: the controls.
        await page.evaluate(() => window.scrollTo(0, 0));
        const tour = TOURS.find((candidate) => route === `/tour/${candidate.slug}`);
        if (tour && width === 390) {
          // On a 390 px phone the price and a way to book are on the first screen.
          const summary = page.getByRole('region', { name: 'Price and booking' });
          await expect(summary).toBeInViewport({ ratio: 1 });
          await expect(summary).toContainText(`$${tour.adultPrice.toLocaleString('en-US')}`);
          await expect(summary.getByRole('link', { name: 'Book this tour' })).toBeInViewport({ ratio: 1 });
        }
        const menu = page.getByRole('button', { name: 'Open menu' });
        if (phone) {
          await expect(menu).toBeVisible();
          await menu.click();
          await expect(page.getByRole('button', { name: 'Close menu' })).toBeInViewport();
          await page.getByRole('button', { name: 'Close menu' }).click();
        } else {
          await expect(menu).toBeHidden();
        }

        if (tour && width === 390) {
          await page
            .getByRole('region', { name: 'Price and booking' })
            .getByRole('link', { name: 'Book this tour' })
            .click();
          await expect(page.getByRole('heading', { name: 'Book this tour' })).toBeInViewport();
          // The next Tab lands in the booking form, not back at the top of the page.
          await page.keyboard.press('Tab');
          await expect(page.locator('#date')).toBeFocused();
        }
        if (route.startsWith('/tour/')) {
          const book = page.getByRole('button', { name: 'Book Now' });
          await book.scrollIntoViewIfNeeded();
          await expect(book).toBeVisible();
          await expect(book).toBeEnabled();
          // Clicking it with nothing filled in asks for the date: it is reachable and alive.
          await book.click();
          await expect(page.getByText('A tour date is required for booking').first()).toBeVisible();
          expect(await overflow(page)).toBeLessThanOrEqual(0);
        }
      });
    }
  });
}
