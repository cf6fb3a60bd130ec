// Issue 39 item 6: a traveller who sends the custom safari form twice saw two "Booking submitted
// successfully!" toasts at once on /booking. The second success replaces the first.
import type { Page } from '@playwright/test';
import { uniqueToken } from '../support/backend.ts';
import { arushaDay, pickDay } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

async function sendCustomSafari(page: Page, email: string) {
  await page.getByLabel('Full Name').fill('Jonas Weber');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+49 151 2345 6789');
  await pickDay(page, 'startDate', arushaDay(2));
  await pickDay(page, 'endDate', arushaDay(5));
  await page.getByLabel('Mountain Hiking').check();
  await page.getByLabel('Zanzibar Island').check();
  await page.getByRole('button', { name: 'Submit Booking Request' }).click();
}

for (const width of [390, 1366]) {
  test(`/booking at ${width} px: two requests sent, one success toast`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/booking');
    const receipt = page.getByTestId('booking-receipt');
    const successToasts = page.getByRole('status').filter({ hasText: 'Booking submitted successfully!' });

    await sendCustomSafari(page, `toast.a.${uniqueToken()}@example.de`);
    await expect(receipt).toContainText(/Request TZ-[2-9A-HJ-NP-Z]{6} received/);
    const first = (await receipt.textContent())?.match(/TZ-[2-9A-HJ-NP-Z]{6}/)?.[0];
    await expect(successToasts).toHaveCount(1);

    await sendCustomSafari(page, `toast.b.${uniqueToken()}@example.de`);
    await expect(receipt).not.toContainText(first ?? 'none');
    const second = (await receipt.textContent())?.match(/TZ-[2-9A-HJ-NP-Z]{6}/)?.[0];
    expect(second).toBeTruthy();
    await expect(successToasts).toHaveCount(1);
    await expect(successToasts).toContainText(second ?? 'none');
    await page.screenshot({ path: testInfo.outputPath(`booking-one-toast-${width}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
