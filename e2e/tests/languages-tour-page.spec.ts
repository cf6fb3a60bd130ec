// A tour page in German and French (issue 41): the prerendered German page on a phone without
// JavaScript is German from its interface texts to its price (catalogue content, the tour's
// title and prose, stays as the catalogue has it), with its language and its alternates; the
// French page's booking panel, with JavaScript, has a French calendar and French amounts.
import type { Page } from '@playwright/test';
import { arushaDay } from '../support/forms.ts';
import { expect, test } from '../support/test.ts';

const SLUG = 'serengeti-migration';
/** A German dollar amount: '2.970 $' (a no-break space before the sign). */
const GERMAN_USD = /^\d{1,3}(\.\d{3})*\u00a0\$$/;
/** A French one: '2 970 $US' (narrow no-break spaces between thousands). */
const FRENCH_USD = /^\d{1,3}(\u202f\d{3})*\u00a0\$US$/;
const FRENCH_MONTHS =
  /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/;

test.describe('the German tour page without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('is German, priced in German, with its language and alternates', async ({ page }) => {
    await page.goto(`/de/tour/${SLUG}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const alternate = (language: string) => page.locator(`link[rel="alternate"][hreflang="${language}"]`);
    await expect(alternate('en')).toHaveAttribute('href', new RegExp(`/tour/${SLUG}$`));
    await expect(alternate('fr')).toHaveAttribute('href', new RegExp(`/fr/tour/${SLUG}$`));
    await expect(alternate('de')).toHaveAttribute('href', new RegExp(`/de/tour/${SLUG}$`));

    // The page's own words.
    const summary = page.getByRole('region', { name: 'Preis und Buchung' });
    await expect(summary.getByRole('link', { name: 'Diese Tour buchen' })).toHaveAttribute('href', '#book');
    await expect(summary).toContainText('pro Person');
    await expect(page.getByRole('heading', { name: 'Überblick', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reiseverlauf', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Im Preis inbegriffen', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Tag 1' })).toBeVisible();
    await expect(page.getByText('Serengeti-Nationalpark, Tansania')).toBeVisible();
    const facts = page.getByRole('list', { name: 'Eckdaten der Tour' });
    await expect(facts).toContainText('Dauer');
    await expect(facts).toContainText('8 Tage');
    await expect(facts).toContainText('Bis zu 5 Personen');

    // The price, written as Germans write it: 'Ab 2.970 $'.
    const from = (await summary.locator('span.text-2xl').textContent()) ?? '';
    expect(from).toMatch(/^Ab /);
    expect(from.slice(3)).toMatch(GERMAN_USD);

    // The panel: its labels, its amounts, no English interface word.
    const panel = page.locator('#book');
    await expect(panel.getByRole('heading', { name: 'Diese Tour buchen', exact: true })).toBeVisible();
    await expect(panel.locator('#date')).toHaveText('Datum wählen');
    await expect(panel.getByText('Erwachsene', { exact: true })).toBeVisible();
    await expect(panel.getByText('Jugendliche', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Jetzt buchen' })).toBeVisible();
    await expect(panel.getByTestId('booking-rate')).toContainText('Standardtarif');
    await expect(panel.getByTestId('booking-rate')).toContainText('1 Erwachsener ×');
    expect(await panel.getByTestId('booking-total').textContent()).toMatch(GERMAN_USD);
    for (const english of ['Book Now', 'per person', 'Adults', 'Total', 'Default rate', 'Itinerary']) {
      await expect(page.locator('main').getByText(english, { exact: true })).toHaveCount(0);
    }

    // No date is shown before one is chosen; the page is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

/** The French calendar's day `day` (YYYY-MM-DD), turning the months with its French buttons. */
async function pickFrenchDay(page: Page, day: string): Promise<void> {
  await page.locator('#date').click();
  const dialog = page.getByRole('dialog', { name: 'Choisir une date' });
  await expect(dialog).toBeVisible();
  const cell = dialog.locator(`[data-day="${day}"] button`);
  for (let i = 0; i < 3 && !(await cell.isVisible()); i += 1) {
    await expect(dialog.getByRole('grid').first()).toHaveAccessibleName(FRENCH_MONTHS);
    await dialog.getByRole('button', { name: 'Mois suivant' }).click();
  }
  // The month and the weekdays are French; the day's name too.
  await expect(dialog.getByRole('grid').first()).toHaveAccessibleName(FRENCH_MONTHS);
  await expect(dialog.getByText(FRENCH_MONTHS)).toBeVisible();
  await expect(dialog.locator('th').first()).toHaveText('lun.');
  await cell.click();
  await expect(dialog).toBeHidden();
}

test('the French booking panel has a French calendar and a French total', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/fr/tour/${SLUG}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const panel = page.locator('#book');
  await panel.scrollIntoViewIfNeeded();
  const day = arushaDay(45);
  await pickFrenchDay(page, day);

  // The chosen day in French ('04 juil. 2026'), in the field and in the rate's heading.
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const french = new Intl.DateTimeFormat('fr-FR', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, date));
  await expect(panel.locator('#date')).toHaveText(french);
  await expect(panel.getByTestId('booking-rate')).toContainText(`pour le ${french}`);

  // Two adults: the total follows, written as the French write it.
  const before = (await panel.getByTestId('booking-total').textContent()) ?? '';
  expect(before).toMatch(FRENCH_USD);
  await panel.getByRole('button', { name: 'Plus d’adultes' }).click();
  await expect(panel.getByTestId('booking-total')).not.toHaveText(before);
  expect(await panel.getByTestId('booking-total').textContent()).toMatch(FRENCH_USD);
  await expect(panel.getByTestId('booking-rate')).toContainText('2 adultes ×');
  await expect(panel.getByText('Total', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Réserver', exact: true })).toBeVisible();
});
