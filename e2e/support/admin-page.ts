// Driving the admin dashboard: signing in, antd selects and toasts.
import { expect, type Locator, type Page } from '@playwright/test';
import { createPlainUser, E2E_ADMIN, serviceClient, signInBrowser } from './backend.ts';

/** A second admin, for tests that change the account itself (password, sign-out). */
export async function createAdminUser(label: string) {
  const user = await createPlainUser(label);
  const { error } = await (await serviceClient())
    .from('user_roles')
    .update({ role: 'admin' })
    .eq('user_id', user.id);
  if (error) throw error;
  return user;
}

/** Opens /admin (plus `query`) signed in as `account` (the e2e admin by default). */
export async function openDashboard(
  page: Page,
  query = '',
  account: { email: string; password: string } = E2E_ADMIN,
): Promise<void> {
  await signInBrowser(page, account.email, account.password);
  await page.goto(`/admin${query}`);
  await expectDashboard(page, account.email);
}

/**
 * The dashboard is shown. A full page load fetches the admin bundle and the Supabase client and
 * checks the role before showing anything: on the busy two-core CI machine that took up to 14 s.
 */
export async function expectDashboard(page: Page, email: string = E2E_ADMIN.email): Promise<void> {
  await expect(page.getByTestId('admin-welcome')).toContainText(email, { timeout: 30_000 });
}

/**
 * Picks `label` in an antd Select found by its accessible name. A click that comes while the same
 * list is still closing from the last choice can leave it shut (seen on the busy CI machine: the
 * test then waited for an option until its time ran out), and a list seen open can shut again
 * before the option is clicked (seen too: the click waited 10 s for an option no longer shown),
 * so the select is opened and the option clicked again until the click lands, as a person would.
 */
export async function choose(page: Page, select: Locator, label: string): Promise<void> {
  // A list that is closing carries its motion's `-leave` classes until it is hidden.
  const closing = page.locator('.ant-select-dropdown[class*="-leave"]');
  const option = page
    .locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"]) .ant-select-item-option',
    )
    .filter({ hasText: new RegExp(`^${label}$`) });
  await expect(async () => {
    await expect(closing).toHaveCount(0);
    if (!(await option.isVisible())) await select.click();
    await expect(option).toBeVisible({ timeout: 3_000 });
    await option.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** The antd notification with this title and description. */
export function toast(page: Page, title: string, description: string): Locator {
  return page
    .locator('.ant-notification-notice')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByText(description, { exact: true }) });
}

export function bookingsTable(page: Page): Locator {
  return page.getByRole('region', { name: 'Bookings Management' }).locator('.ant-table-tbody');
}

/** The booking rows the table shows (not the 'No bookings found' placeholder row). */
export function bookingRows(page: Page): Locator {
  return bookingsTable(page).locator('tr.ant-table-row');
}

/**
 * Types a search, waits for the address bar to carry it and for the table to show its answer. Until
 * then the last answer's rows stay on screen (busy): on a slow CI machine a spec that took the
 * first row then opened another test's newer booking.
 */
export async function searchBookings(page: Page, text: string): Promise<void> {
  await page.getByLabel('Search bookings').fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
  await expect(page.getByRole('region', { name: 'Bookings Management' })).toHaveAttribute(
    'data-answers-search',
    text,
    { timeout: 15_000 },
  );
}

/**
 * Answers the question a status change that mails the traveller asks (decision 135): "Set booking
 * … to confirmed?" → "Set to confirmed".
 */
/**
 * An antd dialog once it has finished zooming in. Clicks inside one during its appear motion were
 * lost on CI twice (a confirm button that never showed its spinner, a submit that never
 * validated), so specs click in a dialog only after this.
 */
export async function openedDialog(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-appear|-enter/);
  return dialog;
}

export async function confirmStatusChange(page: Page, status: 'confirmed' | 'cancelled'): Promise<void> {
  const dialog = await openedDialog(page, new RegExp(`^Set booking TZ-\\w+ to ${status}\\?$`));
  await dialog.getByRole('button', { name: `Set to ${status}` }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Nothing scrolls sideways: neither the page nor any of `region`'s `tables` tables (as a phone
 * needs). Polled, as the tables change their columns once a resize reaches antd's breakpoint
 * listener.
 */
export async function expectNoSidewaysScroll(page: Page, region: Locator, tables = 1): Promise<void> {
  const overflows = () =>
    region
      .locator('.ant-table-content')
      .evaluateAll((all) => all.map((table) => table.scrollWidth - table.clientWidth));
  await expect.poll(async () => (await overflows()).length).toBe(tables);
  await expect.poll(async () => Math.max(...(await overflows()))).toBeLessThanOrEqual(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}
