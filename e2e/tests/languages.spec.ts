import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LANGUAGES, type Language, localisedPath } from '@safari/shared-domain/i18n';
import { unmarkedEnglish } from '../support/english-text.ts';
import { PUBLIC_ROUTES } from '../support/routes.ts';
import { expect, test, untilHydrated } from '../support/test.ts';

// Issue 41: every public page in every language, as search engines and travellers get it.
// * The HTML of each page says its language, names its address in that language as canonical,
//   every language's address as an alternate and English as x-default, and carries none of the
//   English interface texts the catalogues translate.
// * In the browser each page hydrates without a warning and fits a 390 px phone, and shows no
//   English text outside an element marked `lang="en"` (whatever its source); the switch keeps
//   the page; a browser asking for German is offered the German page and never sent there.

const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');
const MESSAGES = join(import.meta.dirname, '..', '..', 'public-site', 'messages');
const NOINDEX = ['/search', '/auth'];

/** The catalogue texts of `language`, every area, key → text. */
function texts(language: Language): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(join(MESSAGES, language))) {
    const area = JSON.parse(readFileSync(join(MESSAGES, language, file), 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(area)) all.set(`${file}:${key}`, text);
  }
  return all;
}

/**
 * English interface texts a page in `language` must not show: those its translation words
 * differently, of two words or more, without arguments. Place names are left out: the English
 * catalogue content (a guide's prose) may name a park as English does.
 */
function englishLeftOut(language: Language): string[] {
  const english = texts('en');
  const translated = texts(language);
  return [...english]
    .filter(([key, text]) => !/:(place|location|destination)_/.test(key) && translated.get(key) !== text)
    .map(([, text]) => text)
    .filter((text) => !/[{}]/.test(text) && text.trim().split(/\s+/).length >= 2);
}

/**
 * What a visitor reads or hears on a page, piece by piece: each text between tags and each label
 * (aria-label, placeholder, title, alt), entities decoded. Whole pieces, so that an English word
 * inside catalogue content (a tour called "… Luxury Safari …") is not taken for interface text.
 */
function shownPieces(html: string): Set<string> {
  const body = html.slice(html.indexOf('<body')).replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ');
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/\s+/g, ' ')
      .trim();
  const pieces = new Set<string>();
  for (const [, text] of body.matchAll(/>([^<]+)</g)) pieces.add(decode(text ?? ''));
  for (const [, text] of body.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g))
    pieces.add(decode(text ?? ''));
  return pieces;
}

for (const language of TRANSLATED) {
  test(`every page in ${language}: its language, its addresses in every language, no English interface text`, async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const leftOut = englishLeftOut(language);
    expect(leftOut.length).toBeGreaterThan(10);
    for (const route of [...PUBLIC_ROUTES, '/no-such-page']) {
      const address = localisedPath(route, language);
      const response = await request.get(address);
      expect(response.status(), address).toBe(route === '/no-such-page' ? 404 : 200);
      const html = await response.text();
      expect(html, address).toMatch(new RegExp(`<html lang="${language}"`));
      const shown = shownPieces(html);
      expect(
        leftOut.filter((english) => shown.has(english)),
        `${address} shows English catalogue texts`,
      ).toEqual([]);
      if (route === '/no-such-page') continue;
      const origin = (baseURL ?? '').replace(/\/$/, '');
      for (const other of LANGUAGES) {
        expect(html, `${address} names its ${other} page`).toContain(
          `<link rel="alternate" hreflang="${other}" href="${origin}${localisedPath(route, other)}">`,
        );
      }
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}${route}">`);
      if (!NOINDEX.includes(route))
        expect(html).toContain(`<link rel="canonical" href="${origin}${address}">`);
    }
  });
}

test('the sitemap lists every page in every language, each naming the others', async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const origin = (baseURL ?? '').replace(/\/$/, '');
  for (const language of LANGUAGES)
    expect(xml).toContain(`<loc>${origin}${localisedPath('/tours', language)}</loc>`);
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="fr" href="${origin}/fr/tour/serengeti-migration"/>`,
  );
  expect(xml).not.toContain('/de/auth<');
});

/** Console warnings and errors of the page, to find hydration mismatches. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of TRANSLATED) {
    for (const route of PUBLIC_ROUTES) {
      const address = localisedPath(route, language);
      test(`${address} hydrates without warnings, shifts nothing and fits the screen`, async ({ page }) => {
        const problems = problemsOf(page);
        // The browser asks for English: the page offers it (LanguageSuggestion) without moving.
        await page.addInitScript(() => {
          const state = window as unknown as { __shift: number };
          state.__shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              state.__shift += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(address);
        await untilHydrated(page);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        await expect(page.getByTestId('language-suggestion')).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
        expect(await unmarkedEnglish(page), `${address} shows English that is not marked`).toEqual([]);
        expect(problems).toEqual([]);
      });
    }

    test(`every day of a tour page in ${language} marks what it shows in English`, async ({ page }) => {
      await page.goto(localisedPath('/tour/serengeti-migration', language));
      const days = page.getByRole('tab');
      expect(await days.count()).toBeGreaterThan(1);
      for (const day of await days.all()) {
        await day.click();
        await expect(day).toHaveAttribute('aria-selected', 'true');
        expect(await unmarkedEnglish(page), `${await day.textContent()}`).toEqual([]);
      }
    });
  }

  test('the language switch keeps the page', async ({ page }) => {
    await page.goto('/de/search?q=serengeti');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const switcher = page.getByRole('list', { name: 'Sprache' }).last();
    await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await switcher.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/search\?q=serengeti$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // A page opened by a link: its menu works once React has taken it over.
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('list', { name: 'Langue' }).last().getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/search\?q=serengeti$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('switching a tour page from German to French stays on the tour', async ({ page }) => {
    await page.goto('/de/tour/serengeti-migration');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('list', { name: 'Sprache' }).last().getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/tour\/serengeti-migration$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown address under /de is a German 404 that leads home in German', async ({ page }) => {
    const response = await page.goto('/de/keine-solche-seite');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Hoppla! Seite nicht gefunden')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
  });
});

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the menu offers the page in the other languages', async ({ page }) => {
    await page.goto('/de/tours');
    await page.getByTestId('menu-without-script').getByText('Menü').click();
    await page.getByRole('list', { name: 'Sprache' }).last().getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/tours$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('a browser that asks for German', () => {
  test.use({ locale: 'de-DE', viewport: { width: 390, height: 844 } });

  test('is offered the German page once, in German, and never sent there', async ({ page }) => {
    await page.goto('/tours');
    const offer = page.getByTestId('language-suggestion');
    await expect(offer).toContainText('Diese Seite gibt es auch auf Deutsch.');
    await expect(offer.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('href', '/de/tours');
    // The English page stays where it was asked for: a suggestion, not a redirect.
    expect(new URL(page.url()).pathname).toBe('/tours');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // It hides none of the page's top: the heading stays in view above it.
    const offerBox = await offer.boundingBox();
    const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(offerBox && headingBox && headingBox.y + headingBox.height <= offerBox.y).toBe(true);
    await offer.getByRole('button', { name: 'Nein, danke' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await untilHydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
  });

  test('is offered nothing on a German page', async ({ page }) => {
    await page.goto('/de/tours');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('language-suggestion')).toHaveCount(0);
  });
});
