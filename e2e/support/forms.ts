// Helpers of the public forms' specs (issue 8): choosing calendar days, reading the local mailbox,
// and looking rows up with the service role, never through the UI alone.
import { expect, type Page } from '@playwright/test';
import { SITE, serviceClient } from './backend.ts';
import { arushaDay } from './records.ts';

export { arushaDay };

/** Opens the date field `fieldId` and clicks the day `day` (YYYY-MM-DD) of its calendar. */
export async function pickDay(page: Page, fieldId: string, day: string): Promise<void> {
  await page.locator(`#${fieldId}`).click();
  const dialog = page.getByRole('dialog');
  // A click on a panel whose code is still arriving is held and made again (decisions 206, 228):
  // the calendar opens a moment later, and its month is read only once it is open.
  await expect(dialog).toBeVisible();
  const cell = dialog.locator(`[data-day="${day}"] button`);
  // The calendar opens on the earliest allowed month; walk forward to the wanted one.
  for (let i = 0; i < 3 && !(await cell.isVisible()); i += 1) {
    await dialog.getByRole('button', { name: /next month/i }).click();
  }
  await cell.click();
  await expect(dialog).toBeHidden();
}

export interface MailboxMessage {
  id: string;
  to: string[] | string;
  subject: string;
  text: string;
  links: string[];
}

/** Waits for the newest mail to `address` whose subject matches, from the server's mailbox. */
export async function waitForMail(address: string, subject: RegExp): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${SITE}/_mail/api/messages?to=${encodeURIComponent(address)}`);
        const body = (await response.json()) as MailboxMessage[] | { messages: MailboxMessage[] };
        const messages = Array.isArray(body) ? body : body.messages;
        found = messages.find((message) => subject.test(message.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail to ${address}`);
  return found;
}

/** The link of a mail that goes through Auth's verify endpoint. */
export function verifyLink(mail: MailboxMessage): string {
  const link = mail.links.find((url) => url.includes('/verify'));
  if (!link) throw new Error(`no verify link in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}

/** Every booking with this customer e-mail, read with the service role. */
export async function bookingsOf(email: string) {
  const { data, error } = await (await serviceClient())
    .from('bookings')
    .select(
      'reference, amount, status, user_id, tour_slug, tour_name, adults, youths, number_of_guests, tour_date, end_date, customer_name, customer_phone, tour_types, destinations, budget, safari_type',
    )
    .eq('customer_email', email);
  if (error) throw error;
  return data;
}

export async function contactMessagesOf(email: string) {
  const { data, error } = await (await serviceClient())
    .from('contact_submissions')
    .select('name, phone, email, message, status')
    .eq('email', email);
  if (error) throw error;
  return data;
}

/** Blocks the database API (and Auth) for this page: the backend is down. */
export async function backendDown(page: Page): Promise<void> {
  await page.route('**/rest/v1/**', (route) => route.abort());
  await page.route('**/auth/v1/**', (route) => route.abort());
}

/** Keeps every database API request waiting until `release` is called (a slow connection). */
export async function holdApi(page: Page): Promise<{ release: () => void; count: () => number }> {
  let count = 0;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/rest/v1/**', async (route) => {
    count += 1;
    await gate;
    await route.continue();
  });
  return { release: () => release(), count: () => count };
}

export async function screenshotAt(page: Page, width: number, path: string): Promise<void> {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await page.screenshot({ path, fullPage: true });
}

/** Fills /booking's custom safari form (a traveller, two days out for three days) and sends it. */
export async function sendCustomSafariForm(page: Page, email: string): Promise<void> {
  await page.getByLabel('Full Name').fill('Jonas Weber');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+49 151 2345 6789');
  await pickDay(page, 'startDate', arushaDay(2));
  await pickDay(page, 'endDate', arushaDay(5));
  await page.getByLabel('Mountain Hiking').check();
  await page.getByLabel('Zanzibar Island').check();
  await page.getByRole('button', { name: 'Submit Booking Request' }).click();
}
