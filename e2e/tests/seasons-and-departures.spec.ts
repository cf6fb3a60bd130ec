// Issue 27 (decisions 150 and 155): prices and places that follow the calendar. Staff give a tour
// a high season and departures in the admin's Tours tab and publish; a traveller's booking panel
// then shows the season's rate for a departure in it and the default rate outside it, "2 seats
// left" on the small departure, refuses a party bigger than the seats left, and the database
// refuses a request whose seats went meanwhile with its own words. Two requests of one traveller
// fill the departure and it leaves the date picker; staff see the seats taken and export the
// travellers. Runs in the 'catalogue' project (it publishes), on a tour of its own.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { findTour, formatCalendarDate } from '@safari/shared-domain/catalogue';
import Papa from 'papaparse';
import { openedDialog, toast } from '../support/admin-page.ts';
import { adminClient, E2E_ADMIN, signInBrowser, uniqueToken } from '../support/backend.ts';
import { arushaDay, bookingsOf } from '../support/forms.ts';
import { expect, test, untilHydrated } from '../support/test.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const token = uniqueToken();
const slug = `e2e-seats-${token}`;
const title = `Seats and Seasons ${token}`;
const path = `/tour/${slug}`;
const DEFAULT_ADULT = 1234;
const HIGH_ADULT = 2222;
const highStart = arushaDay(60);
const highEnd = arushaDay(120);
/** In the high season, two seats. */
const smallDeparture = arushaDay(75);
/** After the high season, ten seats. */
const laterDeparture = arushaDay(150);
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

async function publishFromList(page: Page, note: string): Promise<void> {
  await page.getByRole('link', { name: '← All tours' }).click();
  await page.getByRole('button', { name: /^Publish/ }).click();
  const dialog = await openedDialog(page, 'Publish the catalogue');
  await dialog.getByLabel('Note for the history').fill(note);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('.ant-notification-notice', { hasText: 'Catalogue Published' })).toBeVisible({
    timeout: 15_000,
  });
}

/** Waits until the published page is served (rendered again within 60 s of a publish). */
async function untilServed(request: APIRequestContext, ready: (html: string) => boolean): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get(path);
        return response.status() === 200 && ready(await response.text());
      },
      { timeout: 60_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true);
}

const panel = (page: Page) => page.locator('#book');

/** Opens the panel's date picker on the month of `day`; returns that day's button. */
async function dayInPicker(page: Page, day: string): Promise<Locator> {
  const field = panel(page).locator('#date');
  if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
  const dialog = panel(page).getByRole('dialog');
  const cell = dialog.locator(`[data-day="${day}"] button`);
  // The calendar opens on the chosen day's month (or the first bookable one): turn to `day`'s.
  for (let i = 0; i < 12 && !(await cell.isVisible()); i += 1) {
    const shown = (await dialog.locator('[data-day]').last().getAttribute('data-day')) ?? '';
    await dialog.getByRole('button', { name: day > shown ? /next month/i : /previous month/i }).click();
  }
  return cell;
}

async function chooseDay(page: Page, day: string): Promise<void> {
  await (await dayInPicker(page, day)).click();
  await expect(panel(page).getByRole('dialog')).toBeHidden();
}

async function fillTraveller(page: Page, email: string): Promise<void> {
  await panel(page).getByLabel('First name').fill('Neema');
  await panel(page).getByLabel('Last name').fill('Kweka');
  await panel(page).getByLabel('Email').fill(email);
  await panel(page).getByLabel('Phone').fill('+255 712 345 678');
}

