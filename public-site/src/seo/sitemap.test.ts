import { PUBLIC_ROUTES, TOURS } from '@safari/shared-domain/catalogue';
import { LANGUAGES, localisedPath } from '@safari/shared-domain/i18n';
import { describe, expect, it } from 'vitest';
import { NOINDEX_ROUTES, sitemapRoutes } from './pages.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const ORIGIN = 'https://safari.example';
const SITEMAP_ROUTES = sitemapRoutes(TOURS);

function locs(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
}

describe('sitemapXml', () => {
  it('lists exactly SITEMAP_ROUTES in every language, as absolute URLs on the origin', () => {
    expect(locs(sitemapXml(ORIGIN, SITEMAP_ROUTES, LANGUAGES))).toEqual(
      SITEMAP_ROUTES.flatMap((route) =>
        LANGUAGES.map((language) => `${ORIGIN}${localisedPath(route, language)}`),
      ),
    );
    expect(locs(sitemapXml(`${ORIGIN}/`, SITEMAP_ROUTES, LANGUAGES)).slice(0, 3)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/de`,
      `${ORIGIN}/fr`,
    ]);
  });

  it('names each page in every language and English as the default', () => {
    const doc = new DOMParser().parseFromString(sitemapXml(ORIGIN, ['/tours'], LANGUAGES), 'application/xml');
    const urls = [...doc.getElementsByTagName('url')];
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      expect(links).toEqual([
        ['en', `${ORIGIN}/tours`],
        ['de', `${ORIGIN}/de/tours`],
        ['fr', `${ORIGIN}/fr/tours`],
        ['x-default', `${ORIGIN}/tours`],
      ]);
    }
  });

  it('lists the published tours only: a hidden tour leaves the sitemap', () => {
    const without = sitemapRoutes(TOURS.filter((tour) => tour.slug !== 'tarangire-safari'));
    expect(without).not.toContain('/tour/tarangire-safari');
    expect(without).toHaveLength(SITEMAP_ROUTES.length - 1);
  });

  it('SITEMAP_ROUTES are the public pages less the noindex ones: every tour, no sign-in page', () => {
    expect(SITEMAP_ROUTES).toEqual(PUBLIC_ROUTES.filter((route) => !NOINDEX_ROUTES.includes(route)));
    for (const tour of TOURS) expect(SITEMAP_ROUTES).toContain(`/tour/${tour.slug}`);
    expect(SITEMAP_ROUTES).toContain('/booking');
    expect(SITEMAP_ROUTES).not.toContain('/auth');
    expect(SITEMAP_ROUTES).not.toContain('/search');
  });

  it('escapes the URLs', () => {
    const xml = sitemapXml(ORIGIN, ['/a&b<c>'], ['en']);
    expect(xml).toContain('/a&amp;b&lt;c&gt;');
    expect(locs(xml)).toEqual([`${ORIGIN}/a&b<c>`]);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of /admin only and names the sitemap', () => {
    const lines = robotsTxt(`${ORIGIN}/`).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /admin']);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
