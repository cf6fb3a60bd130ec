// Issue 24 seams 7 and 8 (decision 137): a date filter says whether it means the trip or the
// booking, and "booked this week" lists what the revenue card counts; the bookings table sorts on
// the server, across pages, and the order lives in the address bar.
import type { Page } from '@playwright/test';
import {
  bookingRows,
  choose,
  expectDashboard,
  openDashboard,
  searchBookings,
} from '../support/admin-page.ts';
import { adminClient, uniqueToken } from '../support/backend.ts';
import { arushaDay, bookAsTraveller } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ timeout: 150_000 });

const totalText = (page: Page) => page.locator('.ant-pagination-total-text');
const dateFilter = (page: Page) => page.getByRole('combobox', { name: 'Filter by date' });

test('"Trips this week" leaves out a trip two months ahead; "Booked this week" agrees with the revenue card', async ({
  page,
}) => {
  const token = `when${uniqueToken()}`;
  await bookAsTraveller({
    customerName: `Kito ${token}`,
    email: `kito.${token}@example.com`,
    tourDate: arushaDay(60),
  });
  const { error } = await (await adminClient())
    .from('bookings')
    .update({ status: 'confirmed' })
    .eq('customer_email', `kito.${token}@example.com`);
  expect(error).toBeNull();

  await openDashboard(page);
  await searchBookings(page, token);
  await expect(bookingRows(page)).toHaveCount(1);
  await choose(page, dateFilter(page), 'Trips this week');
  await expect(page).toHaveURL(/[?&]date=week/);
  await expect(page.getByRole('region', { name: 'Bookings Management' })).toContainText('No bookings found');
  await choose(page, dateFilter(page), 'Trips this month');
  await expect(page.getByRole('region', { name: 'Bookings Management' })).toContainText('No bookings found');
  await choose(page, dateFilter(page), 'Booked this week');
  await expect(page).toHaveURL(/[?&]date=booked-week/);
  await expect(bookingRows(page)).toHaveCount(1);

  // The revenue card's "booked this week" lists exactly the bookings it counts.
  const week = page.getByTestId('revenue-week');
  await week.getByRole('button', { name: 'List them' }).click();
  await expect(page).toHaveURL(/[?&]status=confirmed/);
  await expect(page).toHaveURL(/[?&]date=booked-week/);
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(async () => {
    const listed = (await totalText(page).textContent())?.match(/of ([\d,]+) bookings/)?.[1];
    const counted = (await week.locator('p').textContent())?.match(/^([\d,]+) booking/)?.[1];
    expect(listed).toBeDefined();
    expect(listed).toBe(counted);
  }).toPass({ timeout: 15_000 });
  await expect(dateFilter(page).locator('..').locator('..')).toContainText('Booked this week');
});

test('sorting by trip date and amount runs on the server, across pages, and survives a reload', async ({
  page,
}) => {
  const token = `sort${uniqueToken()}`;
  // Made in a shuffled order, so neither creation time nor id gives the trip-date order.
  const days = [31, 13, 40, 19, 10, 28, 37, 16, 25, 43, 22, 34];
  for (const [i, day] of days.entries()) {
    await bookAsTraveller({
      customerName: `Sort ${token} d${String(day).padStart(2, '0')}`,
      email: `sort${i}.${token}@example.com`,
      tourDate: arushaDay(day),
      adults: 1 + (i % 4),
    });
  }
  await openDashboard(page, '?size=10');
  await searchBookings(page, token);
  await expect(totalText(page)).toHaveText('1-10 of 12 bookings');

  const names = async () =>
    (await bookingRows(page).locator('td:nth-child(2)').allTextContents()).map((t) => t.trim());
  await page.getByRole('columnheader', { name: /Trip date/ }).click();
  await expect(page).toHaveURL(/[?&]sort=date/);
  await expect(page).toHaveURL(/[?&]dir=asc/);
  await expect
    .poll(names)
    .toEqual([10, 13, 16, 19, 22, 25, 28, 31, 34, 37].map((d) => `Sort ${token} d${d}`));
  await page.locator('.ant-pagination-item-2').click();
  await expect.poll(names).toEqual([40, 43].map((d) => `Sort ${token} d${d}`));

  await page.getByRole('columnheader', { name: /Trip date/ }).click();
  // Descending is the default direction, so the address bar leaves it out.
  await expect(page).not.toHaveURL(/[?&]dir=asc/);
  await expect(page).toHaveURL(/[?&]sort=date/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect
    .poll(names)
    .toEqual([43, 40, 37, 34, 31, 28, 25, 22, 19, 16].map((d) => `Sort ${token} d${d}`));
  await page.reload();
  await expectDashboard(page);
  await expect
    .poll(names, { timeout: 30_000 })
    .toEqual([43, 40, 37, 34, 31, 28, 25, 22, 19, 16].map((d) => `Sort ${token} d${d}`));
  await expect(page.getByRole('columnheader', { name: /Trip date/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // Amount: the highest first, ties by newest; every amount on the first page is at least every
  // amount on the second.
  const amounts = async () =>
    (await bookingRows(page).locator('td:nth-child(8)').allTextContents()).map((t) =>
      Number(t.replace(/[^\d.]/g, '')),
    );
  const inOrder = (list: number[], highestFirst: boolean) =>
    list.every((amount, i) => {
      const before = list[i - 1];
      return before === undefined || (highestFirst ? before >= amount : before <= amount);
    });
  // The rows change when the server's answer for the new order arrives, after the address: on a
  // busy machine the old rows were still showing when they were read.
  const showsOrder = (highestFirst: boolean) =>
    expect
      .poll(async () => {
        const shown = await amounts();
        return shown.length === 10 && inOrder(shown, highestFirst) && shown[0] !== shown[9];
      })
      .toBe(true);
  const amountHeader = page.getByRole('columnheader', { name: /Amount/ });
  // The first click sorts ascending; the second, once the first has shown, turns it round.
  await amountHeader.click();
  await expect(page).toHaveURL(/[?&]sort=amount&dir=asc/);
  await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
  await showsOrder(false);
  await amountHeader.click();
  await expect(page).toHaveURL(/[?&]sort=amount/);
  await expect(page).not.toHaveURL(/[?&]dir=asc/);
  await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
  await showsOrder(true);
  const first = await amounts();
  await page.locator('.ant-pagination-item-2').click();
  await expect.poll(async () => (await amounts()).length).toBe(2);
  expect(Math.max(...(await amounts()))).toBeLessThanOrEqual(Math.min(...first));

  // Two clicks in quick succession on another header: the second counts from the first, not from
  // the order the table still showed when it landed (ascending, then descending).
  const tripHeader = page.getByRole('columnheader', { name: /Trip date/ });
  await tripHeader.dblclick();
  await expect(tripHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/[?&]sort=date/);
  await expect(page).not.toHaveURL(/[?&]dir=asc/);
});
