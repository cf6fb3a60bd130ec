import type { Page } from '@playwright/test';
import { bookingRows, openDashboard } from '../support/admin-page.ts';
import { uniqueToken } from '../support/backend.ts';
import { arushaDay, bookAsTraveller } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

// Decision 198: /admin draws its first screen (header, settings notice, summary, tabs, toolbar and
// the first page of bookings) before antd's components are rendered, then mounts the real
// dashboard. Staff must not see anything move when it does.

test.describe.configure({ timeout: 60_000 });

/** Notes the drawn first screen's markup the moment it is in the page (the real one replaces it soon after). */
function keepFirstScreen() {
  const observer = new MutationObserver(() => {
    const drawn = document.querySelector('[data-first-screen]');
    if (!drawn) return;
    (window as unknown as { __firstScreen: string }).__firstScreen = drawn.outerHTML;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

interface Layout {
  header: number[][];
  notice: number[][];
  summary: number[][];
  tabs: number[][];
  toolbar: number[][];
  headers: number[][];
  cells: number[][];
  rows: number[][];
  texts: string[];
  total: number[];
}

/**
 * Where the header's lines, the notice, the summary's cards, the tab labels, the toolbar's
 * controls, the column headers, the first row's cells and every row lie, with the drawn first
 * screen put in the real dashboard's place, and then with the real one.
 */
async function layouts(page: Page): Promise<{ drawn: Layout; real: Layout }> {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const r = element.getBoundingClientRect();
      return [r.left, r.top + window.scrollY, r.width, r.height].map((n) => Math.round(n));
    };
    const measure = (root: Element): Layout => ({
      // The live tag's text changes by itself (Connecting… → Live): only where it starts.
      header: [...root.querySelectorAll('header > *, header > p > *')].map((line, i) =>
        box(line).slice(0, i < 3 ? 4 : 2),
      ),
      notice: [...root.querySelectorAll('.ant-alert')].map(box),
      summary: [...(root.querySelector('section[aria-label="Summary"]')?.children ?? [])].map(box),
      // Up to the start of Contact Messages: its unread count comes with its own read, later than
      // either table, and widens it (and moves the tabs after it) the same way under both.
      tabs: [...root.querySelectorAll('.ant-tabs-tab')]
        .slice(0, 3)
        .map((tab, i) => box(tab).slice(0, i < 2 ? 4 : 2)),
      toolbar: [...(root.querySelector('.ant-tabs-content .mb-4.flex')?.children ?? [])].map(box),
      headers: [...root.querySelectorAll('.ant-table-thead th')].map(box),
      cells: [...(root.querySelector('tr.ant-table-row')?.children ?? [])].map(box),
      rows: [...root.querySelectorAll('tr.ant-table-row')].map(box),
      texts: [...root.querySelectorAll('tr.ant-table-row')].map((row) =>
        [...row.children]
          .slice(0, -1)
          .map((cell) => cell.textContent.trim())
          .join('|'),
      ),
      total: box(root.querySelector('.ant-pagination-total-text') as Element),
    });
    const real = document.querySelector('[data-testid="admin-layout"]') as HTMLElement;
    const realLayout = measure(real);
    const holder = document.createElement('div');
    holder.innerHTML = (window as unknown as { __firstScreen: string }).__firstScreen;
    const drawn = holder.firstElementChild as HTMLElement;
    real.style.display = 'none';
    real.before(drawn);
    const drawnLayout = measure(drawn);
    drawn.remove();
    real.style.display = '';
    return { drawn: drawnLayout, real: realLayout };
  });
}

/** Every box of `drawn` within 2 px of the same box of `real`. */
function expectSamePlaces(drawn: number[][], real: number[][], what: string) {
  expect(drawn.length, what).toBe(real.length);
  drawn.forEach((place, i) => {
    place.forEach((value, j) => {
      expect(
        Math.abs(value - (real[i]?.[j] ?? Number.NaN)),
        `${what} ${i}: ${place} against ${real[i]}`,
      ).toBeLessThanOrEqual(2);
    });
  });
}

for (const { name, width, height } of [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the first page of bookings is drawn first and nothing moves when the real table takes over (${name})`, async ({
    page,
  }) => {
    const token = `first${uniqueToken()}`;
    await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        bookAsTraveller({
          customerName: `Neema ${token} ${i}`,
          email: `neema${i}.${token}@example.com`,
          tourDate: arushaDay(10 + i),
        }),
      ),
    );
    await page.setViewportSize({ width, height });
    await page.addInitScript(keepFirstScreen);
    // The summary's figures stay loading, as the drawn screen draws them: its reads never answer.
    await page.route(/\/rest\/v1\/rpc\/admin_booking_(summary|revenue)/, () => {});
    await openDashboard(page, `?q=${token}`);
    await expect(bookingRows(page)).toHaveCount(3);

    const drawnHtml = await page.evaluate(
      () => (window as unknown as { __firstScreen?: string }).__firstScreen,
    );
    expect(drawnHtml, 'the first screen was drawn before the real table').toBeTruthy();
    // Drawn, not made: no control in it (its mail and phone links are plain links, as in the table).
    expect(drawnHtml).not.toMatch(/<button|<select|role="(tab|combobox|button)"/);
    // And inert: nothing in it takes focus or a click (its notice folds with a <details>).
    expect(drawnHtml).toMatch(/^<div[^>]*\sinert[\s=>]/);
    await expect(page.locator('[data-first-screen]')).toHaveCount(0);

    const { drawn, real } = await layouts(page);
    expect(drawn.texts).toEqual(real.texts);
    expect(real.texts.every((text) => text.includes(token))).toBe(true);
    expect(drawn.notice.length, 'the settings notice (the repository holds stand-ins)').toBe(1);
    expect(drawn.summary.length, 'the summary cards').toBe(5);
    expectSamePlaces(drawn.header, real.header, 'header line');
    expectSamePlaces(drawn.notice, real.notice, 'settings notice');
    expectSamePlaces(drawn.summary, real.summary, 'summary card');
    expectSamePlaces(drawn.tabs, real.tabs, 'tab');
    expectSamePlaces(drawn.toolbar, real.toolbar, 'toolbar control');
    expectSamePlaces(drawn.headers, real.headers, 'column header');
    expectSamePlaces(drawn.cells, real.cells, 'first row cell');
    expectSamePlaces(drawn.rows, real.rows, 'row');
    expectSamePlaces([drawn.total], [real.total], 'pagination total');
    // The document is no wider than the screen with either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({
      path: test.info().outputPath(`admin-first-screen-real-${name}.png`),
      fullPage: true,
    });
    await page.evaluate(() => {
      const real = document.querySelector('[data-testid="admin-layout"]') as HTMLElement;
      real.insertAdjacentHTML('beforebegin', (window as unknown as { __firstScreen: string }).__firstScreen);
      real.style.display = 'none';
    });
    await page.screenshot({
      path: test.info().outputPath(`admin-first-screen-drawn-${name}.png`),
      fullPage: true,
    });
  });
}
