import { escapeMarkup } from './escape.ts';

// sitemap.xml and robots.txt of the public site (issue 14, decision 097). The origin is where the
// site is served, known only there, so both are made at serve time from these functions.

function siteOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** The sitemaps.org protocol's urlset: one absolute <loc> per page. */
export function sitemapXml(origin: string, routes: readonly string[]): string {
  const base = siteOrigin(origin);
  const urls = routes.map((route) => `  <url><loc>${escapeMarkup(`${base}${route}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled except the admin dashboard; names the sitemap. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /admin', '', `Sitemap: ${siteOrigin(origin)}/sitemap.xml`, ''].join(
    '\n',
  );
}
