// Issue 39 item 6: a traveller who sends the custom safari form twice saw two "Booking submitted
// successfully!" toasts at once on /booking. The second success replaces the first.
import { uniqueToken } from '../support/backend.ts';
import { sendCustomSafariForm } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

for (const width of [390, 1366]) {
  test(`/booking at ${width} px: two requests sent, one success toast`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // The page's clock is ours: a toast stays 5 s, and a traveller who sends again within them saw
    // both; pausing the clock while the second form is filled keeps the first one standing.
    await page.clock.install();
    await page.goto('/booking');
    const receipt = page.getByTestId('booking-receipt');
    const successToasts = page.getByRole('status').filter({ hasText: 'Booking submitted successfully!' });

    await sendCustomSafariForm(page, `toast.a.${uniqueToken()}@example.de`);
    await expect(receipt).toContainText(/Request TZ-[2-9A-HJ-NP-Z]{6} received/);
    const first = (await receipt.textContent())?.match(/TZ-[2-9A-HJ-NP-Z]{6}/)?.[0];
    await expect(successToasts).toHaveCount(1);
    await page.clock.pauseAt(Date.now() + 1000);

    await sendCustomSafariForm(page, `toast.b.${uniqueToken()}@example.de`);
    await expect(receipt).not.toContainText(first ?? 'none');
    const second = (await receipt.textContent())?.match(/TZ-[2-9A-HJ-NP-Z]{6}/)?.[0];
    expect(second).toBeTruthy();
    await expect(successToasts).toHaveCount(1);
    await expect(successToasts).toContainText(second ?? 'none');
    await page.screenshot({ path: testInfo.outputPath(`booking-one-toast-${width}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
