// Issue 16, decision 095: every destination the hero offers finds at least one tour or points to
// the custom safari form, and /tours and /search count the same tours for the same link.

import {
  CUSTOM_DESTINATION_IDS,
  destinationLocation,
  HERO_DESTINATIONS,
  HERO_TOUR_TYPES,
} from '@safari/shared-domain/catalogue';
import { expect, test } from '../support/test.ts';

for (const destination of HERO_DESTINATIONS) {
  test(`hero → ${destination}: tours or the custom safari form, and the same count on /search`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await page.getByLabel('Destination', { exact: true }).selectOption(destination);
    await page.getByRole('button', { name: 'Search Adventures' }).click();
    await expect(page).toHaveURL(/\/tours\?destination=/);
    const found = page.getByRole('status').filter({ hasText: /tours? found$/ });
    await expect(found).toBeVisible();
    const count = Number((await found.textContent())?.split(' ')[0]);
    // The chip of the chosen place is pressed, and its count is what the list shows.
    const chip = page.getByRole('button', { pressed: true, name: /\(\d+\)$/ }).first();
    await expect(chip).not.toHaveText(/^All Locations/);
    await expect(chip).toHaveText(new RegExp(`\\(${count}\\)$`));
    if (count === 0) {
      await expect(page.getByRole('heading', { name: /^No set tours to .+ yet$/ })).toBeVisible();
      // The form opens with the place ticked when it offers that place (issue 39 item 4).
      const place = destinationLocation(destination);
      const offered = (CUSTOM_DESTINATION_IDS as readonly string[]).includes(place ?? '');
      await expect(page.getByRole('link', { name: 'Plan a custom safari' })).toHaveAttribute(
        'href',
        offered ? `/booking?destination=${place}` : '/booking',
      );
    } else {
      await expect(page.getByRole('list', { name: 'Tours' }).locator(':scope > li')).toHaveCount(count);
    }

    const query = new URL(page.url()).search;
    await page.goto(`/search${query}`);
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
      `Showing ${count} ${count === 1 ? 'adventure' : 'adventures'}`,
    );
    if (count === 0) await expect(page.getByRole('link', { name: 'Plan a custom safari' })).toBeVisible();
  });
}

test('with a tour type too, /tours and /search agree', async ({ page }) => {
  test.setTimeout(90_000);
  for (const destination of ['Ngorongoro Crater', 'Serengeti National Park', 'Mount Kilimanjaro']) {
    for (const type of HERO_TOUR_TYPES.slice(0, 3)) {
      const query = `?destination=${encodeURIComponent(destination)}&tourType=${encodeURIComponent(type.value)}`;
      await page.goto(`/tours${query}`);
      const found = page.getByRole('status').filter({ hasText: /tours? found$/ });
      const count = Number((await found.textContent())?.split(' ')[0]);
      await page.goto(`/search${query}`);
      await expect(page.getByRole('status').filter({ hasText: /^Showing/ }), query).toHaveText(
        `Showing ${count} ${count === 1 ? 'adventure' : 'adventures'}`,
      );
    }
  }
});

test('each guide’s “View … Tours” opens the list filtered to its place', async ({ page }) => {
  for (const [guide, link, place] of [
    ['serengeti', 'View Serengeti Tours', 'Serengeti National Park'],
    ['ngorongoro', 'View Ngorongoro Tours', 'Ngorongoro Crater'],
    ['zanzibar', 'View Tours', 'Zanzibar Island'],
  ] as const) {
    await page.goto(`/destinations/${guide}`);
    await page.locator('main').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/tours\\?location=${guide}$`));
    await expect(page.getByRole('button', { name: new RegExp(`^${place} \\(\\d+\\)$`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await expect(page.getByText('0 tours found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No set tours to Zanzibar Island yet' })).toBeVisible();
});
