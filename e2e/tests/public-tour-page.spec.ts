import { expectNoSeriousViolations, screenshots } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

// One template for the nine tours: carousel, day tabs, share fallback, favourites, picture fallback.

const SLUGS = [
  'serengeti-migration',
  'living-among-lions',
  'tarangire-safari',
  'manyara-safari',
  'kilimanjaro-safari',
  'four-day-safari',
  'arusha-to-manyara',
  'wildlife-cultural-experience',
  'five-day-luxury-safari',
];

for (const slug of SLUGS) {
  test(`/tour/${slug} renders from the template with day 1 open; accessibility and screenshots`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/tour/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Day 1' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Tour Overview' })).toBeVisible();
    await expect(page.locator('#book')).toContainText('per person');
    await expect(page).toHaveTitle(/\|/);
    await expectNoSeriousViolations(page);
    await screenshots(page, `tour-${slug}`);
  });
}

test('carousel: next, previous (wrapping) and dots', async ({ page }) => {
  await page.goto('/tour/serengeti-migration');
  const carousel = page.getByRole('region', { name: /pictures/ });
  const shown = carousel.locator('img:visible');
  await expect(shown).toHaveAttribute('alt', /picture 1 of 4/);
  await carousel.getByRole('button', { name: 'Next picture' }).click();
  await expect(shown).toHaveAttribute('alt', /picture 2 of 4/);
  await carousel.getByRole('button', { name: 'Previous picture' }).click();
  await carousel.getByRole('button', { name: 'Previous picture' }).click();
  await expect(shown).toHaveAttribute('alt', /picture 4 of 4/);
  await carousel.getByRole('button', { name: 'Show picture 3' }).click();
  await expect(shown).toHaveAttribute('alt', /picture 3 of 4/);
  await expect(carousel.getByRole('button', { name: 'Show picture 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('itinerary day tabs switch the day, by click and by arrow keys', async ({ page }) => {
  await page.goto('/tour/five-day-luxury-safari');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('Day 1: Arrival in Arusha');
  await page.getByRole('tab', { name: 'Day 3' }).click();
  await expect(panel).toContainText('Day 3: Serengeti National Park');
  await expect(page.getByRole('tab', { name: 'Day 1' })).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(panel).toContainText('Day 4: Serengeti to Ngorongoro Crater');
  await expect(page.getByRole('tab', { name: 'Day 4' })).toBeFocused();
});

test('share without a share sheet copies the link and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto('/tour/living-among-lions');
  await page.getByRole('button', { name: 'Share this tour' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('favourites are remembered in the browser and shared by every heart of that tour', async ({ page }) => {
  await page.goto('/tour/tarangire-safari');
  const heart = page.getByRole('button', { name: /Add .* to favourites/ });
  await heart.click();
  await expect(page.getByRole('button', { name: /Remove .* from favourites/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: /Remove .* from favourites/ })).toBeVisible();
  await page.goto('/');
  const card = page.getByRole('article').filter({ hasText: 'Tarangire' });
  await expect(card.getByRole('button', { name: /Remove .* from favourites/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => localStorage.getItem('safari:favourite-tours'))).toContain(
    'tarangire-safari',
  );
});

test('a picture that fails to load is replaced by the stand-in and logged', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.route('**/images/tours/manyara-safari/hero.svg', (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await page.goto('/tour/manyara-safari');
  const hero = page.getByRole('region', { name: /pictures/ }).locator('img:visible');
  await expect(hero).toHaveAttribute('src', '/images/site/placeholder.svg');
  expect(errors.some((e) => e.includes('Image failed to load: /images/tours/manyara-safari/hero.svg'))).toBe(
    true,
  );
});

test('pictures have their size set; the hero is eager, the rest lazy', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('main img').first();
  await expect(hero).toHaveAttribute('loading', 'eager');
  const sizes = await page
    .locator('main img')
    .evaluateAll((imgs) =>
      imgs.map((img) => [img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]),
    );
  for (const [width, height] of sizes) expect(Number(width) * Number(height)).toBeGreaterThan(0);
  expect(sizes.slice(1).every(([, , loading]) => loading === 'lazy')).toBe(true);
});
