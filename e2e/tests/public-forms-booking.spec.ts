// /booking (docs/product.md §7) and the booking panel of the tour pages (docs/product.md §6):
// the schema's messages beside the fields, rows priced by the database, the backend down, double
// submits, a signed-in traveller, and the forms at 390 and 1366 px.
import type { Page } from '@playwright/test';
import { createPlainUser, signInBrowser, uniqueToken } from '../support/backend.ts';
import { arushaDay, backendDown, bookingsOf, holdApi, pickDay, screenshotAt } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

const REFERENCE = /TZ-[2-9A-HJ-NP-Z]{6}/;

test.describe('custom safari booking (/booking)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/booking');
    await expect(page.getByRole('heading', { name: 'Create Your Safari Package' })).toBeVisible();
  });

  const fillValid = async (page: Page, email: string) => {
    await page.getByLabel('Full Name').fill('Jonas Weber');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+49 151 2345 6789');
    await pickDay(page, 'startDate', arushaDay(0));
    await pickDay(page, 'endDate', arushaDay(0));
    await page.getByLabel('Adults').selectOption('2');
    await page.getByLabel('Children').selectOption('1');
    await page.getByLabel('Mountain Hiking').check();
    await page.getByLabel('Zanzibar Island').check();
    await page.getByLabel('Special Requirements').fill('Vegetarian meals, please.');
  };

  test('the page: title, benefits, side column with chat and call', async ({ page }) => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book Your Dream Safari Adventure' }),
    ).toBeVisible();
    await expect(
      page.getByText('Customize your perfect Tanzanian safari experience with our expert guides'),
    ).toBeVisible();
    for (const benefit of ['Licensed & Insured', '24/7 Support', 'Free Cancellation', 'Expert Guides']) {
      await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
    }
    const chat = page.getByRole('link', { name: 'Chat on WhatsApp' });
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*book/i);
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(page.getByText('Mon-Sat: 8:00 AM - 6:00 PM (EAT)')).toBeVisible();
    await expect(page.getByText('Happy Travelers')).toBeVisible();
    await expect(page.getByText('Average Rating')).toBeVisible();
    await expect(page.getByLabel('Adults').locator('option')).toHaveText([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9+',
    ]);
    await expect(page.getByLabel('Children').locator('option')).toHaveText([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6+',
    ]);
    await expect(page.locator('input[name="tourTypes"]')).toHaveCount(12);
    await expect(page.locator('input[name="destinations"]')).toHaveCount(10);
  });

  test('the calendars refuse past days and an end before the start', async ({ page }) => {
    await page.locator('#startDate').click();
    await expect(page.getByRole('button', { name: /previous month/i })).toBeDisabled();
    const yesterday = arushaDay(-1);
    const cell = page.getByRole('dialog').locator(`[data-day="${yesterday}"] button`);
    if (await cell.count()) await expect(cell).toBeDisabled();
    await page.keyboard.press('Escape');
    const later = arushaDay(3);
    await pickDay(page, 'startDate', later);
    await page.locator('#endDate').click();
    const before = page.getByRole('dialog').locator(`[data-day="${arushaDay(2)}"] button`);
    if (await before.count()) await expect(before).toBeDisabled();
  });

  test('every rule shows its seed message beside the field and nothing is sent', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/')) sent += 1;
    });
    await page.getByLabel('Full Name').fill('J');
    await page.getByLabel('Email').fill('jonas@');
    await page.getByLabel('Phone').fill('12345');
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(page.locator('#fullName-error')).toHaveText('Name must be at least 2 characters');
    await expect(page.locator('#email-error')).toHaveText('Invalid email address');
    await expect(page.locator('#phone-error')).toHaveText('Phone number must be at least 10 digits');
    await expect(page.locator('#startDate-error')).toHaveText('Please select a start date');
    await expect(page.locator('#endDate-error')).toHaveText('Please select an end date');
    await expect(page.locator('#tourTypes-error')).toHaveText('Please select at least one tour type');
    await expect(page.locator('#destinations-error')).toHaveText('Please select at least one destination');
    expect(sent).toBe(0);
  });

  test('a request is stored pending with the amount the database computed; the form resets', async ({
    page,
  }) => {
    const email = `jonas.${uniqueToken()}@example.de`;
    await fillValid(page, email);
    // A hostile page could change what it sends; the database prices from its own table anyway.
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Booking submitted successfully!' });
    await expect(toast).toContainText("We'll contact you within 24 hours to confirm your safari adventure.");
    const [row] = await bookingsOf(email);
    expect(row).toMatchObject({
      status: 'pending',
      user_id: null,
      tour_slug: null,
      adults: 2,
      youths: 1,
      number_of_guests: 3,
      amount: 3 * 2000, // hiking, the first type chosen: 2000 per person
      tour_types: ['hiking'],
      destinations: ['zanzibar'],
      budget: 'mid-range',
      safari_type: 'group',
      tour_date: arushaDay(0),
      end_date: arushaDay(0),
    });
    await expect(toast).toContainText(`Your reference is ${row?.reference}.`);
    await expect(page.getByTestId('booking-receipt')).toContainText(row?.reference ?? 'none');
    await expect(page.getByTestId('booking-receipt')).toContainText('$6,000');
    // docs/product.md §7 defaults.
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByLabel('Adults')).toHaveValue('1');
    await expect(page.getByLabel('Children')).toHaveValue('0');
    await expect(page.getByLabel('Budget')).toHaveValue('mid-range');
    await expect(page.getByLabel('Group Safari')).toBeChecked();
    await expect(page.locator('input[name="tourTypes"]:checked')).toHaveCount(0);
    await expect(page.locator('#startDate')).toHaveText('Pick a start date');
  });

  test('backend down: the failure toast, every value kept', async ({ page }) => {
    const email = `down.${uniqueToken()}@example.de`;
    await backendDown(page);
    await fillValid(page, email);
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error submitting booking' })).toContainText(
      'Please try again or contact us directly.',
    );
    await expect(page.getByLabel('Full Name')).toHaveValue('Jonas Weber');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Adults')).toHaveValue('2');
    await expect(page.getByLabel('Mountain Hiking')).toBeChecked();
    await expect(page.getByLabel('Special Requirements')).toHaveValue('Vegetarian meals, please.');
    await expect(page.locator('#startDate')).not.toHaveText('Pick a start date');
    expect(await bookingsOf(email)).toHaveLength(0);
  });

  test('a double click makes one booking; the button reads Submitting...', async ({ page }) => {
    const email = `double.${uniqueToken()}@example.de`;
    const api = await holdApi(page);
    await fillValid(page, email);
    await page.getByRole('button', { name: 'Submit Booking Request' }).dblclick();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    api.release();
    await expect(
      page.getByRole('status').filter({ hasText: 'Booking submitted successfully!' }),
    ).toBeVisible();
    expect(await bookingsOf(email)).toHaveLength(1);
  });

  test('a request delivered twice (a retry after a timeout) still makes one booking', async ({ page }) => {
    const email = `retry.${uniqueToken()}@example.de`;
    await page.route('**/rest/v1/rpc/request_booking', async (route) => {
      await route.fetch(); // the first attempt reaches the database, its answer is lost
      await route.fulfill({ response: await route.fetch() });
    });
    await fillValid(page, email);
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Booking submitted successfully!' }),
    ).toBeVisible();
    expect(await bookingsOf(email)).toHaveLength(1);
  });

  test('an answer lost, then another address: "already received", and sending again makes a new request', async ({
    page,
  }) => {
    const first = `lost.${uniqueToken()}@example.de`;
    const second = `changed.${uniqueToken()}@example.de`;
    let lost = false;
    await page.route('**/rest/v1/rpc/request_booking', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch(); // the first attempt reaches the database, its answer never arrives
      await route.abort();
    });
    const submit = page.getByRole('button', { name: 'Submit Booking Request' });
    await fillValid(page, first);
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error submitting booking' })).toBeVisible();
    // The same key with another address is not the first request's maker: the database answers
    // nothing of that booking (decision 166), and the page says it was received.
    await page.getByLabel('Email').fill(second);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Request already received' })).toContainText(
      'its confirmation went to the e-mail address given with it',
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Error submitting booking' })).toHaveCount(0);
    await expect(page.getByTestId('booking-receipt')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue(second);
    expect(await bookingsOf(first)).toHaveLength(1);
    expect(await bookingsOf(second)).toHaveLength(0);
    await submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Booking submitted successfully!' }),
    ).toBeVisible();
    expect(await bookingsOf(second)).toHaveLength(1);
  });

  test('a signed-in traveller finds their e-mail filled in and the booking carries their id', async ({
    page,
  }) => {
    const user = await createPlainUser('booker');
    await signInBrowser(page, user.email, user.password);
    await page.goto('/booking');
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
    await fillValid(page, user.email);
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Booking submitted successfully!' }),
    ).toBeVisible();
    const [row] = await bookingsOf(user.email);
    expect(row?.user_id).toBe(user.id);
    await expect(page.getByLabel('Email')).toHaveValue(user.email);
  });

  test('screenshots at 390 and 1366 px', async ({ page }, testInfo) => {
    await page.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(page.locator('#fullName-error')).toBeVisible();
    for (const width of [390, 1366])
      await screenshotAt(page, width, testInfo.outputPath(`booking-${width}.png`));
  });
});

