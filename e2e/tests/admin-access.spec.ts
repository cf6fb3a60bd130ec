import { expectDashboard, openDashboard, toast } from '../support/admin-page.ts';
import { adminClient, createPlainUser, E2E_ADMIN, signInBrowser } from '../support/backend.ts';
import { expect, test } from '../support/test.ts';

test('a visitor without a session is sent to /auth', async ({ page }) => {
  await page.goto('/admin');
  // The first visit downloads the admin bundle and the Supabase client before deciding.
  await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
  await expect(page.getByTestId('admin-welcome')).toHaveCount(0);
});

test('a signed-in plain user gets Access Denied and the home page', async ({ page }) => {
  const user = await createPlainUser('denied');
  await signInBrowser(page, user.email, user.password);
  await page.goto('/admin');
  await expect(toast(page, 'Access Denied', 'You do not have admin privileges.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Road to Memorable African Adventures' })).toBeVisible();
  await expect(page.getByTestId('admin-welcome')).toHaveCount(0);
});

test('an admin sees the header, the four tabs, the counts and the revenue card from the database', async ({
  page,
}) => {
  await openDashboard(page);
  await expect(page.getByTestId('admin-welcome')).toHaveText(`Welcome back, ${E2E_ADMIN.email}`);
  for (const tab of ['Bookings Management', 'Users', 'Contact Messages', 'Account Settings']) {
    await expect(page.getByRole('tab', { name: new RegExp(tab) })).toBeVisible();
  }
  const admin = await adminClient();
  const figure = (key: string) => page.getByTestId(`summary-${key}`).locator('.ant-statistic-content');
  const money = (testId: string) => page.getByTestId(testId).locator('.ant-statistic-content');
  const dollars = (value: unknown) =>
    `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  // Other specs add bookings in parallel: compare with the RPCs until both agree.
  await expect(async () => {
    const [summary, revenue] = await Promise.all([
      admin.rpc('admin_booking_summary'),
      admin.rpc('admin_booking_revenue'),
    ]);
    expect(summary.error).toBeNull();
    expect(revenue.error).toBeNull();
    const [row] = summary.data as Record<string, number | string>[];
    const [money_] = revenue.data as Record<string, number | string>[];
    await page.reload();
    await expectDashboard(page);
    await expect(figure('totalBookings')).toHaveText(Number(row?.total_bookings).toLocaleString('en-US'));
    await expect(figure('pending')).toHaveText(Number(row?.pending_bookings).toLocaleString('en-US'));
    await expect(figure('confirmed')).toHaveText(Number(row?.confirmed_bookings).toLocaleString('en-US'));
    await expect(figure('cancelled')).toHaveText(Number(row?.cancelled_bookings).toLocaleString('en-US'));
    // Revenue is confirmed money only, pending beside it (issue 15).
    await expect(money('revenue-confirmed')).toHaveText(dollars(money_?.confirmed_revenue));
    await expect(money('revenue-pending')).toHaveText(dollars(money_?.pending_revenue));
    await expect(money('revenue-week')).toHaveText(dollars(money_?.week_confirmed_revenue));
    await expect(money('revenue-month')).toHaveText(dollars(money_?.month_confirmed_revenue));
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('revenue-confirmed')).toContainText('Confirmed');
  await expect(page.getByTestId('revenue-pending')).toContainText('Pending (not counted)');
  // The explanation is folded under the figures; staff open it to read how they are counted.
  await expect(page.getByTestId('revenue-note')).toBeHidden();
  await page.getByText('How these are counted').click();
  await expect(page.getByTestId('revenue-note')).toBeVisible();
  await expect(page.getByTestId('revenue-note')).toContainText(
    'mean booked - the request made - in that period, Arusha time, whatever the tour date',
  );
});

test('opening the dashboard reads the role once (decision 221)', async ({ page }) => {
  // The auth store reads it when it adopts the session and the guard takes that answer; two
  // identical reads used to go out, the second waiting for the first in the browser's cache lock.
  const roleReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/rest/v1/user_roles') roleReads.push(request.method());
  });
  await openDashboard(page);
  await expect(page.locator('[data-live="subscribed"]')).toHaveCount(1, { timeout: 20_000 });
  expect(roleReads).toEqual(['GET']);
});

test("/admin names the admin's first screen and supabase-js in its page: asked for before /config.json has answered (decision 222)", async ({
  page,
}) => {
  await openDashboard(page);
  const firstScreen = (await (await page.request.get('/remotes/admin-app/first-screen.json')).json()) as {
    modules: string[];
  };
  const timing = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      path: new URL(entry.name).pathname,
      start: entry.startTime,
      end: entry.responseEnd,
    })),
  );
  const config = timing.find((entry) => entry.path === '/config.json');
  expect(config).toBeDefined();
  // Without the page naming them, the admin's remoteEntry.js is found only in /config.json's
  // answer, its App chunk and antd only once remoteEntry.js has run, supabase-js once App has.
  const expected = [
    ...firstScreen.modules.map((module) => `/remotes/admin-app/${module}`),
    ...((await (await page.request.get('/admin-preloads.json')).json()) as { modules: string[] }).modules,
  ];
  expect(expected.length).toBeGreaterThan(8);
  const late = expected.filter((path) => {
    const entry = timing.find((candidate) => candidate.path === path);
    return !entry || entry.start >= (config?.end ?? 0);
  });
  expect(late, `asked for only after /config.json answered at ${Math.round(config?.end ?? 0)} ms`).toEqual(
    [],
  );
});