/** The tour's editor, signed in as the e2e admin (one load of the admin, not two). */
async function openEditor(page: Page): Promise<void> {
  await signInBrowser(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`/admin/tours/${slug}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title, { timeout: 30_000 });
}

async function expectNoWiderThan(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('staff give a tour a high season and departures, and publish', async ({ page, request }) => {
  const base = findTour('tarangire-safari');
  if (!base) throw new Error('missing tour');
  const admin = await adminClient();
  const { error } = await admin.from('catalogue_tours').insert({
    slug,
    position: 101,
    tour: {
      ...base,
      slug,
      title,
      featured: false,
      adultPrice: DEFAULT_ADULT,
      youthPrice: 600,
      minimumAdults: 1,
      groupSize: { maxPeople: 12, private: false },
    },
  });
  if (error) throw new Error(`draft insert failed: ${error.message}`);

  await openEditor(page);

  // A season that overlaps another is refused with the schema's words, and nothing is saved.
  await page.getByRole('button', { name: 'Add season' }).click();
  await page.getByLabel('Season 1 name').fill('High season');
  await page.getByLabel('Season 1 from').fill(highStart);
  await page.getByLabel('Season 1 to').fill(highEnd);
  await page.getByLabel('Season 1 adult price').fill(String(HIGH_ADULT));
  await page.getByLabel('Season 1 youth price').fill('1111');
  await page.getByRole('button', { name: 'Add season' }).click();
  await page.getByLabel('Season 2 name').fill('Overlap');
  await page.getByLabel('Season 2 from').fill(highEnd);
  await page.getByLabel('Season 2 to').fill(arushaDay(130));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Dates overlap season 1')).toBeVisible();
  await page.getByRole('button', { name: 'Remove season 2' }).click();

  // One button copies the year's seasons to the next, same names and prices, a year on.
  const year = Number(highStart.slice(0, 4));
  await page.getByRole('button', { name: `Copy ${year}'s seasons to ${year + 1}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied 1 season' })).toHaveText(
    `Copied 1 season of ${year} to ${year + 1}. Save the draft to keep it.`,
  );
  await expect(page.getByLabel('Season 2 name')).toHaveValue('High season');
  // (29 February starts on 1 March: only the year is checked here; the rule has its unit tests.)
  await expect(page.getByLabel('Season 2 from')).toHaveValue(new RegExp(`^${year + 1}-`));
  await expect(page.getByLabel('Season 2 adult price')).toHaveValue(String(HIGH_ADULT));

  // Sold by departures: one of two seats in the high season, one of ten after it.
  await page.getByText('Departures: travellers take seats on the dates you schedule').click();
  const add = page.getByRole('group', { name: 'Add a departure' });
  // Added later one first: the editor lists them by date all the same (issue 39).
  await add.getByLabel('New departure date').fill(laterDeparture);
  await add.getByLabel('New departure seats').fill('10');
  await add.getByRole('button', { name: 'Add departure' }).click();
  await add.getByLabel('New departure date').fill(smallDeparture);
  await add.getByLabel('New departure seats').fill('2');
  await add.getByRole('button', { name: 'Add departure' }).click();
  await expect(page.getByTestId(`departure-${smallDeparture}`)).toContainText('Open');
  await expect(page.getByTestId(`departure-${laterDeparture}`)).toContainText('Open');
  expect(
    await page
      .getByRole('list', { name: 'Departures' })
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid'))),
  ).toEqual([`departure-${smallDeparture}`, `departure-${laterDeparture}`]);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    toast(page, 'Tour Saved', `${title} is saved as a draft. Publish to show the change to travellers.`),
  ).toBeVisible({
    timeout: 20_000,
  });

  // The changed editor, on a phone and on a desktop.
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByText('Prices by season', { exact: true }).evaluate((el) => el.scrollIntoView());
    await page.screenshot({ path: test.info().outputPath(`editor-seasons-${width}.png`) });
    await page.getByText('How the tour is sold', { exact: true }).evaluate((el) => el.scrollIntoView());
    await page.screenshot({ path: test.info().outputPath(`editor-departures-${width}.png`) });
    if (width === 390) await expectNoWiderThan(page, 390);
  }

  await publishFromList(page, `e2e: seasons and departures ${token}`);
  await untilServed(request, (html) => html.includes(title));
});

