// Issue 14: every public page arrives as HTML and tells search engines and chat apps what it is.
// That each is hydrated rather than painted again, without warnings or layout shift, is checked
// in public-phones.spec.ts, on the same visit as its fit on phones and desktops.

import { findDestination, findTour, PUBLIC_ROUTES, TOURS } from '@safari/shared-domain/catalogue';
import { LANGUAGES, localisedPath } from '@safari/shared-domain/i18n';
import { expectCodeAfterContentfulPaint } from '../support/paint-timing.ts';
import { expect, test, untilHydrated } from '../support/test.ts';

const UNKNOWN = ['/no-such-page', '/tour/no-such-tour', '/destinations/atlantis'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PUBLIC_ROUTES) {
    test(`${route} shows its whole page from the HTML`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
      const heading = page.locator('h1').first();
      await expect(heading).toBeVisible();
      expect((await heading.textContent())?.trim().length).toBeGreaterThan(2);
      // The page's own text, not only the frame: more than the navigation and the footer say.
      // biome-ignore lint/performance/useDomNodeTextContent: the text a reader sees, hidden parts left out
      const mainText = (await page.locator('main').first().innerText()).trim();
      expect(mainText.length, 'text of <main>').toBeGreaterThan(80);
      // Navigation and footer links work without scripts.
      expect(await page.locator('header a[href="/tours"]').count()).toBeGreaterThan(0);
      expect(await page.locator('footer a[href="/privacy"]').count()).toBe(1);
      await expect(page).toHaveTitle(/\S/);
    });
  }

  test('a tour page carries its title, price, itinerary and pictures', async ({ page }) => {
    const tour = findTour('serengeti-migration');
    if (!tour) throw new Error('missing tour');
    await page.goto(`/tour/${tour.slug}`);
    await expect(page.locator('h1')).toHaveText(tour.title);
    await expect(page.locator('main')).toContainText(tour.itinerary[0]?.title ?? '');
    const pictures = page.locator('main img[src^="/images/tours/serengeti-migration/"]');
    expect(await pictures.count()).toBeGreaterThan(0);
  });

  test('a guide page carries its text', async ({ page }) => {
    const guide = findDestination('serengeti');
    if (!guide) throw new Error('missing guide');
    await page.goto(guide.path);
    await expect(page.locator('h1')).toHaveText(guide.heroTitle);
    await expect(page.locator('main')).toContainText('Best Time to Visit');
    expect(await page.locator('main img').count()).toBeGreaterThan(0);
  });

  for (const route of UNKNOWN) {
    test(`${route} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }
});

test('a page is usable as soon as it has hydrated: the mobile menu opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tours');
  await untilHydrated(page);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const menu = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
  await menuButton.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
});

test('the page paints its content before its code is asked for, then all of it comes at once (decisions 102, 220)', async ({
  page,
}) => {
  // The first animation frame's callback runs as the first frame is made, before it is painted.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      // Nothing is painted from half a page (decision 168): its last element is already parsed.
      (window as unknown as { __parsedAtFirstFrame: boolean }).__parsedAtFirstFrame =
        document.getElementById('page-end') !== null;
    });
  });
  await page.goto('/tour/serengeti-migration');
  await untilHydrated(page);
  // Chromium's paint timing: no script but the shell's first is asked for before the page's
  // content is on the screen (every public route is checked so in public-phones.spec.ts).
  const timing = await expectCodeAfterContentfulPaint(page);
  const loaded = await page.evaluate(() => ({
    parsedAtFirstFrame: (window as unknown as { __parsedAtFirstFrame?: boolean }).__parsedAtFirstFrame,
    firstPaintNeeds: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter(
        (entry) =>
          /\.css(\?|$)/.test(entry.name) || entry.name.includes('/images/tours/serengeti-migration/hero'),
      )
      .map((entry) => entry.startTime),
  }));
  expect(loaded.parsedAtFirstFrame, 'the whole page was parsed before the first frame').toBe(true);
  // Two style sheets and the hero picture; every script is asked for after them.
  expect(loaded.firstPaintNeeds.length).toBe(3);
  expect(Math.min(...timing.scripts.map((script) => script.start))).toBeGreaterThan(
    Math.max(...loaded.firstPaintNeeds),
  );
  // The head names every module of the page for the first script, and no script starts early.
  const html = await (await page.request.get('/tour/serengeti-migration')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
  const code = JSON.parse(
    /<script type="application\/json" id="page-code">(.*?)<\/script>/.exec(head)?.[1] ?? '{}',
  );
  expect(code.modules).toEqual(expect.arrayContaining([expect.stringMatching(/\/TourPage-[\w-]+\.js$/)]));
});

test('every script the start runs is named with the page, and /config.json is asked for first (decision 173)', async ({
  page,
}) => {
  // On a slow link each module found only when the one before it has run costs a round trip.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/config.json' || pathname.endsWith('.js')) asked.push(pathname);
  });
  await page.goto('/');
  await untilHydrated(page);
  const code = await page.evaluate(() =>
    JSON.parse(document.getElementById('page-code')?.textContent ?? '{}'),
  );
  const named = new Set(
    [code.entry, ...code.modules].map((module: string) => new URL(module, page.url()).pathname),
  );
  const scripts = asked.filter((pathname) => pathname.endsWith('.js') && !pathname.includes('/paint-first-'));
  expect(scripts.length).toBeGreaterThan(15);
  expect(scripts.filter((pathname) => !named.has(pathname))).toEqual([]);
  expect(asked.filter((pathname) => pathname === '/config.json')).toHaveLength(1);
  expect(asked.indexOf('/config.json')).toBeLessThan(asked.indexOf(scripts[0] ?? ''));
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('link previews and search engines', () => {
  for (const tour of TOURS) {
    test(`the share tags of /tour/${tour.slug} name the tour and its 1200×630 picture`, async ({
      page,
      request,
    }) => {
      const response = await request.get(`/tour/${tour.slug}`);
      const html = await response.text();
      await page.setContent(html.replace(/<script\b[^>]*><\/script>/g, ''), {
        waitUntil: 'domcontentloaded',
      });
      const meta = (selector: string) => page.locator(selector).getAttribute('content');
      expect(await meta('meta[property="og:title"]')).toBe(tour.title);
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      const image = await meta('meta[property="og:image"]');
      expect(image).toMatch(
        new RegExp(`^http://127\\.0\\.0\\.1:\\d+/.*og/tour-${tour.slug}-[0-9a-f]{8}\\.png$`),
      );
      const picture = await request.get(image ?? '');
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
      expect(pngSize(await picture.body())).toEqual({ width: 1200, height: 630 });
      // JSON-LD: the trip with its price in US dollars.
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const trip = blocks.map((text) => JSON.parse(text)).find((block) => block['@type'] === 'TouristTrip');
      expect(trip?.name).toBe(tour.title);
      expect(trip?.offers).toMatchObject({ priceCurrency: 'USD', price: tour.adultPrice });
    });
  }

  // Issue 41 (decision 234): a German or French page's preview is a picture in its language.
  for (const { page: address, english, alt } of [
    {
      page: '/de/tour/serengeti-migration',
      english: '/tour/serengeti-migration',
      alt: /: eine gezeichnete Safari-Szene mit dem Namen der Tour und /,
    },
    {
      page: '/fr',
      english: '/',
      alt: / : une illustration du Kilimandjaro avec une girafe et des éléphants$/,
    },
    {
      page: '/fr/destinations/serengeti',
      english: '/destinations/serengeti',
      alt: /^Parc national du Serengeti : un paysage illustré, avec le nom de la destination et /,
    },
  ]) {
    test(`${address} names its own 1200×630 picture, described in its language`, async ({ request }) => {
      const tags = async (path: string) => {
        const html = await (await request.get(path)).text();
        const tag = (key: string) =>
          new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? '';
        return { image: tag('og:image'), twitter: tag('twitter:image'), alt: tag('og:image:alt') };
      };
      const [own, theEnglish] = [await tags(address), await tags(english)];
      expect(own.image).toMatch(/\/og\/(de|fr)\/[a-z-]+(-[0-9a-f]{8})?\.png$/);
      expect(own.twitter).toBe(own.image);
      expect(own.image).not.toBe(theEnglish.image);
      expect(own.alt).toMatch(alt);
      expect(own.alt).not.toBe(theEnglish.alt);
      const [picture, englishPicture] = [await request.get(own.image), await request.get(theEnglish.image)];
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
      const bytes = await picture.body();
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      expect(bytes.equals(await englishPicture.body())).toBe(false);
    });
  }

  test('sitemap.xml lists exactly the public pages that ask to be listed, in every language', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    const indexable: string[] = [];
    for (const route of PUBLIC_ROUTES.flatMap((path) =>
      LANGUAGES.map((language) => localisedPath(path, language)),
    )) {
      const html = await (await request.get(route)).text();
      if (!/<meta name="robots" content="noindex">/.test(html)) indexable.push(route);
    }
    expect(indexable.length).toBeGreaterThan(15 * LANGUAGES.length);
    expect(listed.sort()).toEqual(indexable.sort());
  });

  test('robots.txt keeps /admin out and names the sitemap', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('an address with a trailing slash leads to the page without it', async ({ request }) => {
    const response = await request.get('/tours/?destination=serengeti', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/tours?destination=serengeti');
  });
});
