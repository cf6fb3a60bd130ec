// Proposals (issue 37): the steps staff and a traveller take, for the proposal specs and for the
// payment specs that continue from an accepted proposal. UI steps drive the pages as a person
// would; the API steps make the same rows faster when a spec is about what comes after.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { bookingRows, choose, openDashboard, openedDialog, searchBookings } from './admin-page.ts';
import { adminClient, createPlainUser, signedInClient, uniqueToken } from './backend.ts';
import { waitForMail } from './forms.ts';
import { arushaDay } from './records.ts';

export interface Traveller {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly client: SupabaseClient;
}

/** A traveller with an account, signed in through the API. */
export async function newTraveller(label: string): Promise<Traveller> {
  const user = await createPlainUser(label);
  return { ...user, name: `Amani ${uniqueToken()}`, client: await signedInClient(user.email, user.password) };
}

export interface RequestedBooking {
  readonly id: string;
  readonly reference: string;
  readonly startDate: string;
}

/**
 * A custom safari request from the traveller's account, as the /booking form sends it: 2 adults
 * and a youth, 120 to 127 days from now (far enough for a deposit now and the balance 60 days
 * before the trip).
 */
export async function requestCustomSafariAs(traveller: Traveller): Promise<RequestedBooking> {
  const startDate = arushaDay(120);
  const { data, error } = await traveller.client.rpc('request_booking', {
    booking: {
      user_id: traveller.id,
      tour_name: 'Custom safari',
      tour_date: startDate,
      end_date: arushaDay(127),
      adults: 2,
      youths: 1,
      customer_name: traveller.name,
      customer_email: traveller.email,
      customer_phone: '+49 151 2345 6789',
      tour_types: ['wildlife', 'beach'],
      destinations: ['serengeti', 'zanzibar'],
      budget: 'mid-range',
      safari_type: 'private',
    },
    request_key: crypto.randomUUID(),
  });
  if (error) throw error;
  const reference: string = (Array.isArray(data) ? data[0] : data).reference;
  const admin = await adminClient();
  const { data: row, error: readError } = await admin
    .from('bookings')
    .select('id')
    .eq('reference', reference)
    .single();
  if (readError) throw readError;
  return { id: row.id, reference, startDate };
}

// Staff in the admin ------------------------------------------------------------------------------

/** From the dashboard: search the booking, open its details, then its proposal. */
export async function openProposalFromBookings(page: Page, reference: string): Promise<void> {
  await openDashboard(page);
  await searchBookings(page, reference);
  await bookingRows(page)
    .first()
    .getByRole('button', { name: /^View booking/ })
    .click();
  const details = await openedDialog(page, 'Booking Details');
  await expect(details.getByTestId('booking-proposal-state')).not.toHaveText('Loading…');
  await details.getByRole('link', { name: /^(Write|Open) (a|the) proposal$/ }).click();
  await expect(page.getByRole('heading', { name: `Proposal for ${reference}` })).toBeVisible({
    timeout: 20_000,
  });
}

export function proposalForm(page: Page, reference: string): Locator {
  return page.getByRole('form', { name: `Proposal for ${reference}` });
}

/** "Add days from a tour…": the chosen tour's days by their position (1-based). */
export async function addDaysFromTour(page: Page, tourTitle: string, days: readonly number[]): Promise<void> {
  await page.getByRole('button', { name: 'Add days from a tour…' }).click();
  const dialog = await openedDialog(page, 'Add days from a tour');
  // The tour's days appear once the choice has taken; a CI run once waited five minutes for them
  // after a click on the option that did not take, so a choice that did not take is made again.
  await expect(async () => {
    await choose(page, dialog.getByRole('combobox', { name: 'Tour' }), tourTitle);
    await expect(dialog.getByRole('group', { name: /^Days of / })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  for (const day of days) {
    await dialog.getByRole('checkbox', { name: new RegExp(`^Day ${day}: `) }).check({ timeout: 10_000 });
  }
  await dialog
    .getByRole('button', { name: `Add ${days.length} ${days.length === 1 ? 'day' : 'days'}` })
    .click();
  await expect(dialog).toBeHidden();
}

export interface DayInput {
  readonly place: string;
  readonly text: string;
  readonly overnight: string;
  readonly meals: readonly ('Breakfast' | 'Lunch' | 'Dinner')[];
}

/** "Add a blank day", filled in; it becomes day `number`. */
export async function addDay(page: Page, number: number, day: DayInput): Promise<void> {
  await page.getByRole('button', { name: 'Add a blank day' }).click();
  const card = page.getByTestId(`proposal-day-${number}`);
  await card.getByLabel(`Day ${number} place`).fill(day.place);
  await card.getByLabel(`Day ${number} text`).fill(day.text);
  await card.getByLabel(`Day ${number} overnight`).fill(day.overnight);
  for (const meal of day.meals) await card.getByRole('checkbox', { name: meal }).check();
}

export async function setPrices(page: Page, adult: string, youth: string): Promise<void> {
  await page.getByLabel('Price per adult').fill(adult);
  await page.getByLabel('Price per youth').fill(youth);
}

/** Send: the confirmation, then the toast naming the version and the traveller's address. */
export async function sendVersion(page: Page, version: number, email: string): Promise<void> {
  await page.getByRole('button', { name: `Send version ${version} to the traveller…` }).click();
  const dialog = await openedDialog(page, new RegExp(`^Send version ${version} to `));
  await dialog.getByRole('button', { name: `Send version ${version}` }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText(`Version ${version} is mailed to ${email}.`)).toBeVisible();
}

// The traveller ----------------------------------------------------------------------------------

/** The link of version `version`'s mail. */
export async function proposalLinkFromMail(
  email: string,
  reference: string,
  version: number,
): Promise<string> {
  const mail = await waitForMail(
    email,
    new RegExp(`^Your (updated )?safari proposal ${reference} \\(version ${version}\\)$`),
  );
  const link = mail.links.find((url) => url.includes('/proposal/'));
  if (!link) throw new Error(`no proposal link in "${mail.subject}"`);
  return new URL(link).pathname;
}

/** The page is no wider than the screen (a phone scrolls only down). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
}

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Clicks `button` (Download PDF) and reads the file's text back as a PDF reader extracts it. */
export async function downloadedPdfText(
  page: Page,
  button: Locator = page.getByRole('button', { name: 'Download PDF' }),
): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const bytes = new Uint8Array(await readFile(await file.path()));
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: bytes, standardFontDataUrl }).promise;
  let text = '';
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    text += ` ${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}`;
  }
  return { name: file.suggestedFilename(), text };
}

export async function askForChanges(page: Page, message: string): Promise<void> {
  await page.getByLabel('What would you like us to change?').fill(message);
  await page.getByRole('button', { name: 'Send to our office' }).click();
  await expect(page.getByTestId('proposal-changes-sent')).toBeVisible();
}

/** Types the name, ticks the terms and accepts; what the page answered is for the caller to check. */
export async function tryToAccept(page: Page, name: string, version: number): Promise<void> {
  await page.getByLabel('Your full name').fill(name);
  await page.getByLabel(/I accept this proposal/).check();
  await page.getByRole('button', { name: `Accept version ${version}` }).click();
}
