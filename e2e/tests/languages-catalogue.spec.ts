// Issue 41, the catalogue in each language: staff give a tour a German title in the admin's Tours
// tab beside the English one, publish, and the German tour page shows it within 60 s (prerendered,
// no build), while a tour nobody translated shows on its German page in English, marked as such,
// instead of being hidden. On a phone (390 px), as staff in the field and travellers use it.
// Runs in the 'catalogue' project: a publish changes pages other specs read; it adds a tour of its
// own. The third test translates a tour's facts (decision 239), its excluded items, a day's
// destination, accommodation and tags, and its cancellation note (decision 240).

import type { APIRequestContext } from '@playwright/test';
import { findTour } from '@safari/shared-domain/catalogue';
import { openedDialog } from '../support/admin-page.ts';
import {
  adminClient,
  createPlainUser,
  E2E_ADMIN,
  signedInClient,
  signInBrowser,
  uniqueToken,
} from '../support/backend.ts';
import { unmarkedEnglish } from '../support/english-text.ts';
import { arushaDay } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

const PUBLISH_WITHIN_MS = 60_000;
const NOT_IN_GERMAN = 'Diese Tour ist noch nicht auf Deutsch verfügbar – Sie sehen den englischen Text.';
const PARTLY_GERMAN =
  'Einige Texte dieser Tour sind noch nicht auf Deutsch verfügbar und erscheinen auf Englisch.';
const NOT_IN_FRENCH = 'Ce circuit n’est pas encore disponible en français – vous lisez le texte anglais.';
/** Day 1 of the Manyara tour in German, and a German cancellation note (decision 240). */
const GERMAN_DAY = {
  destination: 'Lake-Manyara-Nationalpark',
  accommodation: 'Eine Lodge am Steilhang über dem Manyarasee',
} as const;
const GERMAN_NOTE = 'Kostenlose Stornierung bis 48 Stunden vor Beginn der Tour';
/** A card's mark on a German page: the tour is described in English. */
const CARD_IN_ENGLISH = 'Beschreibung auf Englisch';

test.use({ viewport: { width: 390, height: 844 } });

/** Polls a page's HTML (as a crawler fetches it) until `ready` holds. */
async function htmlOnceReady(
  request: APIRequestContext,
  path: string,
  ready: (status: number, html: string) => boolean,
): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(path);
        html = await response.text();
        return ready(response.status(), html);
      },
      { timeout: PUBLISH_WITHIN_MS, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true);
  return html;
}

/** Adds a tour to the catalogue through the API and publishes it. */
async function publishNewTour(
  admin: Awaited<ReturnType<typeof adminClient>>,
  position: number,
  tour: { readonly slug: string } & Record<string, unknown>,
): Promise<void> {
  const { error } = await admin.from('catalogue_tours').insert({ slug: tour.slug, position, tour });
  if (error) throw new Error(`draft insert failed: ${error.message}`);
  const { error: publishError } = await admin.rpc('publish_catalogue', { note: `e2e: add ${tour.slug}` });
  if (publishError) throw new Error(`publish failed: ${publishError.message}`);
}

