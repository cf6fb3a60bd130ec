// Issue 24 seam 9: the tour gallery swipes on a phone, with the arrows' announcement; an
// up-and-down stroke still scrolls the page.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A finger stroke across the element, as a phone's touchscreen sends it. */
async function stroke(page: Page, selector: string, dx: number, dy: number) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + box.height / 2 - dy / 2;
  const cdp = await page.context().newCDPSession(page);
  const point = (px: number, py: number) => [{ x: px, y: py, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x, y) });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(x + (dx * step) / 6, y + (dy * step) / 6),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a sideways swipe moves the gallery both ways; the picture shown is announced', async ({
  page,
}, testInfo) => {
  await page.goto('/tour/living-among-lions');
  const gallery = page.getByRole('region', { name: /pictures$/ });
  const shown = gallery.getByRole('img');
  await expect(shown).toHaveAccessibleName(/picture 1 of \d+$/);

  await stroke(page, '[data-testid="carousel-pictures"]', -200, 0);
  await expect(shown).toHaveAccessibleName(/picture 2 of \d+$/);
  await expect(gallery.getByRole('button', { name: 'Show picture 2' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.screenshot({ path: testInfo.outputPath('gallery-swiped-390.png') });

  await stroke(page, '[data-testid="carousel-pictures"]', 200, 0);
  await expect(shown).toHaveAccessibleName(/picture 1 of \d+$/);
  // The live region the arrows use holds the picture a swipe brought.
  await expect(page.locator('[data-testid="carousel-pictures"]')).toHaveAttribute('aria-live', 'polite');

  // Up and down is for the page.
  await stroke(page, '[data-testid="carousel-pictures"]', 10, -200);
  await expect(shown).toHaveAccessibleName(/picture 1 of \d+$/);
});
