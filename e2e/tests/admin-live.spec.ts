import { bookingRows, bookingsTable, openDashboard, searchBookings, toast } from '../support/admin-page.ts';
import { adminClient, uniqueToken } from '../support/backend.ts';
import { arushaDay, bookAsTraveller, sendContactMessage } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

// In order, one worker: the burst below would push another test's single toast off screen.
test.describe.configure({ mode: 'default', timeout: 60_000 });

test('a booking made by a traveller in another browser appears live with the toast', async ({
  page,
  browser,
}) => {
  const token = `live${uniqueToken()}`;
  const name = `Imani ${token}`;
  await openDashboard(page);
  await searchBookings(page, token);
  await expect(bookingsTable(page)).toContainText('No bookings found');
  const totalBefore = await page.getByTestId('summary-totalBookings').textContent();
  // Live updates need the channel joined before the insert.
  await expect(page.locator('[data-live="subscribed"]')).toBeAttached({ timeout: 15_000 });

  // A second browser context: a traveller with no session posting the request from the site's
  // origin with the public anon key, as the booking panel does.
  const traveller = await browser.newContext();
  const travellerPage = await traveller.newPage();
  await travellerPage.goto('/');
  const status = await travellerPage.evaluate(async (booking) => {
    const config = await (await fetch('/config.json')).json();
    const response = await fetch(`${config.supabase.url}/rest/v1/bookings`, {
      method: 'POST',
      headers: {
        apikey: config.supabase.anonKey,
        Authorization: `Bearer ${config.supabase.anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(booking),
    });
    return response.status;
  }, travellerBooking(name));
  expect(status).toBe(201);
  await traveller.close();

  await expect(toast(page, 'New Booking!', `New booking from ${name}`)).toBeVisible({ timeout: 2_000 });
  await expect(bookingsTable(page)).toContainText(name);
  await expect(page.getByTestId('summary-totalBookings')).not.toHaveText(totalBefore ?? '');
});

function travellerBooking(name: string) {
  const day = arushaDay(21);
  return {
    user_id: null,
    tour_name: '8 Day Explore Serengeti Great Wildebeests Migration Tour',
    tour_slug: 'serengeti-migration',
    tour_date: day,
    end_date: day,
    adults: 1,
    youths: 0,
    number_of_guests: 1,
    amount: 0,
    customer_name: name,
    customer_email: 'imani@example.com',
    customer_phone: '+255 715 000 222',
    special_requirements: null,
    status: 'pending',
  };
}

test('a status change made elsewhere refreshes the list and the figures', async ({ page }) => {
  const token = `upd${uniqueToken()}`;
  await bookAsTraveller({ customerName: `Juma ${token}` });
  await openDashboard(page);
  await searchBookings(page, token);
  // The search has run once the table holds this booking alone (the previous page stays on screen
  // until the filtered one arrives).
  await expect(bookingRows(page)).toHaveCount(1);
  await expect(bookingRows(page)).toContainText(`Juma ${token}`);
  await expect(page.locator('[data-live="subscribed"]')).toBeAttached({ timeout: 15_000 });
  const cancelledBefore = await page.getByTestId('summary-cancelled').textContent();

  const otherAdmin = await adminClient();
  const { error } = await otherAdmin
    .from('bookings')
    .update({ status: 'cancelled' })
    .ilike('customer_name', `Juma ${token}`);
  expect(error).toBeNull();
  await expect(
    bookingRows(page)
      .getByRole('combobox', { name: /^Status of booking/ })
      .locator('xpath=../..'),
  ).toContainText('cancelled');
  await expect(page.getByTestId('summary-cancelled')).not.toHaveText(cancelledBefore ?? '');
});

test('a contact message arrives live: the unread badge and the list update', async ({ page }) => {
  const token = `msg${uniqueToken()}`;
  await openDashboard(page, '?tab=messages');
  await expect(page.locator('[data-live="subscribed"]')).toBeAttached({ timeout: 15_000 });
  const badge = page.getByTestId('unread-badge');
  const before = Number((await badge.getAttribute('aria-label'))?.split(' ')[0]);
  await sendContactMessage({ name: `Rehema ${token}`, text: `Live message ${token}` });
  await expect(page.getByRole('region', { name: 'Contact Messages' })).toContainText(`Rehema ${token}`);
  // Other specs may add or read messages meanwhile: at least this one more is unread.
  await expect
    .poll(async () => Number((await badge.getAttribute('aria-label'))?.split(' ')[0]))
    .toBeGreaterThan(before);
});

test('a message sent while the list is still loading is not lost when that load answers late', async ({
  page,
}) => {
  const token = `late${uniqueToken()}`;
  // The list's first read reaches the database before the message is sent, but its answer is
  // held until the browser has received the message's live event: on a busy server the event can
  // overtake the answer, and the list must still end with the message.
  const firstRead = { answered: deferred(), release: deferred(), taken: false };
  await page.route(/\/rest\/v1\/contact_submissions\?select=\*/, async (route) => {
    if (firstRead.taken || route.request().method() !== 'GET') return route.fallback();
    firstRead.taken = true;
    const response = await route.fetch();
    firstRead.answered.resolve();
    await firstRead.release.promise;
    await route.fulfill({ response });
  });
  const eventReceived = deferred();
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes(`Rehema ${token}`)) eventReceived.resolve();
    }),
  );
  await openDashboard(page, '?tab=messages');
  await expect(page.locator('[data-live="subscribed"]')).toBeAttached({ timeout: 15_000 });
  await firstRead.answered.promise;

  await sendContactMessage({ name: `Rehema ${token}`, text: `Late message ${token}` });
  await eventReceived.promise;
  firstRead.release.resolve();
  await expect(page.getByRole('region', { name: 'Contact Messages' })).toContainText(`Rehema ${token}`);
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

test('a burst of new bookings shows the newest three toasts and never hides the answer to a delete', async ({
  page,
}) => {
  const token = `burst${uniqueToken()}`;
  await bookAsTraveller({ customerName: `Kito ${token}` });
  await openDashboard(page);
  await searchBookings(page, token);
  await expect(bookingRows(page)).toHaveCount(1);
  await expect(page.locator('[data-live="subscribed"]')).toBeAttached({ timeout: 15_000 });

  await bookingRows(page)
    .getByRole('button', { name: /^Delete booking/ })
    .click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  const answer = toast(page, 'Booking Deleted', 'The booking has been deleted.');
  await expect(answer).toBeVisible();
  // Staff reading the answer keeps it open (antd pauses a toast under the pointer).
  await answer.hover();

  // Six travellers book at once while the answer is on screen.
  const names = Array.from({ length: 6 }, (_, i) => `Lulu ${i + 1} ${token}`);
  for (const name of names) await bookAsTraveller({ customerName: name });
  await expect(toast(page, 'New Booking!', `New booking from ${names[5]}`)).toBeVisible();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'New Booking!' })).toHaveCount(3);
  await expect(toast(page, 'New Booking!', `New booking from ${names[0]}`)).toHaveCount(0);
  await expect(answer).toBeVisible();
});