test('a German title added in the admin reaches the German page; an untranslated tour shows in English, marked', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(4 * 60_000);
  const base = findTour('manyara-safari');
  if (!base) throw new Error('missing tour');
  const token = uniqueToken();
  const slug = `e2e-${token}-sprachen`;
  const englishTitle = `Manyara in two languages ${token}`;
  const germanTitle = `Manyara auf Deutsch ${token}`;
  const admin = await adminClient();

  // A new tour, untranslated, published: its German page shows it in English and says so.
  await publishNewTour(admin, 110, { ...base, slug, title: englishTitle, featured: false });
  let html = await htmlOnceReady(request, `/de/tour/${slug}`, (status) => status === 200);
  expect(html).toMatch(new RegExp(`<h1[^>]*lang="en"[^>]*>${englishTitle}</h1>`));
  expect(html).toContain(NOT_IN_GERMAN);

  // Staff add the German title beside the English one, save and publish, on a phone.
  await signInBrowser(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`/admin/tours/${slug}`);
  const translations = page.getByTestId('translations');
  await translations.scrollIntoViewIfNeeded();
  // Closed until opened, saying what each language misses.
  await expect(translations).toContainText(/German \(\d+ missing\) · French \(\d+ missing\)/);
  await translations.getByRole('button', { name: /Translations/ }).click();
  await expect(translations.getByRole('tab', { name: /^German \(\d+ missing\)$/ })).toBeVisible();
  const germanBox = translations.getByLabel('German title', { exact: true });
  await expect(translations.getByText(englishTitle)).toBeVisible();
  await expect(translations.getByText('Missing translation').first()).toBeVisible();
  await germanBox.fill(germanTitle);
  await germanBox.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('editor-translations-390.png') });

  // Before saving, the preview shows the German page with the German title just typed, the rest
  // in English and said so; the French page is all English, marked. The admin stays English.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('tour-preview');
  const previewHeading = preview.getByRole('heading', { level: 1 });
  await expect(previewHeading).toHaveText(englishTitle, { timeout: 20_000 });
  const previewIn = page.getByRole('radiogroup', { name: 'Preview in:' });
  await previewIn.getByText('Deutsch').click();
  await expect(previewHeading).toHaveText(germanTitle);
  await expect(previewHeading).not.toHaveAttribute('lang', 'en');
  await expect(preview).toContainText(PARTLY_GERMAN);
  await expect(preview.getByRole('heading', { name: 'Reiseverlauf' })).toBeVisible();
  await expect(preview.getByText(base.overview[0] as string)).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Preview: the tour page with this draft')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-preview-german-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('admin-preview-german-1280.png') });
  await previewIn.getByText('Français').click();
  await expect(previewHeading).toHaveText(englishTitle);
  await expect(previewHeading).toHaveAttribute('lang', 'en');
  await expect(preview).toContainText(NOT_IN_FRENCH);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.locator('.ant-notification-notice', { hasText: 'Tour Saved' })).toBeVisible();
  const { data: draft } = await admin.from('catalogue_tours').select('tour').eq('slug', slug).single();
  expect((draft?.tour as { translations?: unknown } | undefined)?.translations).toEqual({
    de: { title: germanTitle },
  });

  await page.goto('/admin/tours');
  await page.getByRole('button', { name: /^Publish/ }).click();
  const dialog = await openedDialog(page, 'Publish the catalogue');
  await dialog.getByLabel('Note for the history').fill(`e2e: German title for ${slug}`);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('.ant-notification-notice', { hasText: 'Catalogue Published' })).toBeVisible({
    timeout: 15_000,
  });

  // Within 60 s the German page is prerendered with the German title, in the head too; the rest
  // of the tour is still English, and the page says that.
  html = await htmlOnceReady(request, `/de/tour/${slug}`, (_, body) => body.includes(germanTitle));
  expect(html).toMatch(new RegExp(`<h1[^>]*>${germanTitle}</h1>`));
  expect(html).not.toMatch(new RegExp(`<h1[^>]*lang="en"[^>]*>${germanTitle}`));
  expect(html).toContain(`<title>${germanTitle}`);
  expect(html).toContain(PARTLY_GERMAN);
  // Its share picture is drawn by the same publish, with the German title on it (decision 234).
  const card = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? '';
  expect(card).toMatch(new RegExp(`/og/de/tour-${slug}-[0-9a-f]{8}\\.png$`));
  expect(html).toContain(
    `<meta property="og:image:alt" content="${germanTitle}: eine gezeichnete Safari-Szene`,
  );
  const picture = await request.get(card);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  const bytes = await picture.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  // English and French pages keep the English title.
  expect(await (await request.get(`/tour/${slug}`)).text()).toMatch(
    new RegExp(`<h1[^>]*>${englishTitle}</h1>`),
  );
  expect(await (await request.get(`/fr/tour/${slug}`)).text()).toContain(englishTitle);
  // The German listing's card shows the German title.
  expect(await (await request.get('/de/tours')).text()).toContain(germanTitle);

  await page.goto(`/de/tour/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(germanTitle);
  await expect(page.getByText(PARTLY_GERMAN)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('german-tour-translated-390.png') });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // A tour nobody translated: its German page shows its English title, marked English.
  const { data: published } = await admin.rpc('published_catalogue');
  const untranslated = (
    published as { tours: { slug: string; title: string; translations?: unknown }[] }
  ).tours.find((tour) => !tour.translations && tour.slug !== slug);
  if (!untranslated) throw new Error('every tour is translated');

  // On the German listing the translated tour's card is German and unmarked; the untranslated
  // one's shows its English title as English, and says the tour is described in English.
  await page.goto('/de/tours');
  const cards = page.getByRole('list', { name: 'Touren' }).getByRole('article');
  const germanCard = cards.filter({ hasText: germanTitle });
  await expect(germanCard.getByRole('link', { name: germanTitle })).not.toHaveAttribute('lang', 'en');
  await expect(germanCard).not.toContainText(CARD_IN_ENGLISH);
  const englishCard = cards.filter({ hasText: untranslated.title });
  await expect(englishCard.getByRole('link', { name: untranslated.title })).toHaveAttribute('lang', 'en');
  await expect(englishCard.getByText(CARD_IN_ENGLISH)).toBeVisible();
  // The mark lies over the picture: it moves nothing on the card (the title starts where it does
  // on an unmarked card).
  const titleOffset = (card: typeof germanCard) =>
    card.evaluate((article) => {
      const link = article.querySelector('h3 a') as HTMLElement;
      return link.getBoundingClientRect().top - article.getBoundingClientRect().top;
    });
  expect(await titleOffset(englishCard)).toBe(await titleOffset(germanCard));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await englishCard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('german-tours-listing-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await englishCard.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('german-tours-listing-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  // The English listing is unmarked.
  await page.goto('/tours');
  await expect(page.getByRole('link', { name: untranslated.title })).not.toHaveAttribute('lang', 'en');
  await expect(page.getByText(CARD_IN_ENGLISH)).toHaveCount(0);
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);

  await page.goto(`/de/tour/${untranslated.slug}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(untranslated.title);
  await expect(heading).toHaveAttribute('lang', 'en');
  await expect(page.getByText(NOT_IN_GERMAN)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('german-tour-untranslated-390.png') });

  // The destination guides carry their own German and French (decision 232): no note, nothing
  // marked English. A guide a language lacks is marked as above (DestinationGuidePage.fallback.test).
  const guide = await (await request.get('/fr/destinations/serengeti')).text();
  expect(guide).not.toContain('Ce guide n’est pas encore disponible en français');
  expect(guide).toMatch(/<div[^>]*>\s*<p>Les Maasaï appelaient ce pays siringet/);
  expect(guide).not.toContain('lang="en"><p>');
  expect(await (await request.get('/destinations/serengeti')).text()).not.toContain('lang="en"><p>');
});