test.describe('tour booking panel', () => {
  // Living Among Lions: adult $4,470, youth $3,350 (docs/product.md §3).
  test.beforeEach(async ({ page }) => {
    await page.goto('/tour/living-among-lions');
    await expect(page.getByRole('heading', { name: 'Book this tour' })).toBeVisible();
  });

  const panel = (page: Page) => page.locator('#book');

  const fillValid = async (page: Page, email: string) => {
    await pickDay(page, 'date', arushaDay(0));
    await panel(page).getByRole('button', { name: 'More adults' }).click();
    await panel(page).getByRole('button', { name: 'More youths' }).click();
    await panel(page).getByLabel('First name').fill('Amina');
    await panel(page).getByLabel('Last name').fill('Mushi');
    await panel(page).getByLabel('Email').fill(email);
    await panel(page).getByLabel('Phone').fill('+255 712 345 678');
  };

  test('counters, the live total, the age bands and the cancellation note', async ({ page }) => {
    const total = page.getByTestId('booking-total');
    await expect(total).toHaveText('$4,470');
    await panel(page).getByRole('button', { name: 'More adults' }).click();
    await panel(page).getByRole('button', { name: 'More youths' }).click();
    await expect(total).toHaveText('$12,290');
    await expect(panel(page).getByRole('button', { name: 'Fewer adults' })).toBeEnabled();
    const adults = panel(page).locator('#adults');
    await adults.fill('abc');
    await adults.blur();
    await expect(adults).toHaveValue('1');
    await expect(total).toHaveText('$7,820');
    await expect(panel(page).getByRole('button', { name: 'Fewer adults' })).toBeDisabled();
    await expect(panel(page)).toContainText(/Age \d+-\d+/);
    await expect(panel(page)).toContainText(/cancellation/i);
  });

  test('a typed count counts at once: the total follows, and Enter books that many', async ({ page }) => {
    const email = `typed.${uniqueToken()}@example.com`;
    await fillValid(page, email); // 2 adults, 1 youth
    const adults = panel(page).locator('#adults');
    await adults.fill('4');
    await expect(page.getByTestId('booking-total')).toHaveText('$21,230');
    await adults.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Booking Request Sent!' })).toBeVisible();
    const [row] = await bookingsOf(email);
    expect(row).toMatchObject({ adults: 4, youths: 1, amount: 4 * 4470 + 3350 });
  });

  test('no date: the unified toast and the message beside the field; nothing is sent', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/')) sent += 1;
    });
    await panel(page).getByRole('button', { name: 'Book Now' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'A tour date is required for booking' }),
    ).toContainText('Please select a date');
    await expect(page.locator('#date-error')).toHaveText('Please select a date');
    await expect(page.locator('#firstName-error')).toHaveText('Please enter your first name');
    await expect(page.locator('#email-error')).toHaveText('Please enter your email');
    await expect(page.locator('#phone-error')).toHaveText('Please enter your phone number');
    expect(sent).toBe(0);
  });

  test('a booking is stored pending, priced by the database, and its reference shown', async ({ page }) => {
    const email = `amina.${uniqueToken()}@example.com`;
    await fillValid(page, email);
    await panel(page).getByRole('button', { name: 'Book Now' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Booking Request Sent!' });
    await expect(toast).toContainText("We'll contact you shortly to confirm your safari adventure.");
    const [row] = await bookingsOf(email);
    expect(row).toMatchObject({
      status: 'pending',
      user_id: null,
      tour_slug: 'living-among-lions',
      adults: 2,
      youths: 1,
      amount: 2 * 4470 + 3350,
      customer_name: 'Amina Mushi',
      tour_date: arushaDay(0),
    });
    expect(row?.reference).toMatch(REFERENCE);
    await expect(toast).toContainText(`Your reference is ${row?.reference}.`);
    await expect(page.getByTestId('booking-total')).toHaveText('$4,470');
    await expect(panel(page).getByLabel('First name')).toHaveValue('');
  });

  test('backend down: the failure toast and the values stay', async ({ page }) => {
    const email = `lost.${uniqueToken()}@example.com`;
    await backendDown(page);
    await fillValid(page, email);
    await panel(page).getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error submitting booking' })).toBeVisible();
    await expect(panel(page).getByLabel('Email')).toHaveValue(email);
    await expect(panel(page).locator('#adults')).toHaveValue('2');
    await expect(page.getByTestId('booking-total')).toHaveText('$12,290');
    expect(await bookingsOf(email)).toHaveLength(0);
  });

  test('a double click makes one booking', async ({ page }) => {
    const email = `twice.${uniqueToken()}@example.com`;
    const api = await holdApi(page);
    await fillValid(page, email);
    await panel(page).getByRole('button', { name: 'Book Now' }).dblclick();
    await expect(panel(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    api.release();
    await expect(page.getByRole('status').filter({ hasText: 'Booking Request Sent!' })).toBeVisible();
    expect(await bookingsOf(email)).toHaveLength(1);
  });

  test('signed in: the booking carries the user id', async ({ page }) => {
    const user = await createPlainUser('panel');
    await signInBrowser(page, user.email, user.password);
    await page.goto('/tour/serengeti-migration');
    await expect(panel(page).getByLabel('Email')).toHaveValue(user.email);
    await pickDay(page, 'date', arushaDay(0));
    await panel(page).getByLabel('First name').fill('Panel');
    await panel(page).getByLabel('Phone').fill('+255 712 345 678');
    await panel(page).getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Booking Request Sent!' })).toBeVisible();
    const [row] = await bookingsOf(user.email);
    expect(row).toMatchObject({ user_id: user.id, tour_slug: 'serengeti-migration', status: 'pending' });
  });

  test('screenshots at 390 and 1366 px', async ({ page }, testInfo) => {
    await panel(page).getByRole('button', { name: 'Book Now' }).click();
    await expect(page.locator('#date-error')).toBeVisible();
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await panel(page).screenshot({ path: testInfo.outputPath(`tour-panel-${width}.png`) });
    }
  });
});
