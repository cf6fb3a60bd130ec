import { screenshots } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

// The listing, search, destination, about and legal pages in German and French on a phone: their
// headings and texts in the page's language, <html lang>, nothing wider than the screen (German
// words are long), and every link inside the page staying in the language (issue 41).

interface LanguagePage {
  path: string;
  lang: 'de' | 'fr';
  heading: string;
  texts: (string | RegExp)[];
}

const PAGES: LanguagePage[] = [
  {
    path: '/de/tours',
    lang: 'de',
    heading: 'Touren & Pakete',
    texts: ['9 Touren gefunden', 'Alle Orte (9)', 'Sortieren nach', 'Ab 2.970 $', '8 Tage'],
  },
  {
    path: '/de/tours?location=zanzibar',
    lang: 'de',
    heading: 'Touren & Pakete',
    texts: ['0 Touren gefunden', 'Sansibar: noch keine festen Touren', 'Individuelle Safari planen'],
  },
  {
    path: '/fr/search?destination=serengeti',
    lang: 'fr',
    heading: 'Résultats de recherche',
    texts: [/\d+ aventures? trouvées?/, 'par personne', 'Parc national du Serengeti', 'Réserver'],
  },
  {
    path: '/de/destinations/serengeti',
    lang: 'de',
    heading: 'Serengeti-Nationalpark',
    texts: [
      'Höhepunkte',
      'Beste Reisezeit',
      'Bereit für die Serengeti?',
      'Serengeti-Touren ansehen',
      'Ballonfahrten bei Sonnenaufgang',
    ],
  },
  {
    path: '/fr/about',
    lang: 'fr',
    heading: 'À propos',
    texts: ['Bienvenue', 'Notre mission', 'Notre histoire', 'Nous contacter'],
  },
  {
    path: '/de/privacy',
    lang: 'de',
    heading: 'Datenschutzerklärung',
    texts: ['Zuletzt aktualisiert am 15. Jan. 2026', 'Welche Daten wir erheben', 'Ihre Rechte'],
  },
];

test.describe('pages in German and French on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const check of PAGES) {
    test(`${check.path} is in its language and fits the screen`, async ({ page }) => {
      await page.goto(check.path);
      await expect(page.locator('html')).toHaveAttribute('lang', check.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(check.heading);
      const main = page.locator('main');
      for (const text of check.texts) await expect(main.getByText(text).first()).toBeVisible();
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.document).toBeLessThanOrEqual(widths.viewport);
      // Every link of the page but the language switch's (which leads to the other languages).
      const hrefs = await page
        .locator('a[href^="/"]:not([hreflang])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      const home = `/${check.lang}`;
      expect(hrefs.filter((href) => href !== home && !href.startsWith(`${home}/`))).toEqual([]);
    });
  }

  test('the German listing’s calendar names its months and buttons in German', async ({ page }) => {
    await page.goto('/de/tours');
    await page.getByRole('button', { name: /Reisedaten/ }).click();
    await expect(page.getByRole('button', { name: 'Nächster Monat' })).toBeVisible();
    await expect(
      page.getByRole('grid', {
        name: /^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/,
      }),
    ).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Touren & Pakete');
  });

  test('the German listing and the French privacy policy, screenshots at phone and desktop width', async ({
    page,
  }) => {
    await page.goto('/de/tours');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Touren & Pakete');
    // The browser speaks English: the bar suggesting the English page is dismissed (and stays so).
    await page.getByRole('button', { name: 'No thanks' }).click();
    await screenshots(page, 'de-tours');
    await page.goto('/fr/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
    await screenshots(page, 'fr-privacy');
  });
});
