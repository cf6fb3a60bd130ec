// Issue 39 item 5, decision 208: for seconds after a publish a tour page still showed the old
// price while the database charged the new one, silently. Now the request carries the total the
// page showed; priced otherwise, nothing is booked and the panel shows the new total to confirm.
// A new price is published while the tour page is open; the traveller books from the old page,
// sees the new total, confirms, and the booking holds the confirmed total. Runs in the
// 'catalogue' project (it publishes); it works on a tour of its own.
import { findTour, type Tour } from '@safari/shared-domain/catalogue';
import { adminClient, uniqueToken } from '../support/backend.ts';
import { arushaDay, bookingsOf, pickDay } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

async function publishTour(slug: string, change: (tour: Tour) => Tour): Promise<void> {
  const admin = await adminClient();
  const draft = await admin.from('catalogue_tours').select('tour, revision').eq('slug', slug).single();
  if (draft.error) throw new Error(`draft read failed: ${draft.error.message}`);
  const saved = await admin
    .from('catalogue_tours')
    .update({ tour: change(draft.data.tour as Tour), revision: draft.data.revision })
    .eq('slug', slug);
  if (saved.error) throw new Error(`draft save failed: ${saved.error.message}`);
  const published = await admin.rpc('publish_catalogue', { note: `e2e: reprice ${slug}` });
  if (published.error) throw new Error(`publish failed: ${published.error.message}`);
}

test('a booking from a page older than the price asks to confirm the new total, then books at it', async ({
  page,
}, testInfo) => {
  test.setTimeout(3 * 60_000);
  const base = findTour('tarangire-safari');
  if (!base) throw new Error('missing tour');
  const token = uniqueToken();
  const slug = `e2e-${token}-priced`;
  const admin = await adminClient();
  const inserted = await admin.from('catalogue_tours').insert({
    slug,
    position: 100,
    tour: { ...base, slug, title: `Tarangire Priced ${token}`, featured: false, adultPrice: 1234 },
  });
  if (inserted.error) throw new Error(`draft insert failed: ${inserted.error.message}`);
  const firstPublish = await admin.rpc('publish_catalogue', { note: `e2e: add ${slug}` });
  if (firstPublish.error) throw new Error(`publish failed: ${firstPublish.error.message}`);
  await expect
    .poll(async () => (await page.request.get(`/tour/${slug}`)).status(), { timeout: 60_000 })
    .toBe(200);

  const email = `priced.${token}@example.com`;
  await page.goto(`/tour/${slug}`);
  const panel = page.locator('#book');
  await pickDay(page, 'date', arushaDay(45));
  await panel.getByLabel('First name').fill('Neema');
  await panel.getByLabel('Last name').fill('Lyimo');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Phone').fill('+255 712 345 678');
  const shownText = (await panel.getByTestId('booking-total').textContent()) ?? '';
  const shown = Number(shownText.replace(/[^0-9.]/g, ''));
  const adults = shown / 1234;
  expect(Number.isInteger(adults) && adults >= 1).toBe(true);

  // Staff publish a new price while the page is open.
  await publishTour(slug, (tour) => ({ ...tour, adultPrice: 1500 }));
  const charged = adults * 1500;
  const chargedText = `$${charged.toLocaleString('en-US')}`;

  await panel.getByRole('button', { name: 'Book Now' }).click();
  const note = panel.getByTestId('price-changed');
  await expect(note).toContainText('The price has changed since this page was loaded');
  await expect(note).toContainText(`now ${chargedText}, not the ${shownText}`);
  await expect(note).toContainText('Nothing has been booked yet');
  expect(await bookingsOf(email)).toEqual([]);
  await expect(page.getByTestId('booking-receipt')).toHaveCount(0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await note.scrollIntoViewIfNeeded();
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth ?? 0);
    await page.screenshot({ path: testInfo.outputPath(`price-changed-${width}.png`) });
  }

  await note.getByRole('button', { name: `Book at ${chargedText}` }).click();
  const receipt = page.getByTestId('booking-receipt');
  await expect(receipt).toContainText(/Request TZ-[2-9A-HJ-NP-Z]{6} received/);
  await expect(receipt).toContainText(chargedText);
  await expect(note).toHaveCount(0);
  const booked = await bookingsOf(email);
  expect(booked).toHaveLength(1);
  expect(Number(booked[0]?.amount)).toBe(charged);
});