test('a booking of a tour with a German title shows it on /de/my-bookings; the heart names it in German', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(3 * 60_000);
  const base = findTour('manyara-safari');
  if (!base) throw new Error('missing tour');
  const token = uniqueToken();
  const slug = `e2e-${token}-gebucht`;
  const englishTitle = `Manyara booked ${token}`;
  const germanTitle = `Manyara gebucht ${token}`;
  const admin = await adminClient();

  // A tour with a German title, published through the API (the first test drives the editor).
  await publishNewTour(admin, 111, {
    ...base,
    slug,
    title: englishTitle,
    featured: false,
    translations: { de: { title: germanTitle } },
  });
  // /de/my-bookings carries the published summaries in German, like every page (its data block).
  await htmlOnceReady(request, '/de/my-bookings', (_, html) => html.includes(germanTitle));

  // The heart names the tour as its card and page do: in German.
  await page.goto('/de/tours');
  const germanCard = page
    .getByRole('list', { name: 'Touren' })
    .getByRole('article')
    .filter({ hasText: germanTitle });
  await expect(
    germanCard.getByRole('button', { name: `${germanTitle} zu den Favoriten hinzufügen` }),
  ).toBeVisible();
  await page.goto(`/de/tour/${slug}`);
  await expect(
    page.getByRole('button', { name: `${germanTitle} zu den Favoriten hinzufügen` }),
  ).toBeVisible();

  // A traveller's booking of that tour (its name stored in English, as the panel sends it), a
  // booking of a tour nobody translated, and a custom request (no tour).
  const user = await createPlainUser('gebucht');
  const client = await signedInClient(user.email, user.password);
  const { data: published } = await admin.rpc('published_catalogue');
  const untranslated = (
    published as { tours: { slug: string; title: string; translations?: unknown }[] }
  ).tours.find((tour) => !tour.translations && !tour.slug.startsWith('e2e-'));
  if (!untranslated) throw new Error('every seeded tour is translated');
  const book = async (booking: Record<string, unknown>) => {
    const start = arushaDay(90);
    const { data, error: bookingError } = await client.rpc('request_booking', {
      booking: {
        user_id: user.id,
        tour_date: start,
        end_date: start,
        adults: 2,
        youths: 0,
        customer_name: `Jürgen Weiß ${token}`,
        customer_email: user.email,
        customer_phone: '+49 151 2345 6789',
        language: 'de',
        ...booking,
      },
      request_key: crypto.randomUUID(),
    });
    if (bookingError) throw new Error(`request_booking failed: ${bookingError.message}`);
    const reference = (Array.isArray(data) ? data[0] : data)?.reference;
    if (typeof reference !== 'string') throw new Error(`no reference in ${JSON.stringify(data)}`);
    return reference;
  };
  const translatedBooking = await book({ tour_name: englishTitle, tour_slug: slug });
  const untranslatedBooking = await book({ tour_name: untranslated.title, tour_slug: untranslated.slug });
  const customBooking = await book({
    tour_name: 'Custom safari',
    tour_slug: null,
    tour_types: ['hiking'],
    destinations: ['zanzibar'],
    budget: 'mid-range',
    safari_type: 'private',
  });
  const { data: custom } = await admin
    .from('bookings')
    .select('tour_name')
    .eq('reference', customBooking)
    .single();
  const customName = custom?.tour_name ?? '';
  expect(customName).not.toBe('');

  const nameOf = (reference: string) =>
    page
      .locator(`[data-testid="my-booking"][data-reference="${reference}"]`)
      .getByRole('heading', { level: 2 });
  await signInBrowser(page, user.email, user.password);
  await page.goto('/de/my-bookings');
  // The tour's German title; the untranslated tour and the custom request keep the stored name.
  await expect(nameOf(translatedBooking)).toHaveText(germanTitle);
  await expect(nameOf(untranslatedBooking)).toHaveText(untranslated.title);
  await expect(nameOf(customBooking)).toHaveText(customName);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('de-my-bookings-390.png'), fullPage: true });
  // The English page shows the name the booking recorded.
  await page.goto('/my-bookings');
  await expect(nameOf(translatedBooking)).toHaveText(englishTitle);
  await expect(nameOf(untranslatedBooking)).toHaveText(untranslated.title);
});