test('a traveller sees the season, the seats left, and a party bigger than the seats refused', async ({
  page,
}) => {
  await page.goto(path);
  await untilHydrated(page);
  // Beside the picker, the departures by date with their seats and the party's price (issue 39).
  const list = panel(page).getByTestId('departure-list');
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(list.getByRole('button').first()).toHaveAttribute(
    'data-testid',
    `departure-choice-${smallDeparture}`,
  );
  await expect(list.getByTestId(`departure-choice-${smallDeparture}`)).toContainText('2 seats left');
  await expect(list.getByTestId(`departure-choice-${smallDeparture}`)).toContainText(
    `${usd(HIGH_ADULT)} for 1 traveller`,
  );
  await expect(list.getByTestId(`departure-choice-${laterDeparture}`)).toContainText('10 seats left');
  await expect(list.getByTestId(`departure-choice-${laterDeparture}`)).toContainText(
    `${usd(DEFAULT_ADULT)} for 1 traveller`,
  );
  // The picker opens on the first departure's month, not on this month with every day struck out.
  await panel(page).locator('#date').click();
  await expect(
    panel(page).getByRole('dialog').locator(`[data-day="${smallDeparture}"] button`),
  ).toBeEnabled();
  await page.keyboard.press('Escape');
  // Only the departures are offered; days in the high season are drawn with the season's key.
  const small = await dayInPicker(page, smallDeparture);
  await expect(small).toBeEnabled();
  await expect(small).toHaveAccessibleName(/High season/);
  await expect(small).toHaveAccessibleName(/2 seats left/);
  await expect(page.getByTestId('date-picker-key')).toContainText('High season');
  await expect(page.getByTestId('date-picker-key')).toContainText('2 seats left');
  const dayBefore = await dayInPicker(page, arushaDay(74));
  await expect(dayBefore).toBeDisabled();
  await chooseDay(page, smallDeparture);

  const rate = page.getByTestId('booking-rate');
  await expect(rate).toContainText('High season rate');
  await expect(rate).toContainText(`1 adult × ${usd(HIGH_ADULT)}`);
  await expect(rate).toContainText('Your whole trip is priced at the rate of the day it starts');
  await expect(page.getByTestId('booking-total')).toHaveText(usd(HIGH_ADULT));
  await expect(panel(page).getByTestId('departure-seats')).toHaveText('2 seats left on this departure');

  await page.setViewportSize({ width: 390, height: 844 });
  await panel(page).scrollIntoViewIfNeeded();
  await rate.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('tour-panel-390.png') });
  await list.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: test.info().outputPath('departure-list-390.png') });
  await expectNoWiderThan(page, 390);
  await dayInPicker(page, smallDeparture);
  await page.screenshot({ path: test.info().outputPath('tour-date-picker-390.png') });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1366, height: 900 });

  // Outside the season: the default rate, in words; chosen from the list this time.
  await list.getByTestId(`departure-choice-${laterDeparture}`).click();
  await expect(panel(page).locator('#date')).toHaveText(formatCalendarDate(laterDeparture));
  await expect(list.getByTestId(`departure-choice-${laterDeparture}`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(rate).toContainText('Default rate');
  await expect(page.getByTestId('booking-total')).toHaveText(usd(DEFAULT_ADULT));
  await panel(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('tour-panel-1366.png') });

  // On the two-seat departure "+" stops at two, and says why (issue 39).
  const more = panel(page).getByRole('button', { name: 'More adults' });
  await chooseDay(page, smallDeparture);
  await more.click();
  await expect(panel(page).locator('#adults')).toHaveValue('2');
  await expect(more).toBeDisabled();
  await expect(more).toHaveAccessibleDescription('This departure has 2 seats left');
  await expect(list.getByTestId(`departure-choice-${smallDeparture}`)).toContainText(
    `${usd(2 * HIGH_ADULT)} for 2 travellers`,
  );

  // A party of three chosen on the ten-seat departure, then moved to the two-seat one, is
  // refused, and nothing is sent.
  const email = `party.${token}@example.com`;
  await chooseDay(page, laterDeparture);
  await more.click();
  await expect(panel(page).locator('#adults')).toHaveValue('3');
  await chooseDay(page, smallDeparture);
  await fillTraveller(page, email);
  await expect(panel(page).getByTestId('seats-problem')).toHaveText(
    'Not enough seats: this departure has 2 seats left',
  );
  await panel(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(page.locator('#date-error')).toHaveText('Not enough seats: this departure has 2 seats left');
  expect(await bookingsOf(email)).toHaveLength(0);
});

