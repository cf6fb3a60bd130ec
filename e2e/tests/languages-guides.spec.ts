import type { Page } from '@playwright/test';
import { expect, test, untilHydrated } from '../support/test.ts';

// Issue 41, decision 232: the destination guides and their cards in German and French, in the
// prerendered HTML (so no English flashes before the scripts run) and after hydration, with no
// note that the guide is untranslated and nothing marked English.

const GUIDES = [
  {
    address: '/de/destinations/serengeti',
    title: 'Serengeti-Nationalpark',
    picture: 'og/de/guide-serengeti.png',
    crumb: 'Serengeti',
    texts: [
      'Die endlosen Ebenen im Norden Tansanias',
      'Die Serengeti umfasst rund 14.750 Quadratkilometer Kurzgrasebene',
      'Leoparden in den Leberwurstbäumen des Seronera-Tals',
      'Trockenzeit und Überquerungen des Mara-Flusses',
    ],
    english: 'The Maasai called this country siringet',
    notes: ['Reiseführer ist noch nicht auf Deutsch', 'Einige Texte dieses Reiseführers'],
  },
  {
    address: '/fr/destinations/kilimanjaro',
    title: 'Mont Kilimandjaro',
    picture: 'og/fr/guide-kilimanjaro.png',
    crumb: 'Kilimandjaro',
    texts: [
      'Debout sur le toit de l’Afrique',
      'jusqu’à l’Uhuru Peak, à 5\u202f895 mètres d’altitude',
      'Voie Machame',
      'Voir les derniers glaciers du sommet tant qu’ils existent encore',
    ],
    english: 'Kilimanjaro rises alone from the plains near Moshi',
    notes: ['Ce guide n’est pas encore disponible', 'Certains textes de ce guide'],
  },
] as const;

async function expectTranslated(page: Page, guide: (typeof GUIDES)[number]) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
  for (const text of guide.texts) await expect(page.getByText(text).first()).toBeVisible();
  await expect(page.getByText(guide.english)).toHaveCount(0);
  for (const note of guide.notes) await expect(page.getByText(note)).toHaveCount(0);
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
}

for (const guide of GUIDES) {
  test.describe(guide.address, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('is prerendered in its language: readable without JavaScript', async ({ browser, request }) => {
      const html = await (await request.get(guide.address)).text();
      expect(html).toContain(guide.texts[1]);
      expect(html).not.toContain(guide.english);
      expect(html).not.toMatch(/<main[\s\S]*lang="en"/);
      // Its description for search engines and link previews comes from the translated card.
      expect(html).toMatch(/<meta name="description" content="[^"]*(Grasland|volcan)/);
      // Its share picture is the language's, drawn with the guide's own title (decision 234).
      expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${guide.picture}"`));
      // Its breadcrumb names it as the page's language does.
      expect(html).toContain(`"position":3,"name":"${guide.crumb}"`);
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      await page.goto(guide.address);
      await expectTranslated(page, guide);
      await context.close();
    });

    test('stays in its language once hydrated, without warnings, shift or overflow', async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.addInitScript(() => {
        const state = window as unknown as { __shift: number };
        state.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            state.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(guide.address);
      await untilHydrated(page);
      await page.waitForLoadState('networkidle');
      await expectTranslated(page, guide);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
      expect(problems).toEqual([]);
    });
  });
}

test('the German destinations index shows the cards in German', async ({ page, request }) => {
  const german = 'Fünfzehntausend Quadratkilometer offenes Grasland';
  expect(await (await request.get('/de/destinations')).text()).toContain(german);
  await page.goto('/de/destinations');
  await untilHydrated(page);
  await expect(page.getByText(german)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sansibar' })).toHaveAttribute(
    'href',
    '/de/destinations/zanzibar',
  );
  await expect(page.getByRole('list', { name: /Kilimandscharo/ })).toContainText('Uhuru Peak, 5.895\u00a0m');
  await expect(page.getByText('Fifteen thousand square kilometres')).toHaveCount(0);
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
});

test('English guide pages fetch no other language’s texts', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('/destinations/zanzibar');
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(
    page.getByText('Zanzibar lies about 35 kilometres off the Tanzanian coast.', { exact: false }),
  ).toBeVisible();
  expect(fetched.filter((url) => /destination(s|-guides)\.(de|fr)-/.test(url))).toEqual([]);
});
