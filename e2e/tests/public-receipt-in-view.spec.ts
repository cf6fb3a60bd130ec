// Issue 15: after sending a form on a phone, its answer is in view and has the focus - not 2,000 px
// above, over an emptied form. /booking, a tour page's panel and /contact at 390 px.
import type { Locator, Page } from '@playwright/test';
import { uniqueToken } from '../support/backend.ts';
import { arushaDay, pickDay, sendCustomSafariForm } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Wholly inside the viewport, below the fixed navigation bar, and focused. */
async function expectInViewAndFocused(page: Page, note: Locator) {
  await expect(async () => {
    const box = await note.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, height: window.innerHeight };
    });
    // 64 px: the fixed navigation bar covers the top of the viewport.
    expect(box.top).toBeGreaterThanOrEqual(64);
    expect(box.bottom).toBeLessThanOrEqual(box.height);
  }).toPass({ timeout: 5_000 });
  await expect(note).toBeFocused();
  await expect(note).toBeInViewport({ ratio: 1 });
  // And the page itself is no wider than the phone.
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
}

test('/booking: the receipt is in view and focused after submitting', async ({ page }, testInfo) => {
  await page.goto('/booking');
  await sendCustomSafariForm(page, `view.${uniqueToken()}@example.de`);
  const receipt = page.getByTestId('booking-receipt');
  await expect(receipt).toContainText(/Request TZ-[2-9A-HJ-NP-Z]{6} received/);
  await expectInViewAndFocused(page, receipt);
  await page.screenshot({ path: testInfo.outputPath('booking-receipt-390.png') });
});

test('tour page: the panel’s receipt is in view and focused after booking', async ({ page }, testInfo) => {
  await page.goto('/tour/living-among-lions');
  const panel = page.locator('#book');
  await pickDay(page, 'date', arushaDay(3));
  await panel.getByLabel('First name').fill('Amina');
  await panel.getByLabel('Last name').fill('Mushi');
  await panel.getByLabel('Email').fill(`panel.${uniqueToken()}@example.com`);
  await panel.getByLabel('Phone').fill('+255 712 345 678');
  await panel.getByRole('button', { name: 'Book Now' }).click();
  const receipt = page.getByTestId('booking-receipt');
  await expect(receipt).toContainText(/Request TZ-[2-9A-HJ-NP-Z]{6} received/);
  await expectInViewAndFocused(page, receipt);
  await page.screenshot({ path: testInfo.outputPath('tour-receipt-390.png') });
});

test('/contact: the sent note is in view and focused, naming the reply address', async ({
  page,
}, testInfo) => {
  const email = `note.${uniqueToken()}@example.com`;
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Grace Njoroge');
  await page.getByLabel('Phone').fill('+254 712 345 678');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill('Is the crater open in April?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const note = page.getByTestId('contact-receipt');
  await expect(note).toContainText(`We will reply to ${email}`);
  await expectInViewAndFocused(page, note);
  await page.screenshot({ path: testInfo.outputPath('contact-receipt-390.png') });
});