test('German facts, excluded items, day texts and the cancellation note typed in the editor reach the German page; recognised facts are worded there', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(3 * 60_000);
  const base = findTour('manyara-safari');
  if (!base) throw new Error('missing tour');
  const token = uniqueToken();
  const slug = `e2e-${token}-fakten`;
  const vehicle = `Land Cruiser mit Hubdach ${token}`;
  const admin = await adminClient();

  // A tour with a fact the tour page knows no phrase for, published untranslated: on the German
  // page that fact is English and marked; 'Duration' is worded in German by its phrase.
  const facts = [...base.facts, { label: 'Vehicle', value: 'Land Cruiser with a pop-up roof' }];
  await publishNewTour(admin, 112, {
    ...base,
    slug,
    title: `Manyara facts ${token}`,
    featured: false,
    facts,
  });
  let html = await htmlOnceReady(request, `/de/tour/${slug}`, (status) => status === 200);
  expect(html).toMatch(/<p[^>]*lang="en"[^>]*>Vehicle<\/p>/);
  expect(html).toMatch(/<p[^>]*>Dauer<\/p>/);

  // Staff translate the unknown fact and give 'Duration' a label of their own, on a phone.
  await signInBrowser(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`/admin/tours/${slug}`);
  const translations = page.getByTestId('translations');
  await translations.scrollIntoViewIfNeeded();
  await translations.getByRole('button', { name: /Translations/ }).click();
  const label = translations.getByLabel('Fact 6 German label', { exact: true });
  const value = translations.getByLabel('Fact 6 German value', { exact: true });
  await expect(label).toBeVisible();
  const pair = (box: typeof label) => box.locator('xpath=ancestor::div[contains(@class, "grid")][1]');
  await expect(pair(label)).toContainText('Vehicle');
  await expect(pair(label)).toContainText('Missing translation');
  await expect(pair(value)).toContainText('Land Cruiser with a pop-up roof');
  await label.fill('Fahrzeug');
  await value.fill(vehicle);
  await expect(pair(label)).not.toContainText('Missing translation');
  await translations.getByLabel('Fact 1 German label', { exact: true }).fill('Reisedauer');
  // Decision 240: an excluded item, day 1's destination, accommodation and second tag, the note.
  const tag = translations.getByLabel('Day 1 German highlight 2', { exact: true });
  await expect(pair(tag)).toContainText('Hippo pool');
  await expect(pair(tag)).toContainText('Missing translation');
  await tag.fill('Flusspferdbecken');
  await translations.getByLabel('Day 1 German destination', { exact: true }).fill(GERMAN_DAY.destination);
  await translations.getByLabel('Day 1 German accommodation', { exact: true }).fill(GERMAN_DAY.accommodation);
  await translations.getByLabel('German excluded item 2', { exact: true }).fill('Trinkgelder');
  await translations.getByLabel('German cancellation note', { exact: true }).fill(GERMAN_NOTE);
  await label.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('editor-fact-translations-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await label.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: testInfo.outputPath('editor-fact-translations-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.locator('.ant-notification-notice', { hasText: 'Tour Saved' })).toBeVisible();
  const { data: draft } = await admin.from('catalogue_tours').select('tour').eq('slug', slug).single();
  // Blank boxes are not saved: fact 1 has only its label, facts 2 to 5 nothing.
  expect((draft?.tour as { translations?: unknown } | undefined)?.translations).toEqual({
    de: {
      facts: [{ label: 'Reisedauer' }, {}, {}, {}, {}, { label: 'Fahrzeug', value: vehicle }],
      itinerary: [{ ...GERMAN_DAY, highlights: ['', 'Flusspferdbecken'] }],
      excluded: ['', 'Trinkgelder'],
      cancellationNote: GERMAN_NOTE,
    },
  });
  const { error: secondPublish } = await admin.rpc('publish_catalogue', {
    note: `e2e: German facts ${slug}`,
  });
  if (secondPublish) throw new Error(`publish failed: ${secondPublish.message}`);

  // Within 60 s the prerendered German page shows staff's words, unmarked; the label they wrote
  // wins over the phrase ('Dauer'); '4 Days' is still worded by its phrase, and 'Arusha', neither
  // translated nor a phrase, stays English and marked.
  html = await htmlOnceReady(request, `/de/tour/${slug}`, (_, body) => body.includes(vehicle));
  expect(html).toMatch(/<p[^>]*>Fahrzeug<\/p>/);
  expect(html).not.toMatch(/lang="en"[^>]*>Fahrzeug/);
  expect(html).toMatch(new RegExp(`<p[^>]*>${vehicle}</p>`));
  expect(html).toMatch(/<p[^>]*>Reisedauer<\/p>/);
  expect(html).not.toMatch(/>Dauer<\/p>/);
  expect(html).toMatch(/<p[^>]*>4 Tage<\/p>/);
  expect(html).toMatch(/<p[^>]*lang="en"[^>]*>Arusha<\/p>/);
  // Day 1 (open on the page as served): staff's texts unmarked, its untranslated tags English.
  expect(html).toMatch(/<li(?![^>]*lang=)[^>]*>Flusspferdbecken<\/li>/);
  expect(html).toMatch(/<li[^>]*lang="en"[^>]*>Groundwater forest<\/li>/);
  expect(html).toContain(`<dd>${GERMAN_DAY.destination}</dd>`);
  expect(html).toContain(`<dd>${GERMAN_DAY.accommodation}</dd>`);
  expect(html).toMatch(new RegExp(`<p class="[^"]*">${GERMAN_NOTE}</p>`));
  // The French page has no French facts: its phrases, and the unknown fact in English.
  const french = await (await request.get(`/fr/tour/${slug}`)).text();
  expect(french).not.toContain(vehicle);
  expect(french).toMatch(/<p[^>]*lang="en"[^>]*>Vehicle<\/p>/);

  const factsBox = page.getByRole('list', { name: 'Eckdaten der Tour' });
  const excludedItem = (text: string) => page.locator('main li', { hasText: text });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`/de/tour/${slug}`);
    await expect(factsBox.getByText('Fahrzeug', { exact: true })).toBeVisible();
    await expect(factsBox.getByText(vehicle)).not.toHaveAttribute('lang', 'en');
    await factsBox.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`german-tour-facts-${width}.png`) });
    // The excluded items: staff's German unmarked, the rest English and marked.
    await expect(excludedItem('Trinkgelder')).not.toHaveAttribute('lang', 'en');
    await expect(excludedItem('Towel')).toHaveAttribute('lang', 'en');
    await expect(page.getByText(GERMAN_NOTE)).not.toHaveAttribute('lang', 'en');
    // Day 2, untranslated: its texts English and marked; nothing English anywhere unmarked.
    await page.getByRole('tab', { name: 'Tag 2' }).click();
    await expect(page.getByText('Naabi Hill viewpoint')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Serengeti National Park', { exact: true })).toHaveAttribute('lang', 'en');
    expect(await unmarkedEnglish(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`german-tour-${width}.png`), fullPage: true });
  }
});