test('two requests of one traveller fill the departure; a stale page meets the database’s refusal', async ({
  page,
  browser,
}) => {
  // A second traveller's page, open before the seats go.
  const late = await (await browser.newContext()).newPage();
  await late.goto(path);
  await untilHydrated(late);
  await chooseDay(late, smallDeparture);
  await expect(panel(late).getByTestId('departure-seats')).toHaveText('2 seats left on this departure');

  await page.goto(path);
  const requestOneSeat = async (email: string) => {
    await fillTraveller(page, email);
    await panel(page).getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Booking Request Sent!' }).last()).toBeVisible();
    const [row] = await bookingsOf(email);
    // The database charged what the panel showed.
    expect(row).toMatchObject({ status: 'pending', adults: 1, amount: HIGH_ADULT });
  };
  await chooseDay(page, smallDeparture);
  await requestOneSeat(`seat1.${token}@example.com`);
  await chooseDay(page, smallDeparture);
  await expect(panel(page).getByTestId('departure-seats')).toHaveText('1 seat left on this departure');
  await requestOneSeat(`seat2.${token}@example.com`);

  // Full: the departure leaves the date picker and stays in the list marked full; the later one
  // is still offered.
  const full = panel(page).getByTestId(`departure-choice-${smallDeparture}`);
  await expect(full).toContainText('Full');
  await expect(full).toBeDisabled();
  await expect(await dayInPicker(page, smallDeparture)).toBeDisabled();
  await expect(await dayInPicker(page, laterDeparture)).toBeEnabled();
  await page.keyboard.press('Escape');

  // The page opened earlier still believes two seats are left: the database says no, in its words.
  const email = `late.${token}@example.com`;
  await fillTraveller(late, email);
  await panel(late).getByRole('button', { name: 'Book Now' }).click();
  await expect(late.getByRole('alert').filter({ hasText: 'Error submitting booking' })).toContainText(
    'Not enough seats: this departure has 0 seats left',
  );
  // The panel reads the seats again and says so too.
  await expect(panel(late).getByTestId('departure-seats')).toHaveText('0 seats left on this departure');
  expect(await bookingsOf(email)).toHaveLength(0);
  await late.context().close();
});

test('staff see the seats taken and export the travellers of the departure', async ({ page }) => {
  await openEditor(page);
  const small = page.getByTestId(`departure-${smallDeparture}`);
  await expect(small.getByTestId('departure-seats')).toHaveText('2 taken · 0 left', { timeout: 20_000 });
  await expect(small).toContainText('Full');
  await expect(small).not.toContainText('Open');
  await expect(page.getByTestId(`departure-${laterDeparture}`).getByTestId('departure-seats')).toHaveText(
    'No requests yet',
  );

  const download = page.waitForEvent('download');
  await small.getByRole('button', { name: /Export travellers/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`travellers_${slug}_${smallDeparture}.csv`);
  const text = readFileSync((await file.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual(['Reference', 'Name', 'Email', 'Phone', 'Adults', 'Youths', 'Status']);
  expect(
    rows
      .slice(1)
      .map((row) => row[2])
      .sort(),
  ).toEqual([`seat1.${token}@example.com`, `seat2.${token}@example.com`]);
  expect(
    rows.slice(1).every((row) => row[1] === 'Neema Kweka' && row[4] === '1' && row[6] === 'pending'),
  ).toBe(true);

  // Closing a departure is a draft change until published: the button says so by its state.
  await small.getByRole('button', { name: /^Close / }).click();
  await expect(small).toContainText('Closed');
});

test('restoring a version without a booked departure says so first (issue 39)', async ({ page }) => {
  // The version before this spec's publish has no such tour: restoring it would take the
  // two-seat departure, both of its seats booked, off sale.
  const { data, error } = await (await adminClient())
    .from('catalogue_versions')
    .select('version')
    .eq('note', `e2e: seasons and departures ${token}`)
    .single();
  if (error) throw error;
  const before = data.version - 1;
  await signInBrowser(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/tours');
  await page.getByRole('button', { name: `Restore version ${before}`, exact: true }).click();
  const warning = page.getByTestId('restore-drops-booked');
  await expect(warning).toContainText(`Version ${before} drops a departure with bookings:`, {
    timeout: 15_000,
  });
  await expect(warning).toContainText(`${title}, ${formatCalendarDate(smallDeparture)}: 2 seats booked`);
  await expect(warning).not.toContainText(formatCalendarDate(laterDeparture));
  await page.screenshot({ path: test.info().outputPath('restore-warning-1366.png') });
  // Nothing is restored unless staff confirm.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();

  // On a phone the whole warning is on the screen and the page no wider than it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: `Restore version ${before}`, exact: true }).click();
  await expect(warning).toContainText(`${title}, ${formatCalendarDate(smallDeparture)}: 2 seats booked`);
  const box = await warning.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('restore-warning-390.png') });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
});
