import { expect, test } from '../support/test.ts';

// The hero search, the tours listing's filters, sort and URL state, the search page.

test('hero search sends only the filled parameters to /tours, which pre-fills its filters', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search Adventures' }).click();
  await expect(page).toHaveURL(/\/tours$/);

  await page.goto('/');
  await page.getByLabel('Destination', { exact: true }).selectOption('Lake Manyara');
  await page.getByLabel('Tour type', { exact: true }).selectOption('Wildlife Safari');
  await page.getByRole('button', { name: /Travel dates/ }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  const month = page.getByRole('grid').first();
  await month.getByRole('button', { name: /10, / }).click();
  await month.getByRole('button', { name: /03, / }).click();
  await page.getByRole('button', { name: 'Search Adventures' }).click();

  const url = new URL(page.url());
  expect(url.pathname).toBe('/tours');
  expect(url.searchParams.get('destination')).toBe('Lake Manyara');
  expect(url.searchParams.get('tourType')).toBe('Wildlife Safari');
  const start = url.searchParams.get('startDate') ?? '';
  const end = url.searchParams.get('endDate') ?? '';
  expect(start).toMatch(/^\d{4}-\d{2}-03T00:00:00\.000Z$/);
  expect(end).toMatch(/^\d{4}-\d{2}-10T00:00:00\.000Z$/);
  await expect(page.getByRole('button', { name: /Lake Manyara National Park \(\d\)/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Safari', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Every safari that visits Lake Manyara, not only the two filed under it (decision 095).
  await expect(page.getByText('5 tours found')).toBeVisible();
});

test('listing: chips with counts, type filter, sort, sliders, empty state; the URL holds it all and Back undoes', async ({
  page,
}) => {
  const cards = page.getByRole('list', { name: 'Tours' }).getByRole('heading');
  await page.goto('/tours');
  await expect(page.getByText('9 tours found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'All Locations (9)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Serengeti National Park (4)' })).toBeVisible();

  await page.getByRole('button', { name: 'Serengeti National Park (4)' }).click();
  await expect(page).toHaveURL(/\/tours\?location=serengeti$/);
  await expect(page.getByText('4 tours found')).toBeVisible();

  // The address changes first and the list re-renders after it (a router transition): the order
  // is read once the list shows it, as a traveller would see it settle.
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(cards.first()).toHaveText(/Manyara, Serengeti and Ngorongoro/);
  await expect(cards.last()).toHaveText(/Living Among Lions/);
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(cards.first()).toHaveText(/Living Among Lions/);

  await page.goBack();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await page.goBack();
  await expect(page).toHaveURL(/\/tours\?location=serengeti$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('recommended');

  // Price slider: collapsed until opened; keyboard moves commit one step each.
  await page.getByRole('button', { name: /Price Range/ }).click();
  const maxPrice = page.getByLabel('Maximum price range');
  await maxPrice.focus();
  for (let max = 4400; max >= 2500; max -= 100) {
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(new RegExp(`maxPrice=${max}$`));
  }
  await expect(page.getByText('2 tours found')).toBeVisible();

  await page.getByRole('button', { name: 'Cultural', exact: true }).click();
  await expect(page.getByText('No tours found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(page.getByText('9 tours found')).toBeVisible();
});

test('a shared listing URL opens in the same state; a card opens its tour', async ({ page }) => {
  await page.goto('/tours?type=hiking&maxDays=6&sort=duration-desc');
  await expect(page.getByRole('button', { name: 'Hiking', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Sort by')).toHaveValue('duration-desc');
  await expect(page.getByText('1 tour found')).toBeVisible();
  await page.getByRole('list', { name: 'Tours' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tour\/kilimanjaro-safari$/);
});

test('search page: matches, badges, Book Now to the booking panel, and the empty state', async ({ page }) => {
  await page.goto(
    '/search?destination=ngorongoro&tourType=Wildlife%20Safari&startDate=2030-07-04T00:00:00.000Z',
  );
  await expect(page.getByText(/^Showing \d+ adventures?$/)).toBeVisible();
  const badges = page.getByRole('list', { name: 'Search filters' });
  // The badges name what was filtered, as the filter understood it (decision 095).
  await expect(badges).toContainText('Ngorongoro Crater');
  await expect(badges).toContainText('Safari');
  await expect(badges).toContainText('Jul 04, 2030');
  const bookNow = page.getByRole('link', { name: 'Book Now' }).first();
  await expect(bookNow).toHaveAttribute('href', /^\/tour\/[a-z-]+#book$/);
  await bookNow.click();
  await expect(page.locator('#book')).toBeInViewport();

  // On a phone the panel sits below the whole itinerary: the link still lands on it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?destination=ngorongoro');
  await page.getByRole('link', { name: 'Book Now' }).first().click();
  await expect(page).toHaveURL(/#book$/);
  await expect(page.getByRole('heading', { name: 'Book this tour' })).toBeInViewport();
  await page.setViewportSize({ width: 1366, height: 900 });

  // A place no set tour visits offers the custom safari form instead of an empty list.
  await page.goto('/search?destination=Mafia%20Island');
  await expect(page.getByRole('heading', { name: 'No set tours to Mafia Island yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Plan a custom safari' }).click();
  await expect(page).toHaveURL(/\/booking$/);

  // Issue 39 item 4: from a place the form offers, the form opens with that place ticked.
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/tours?destination=Zanzibar');
    await expect(page.getByRole('heading', { name: 'No set tours to Zanzibar Island yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Plan a custom safari' }).click();
    await expect(page).toHaveURL(/\/booking\?destination=zanzibar$/);
    const destinations = page.getByRole('group', { name: /^Destinations/ });
    await expect(destinations.getByRole('checkbox', { name: 'Zanzibar Island' })).toBeChecked();
    await expect(destinations.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await destinations.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`custom-safari-zanzibar-${width}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto('/search?destination=Serengeti&tourType=Beach+Holiday');
  await expect(page.getByText('No adventures found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
