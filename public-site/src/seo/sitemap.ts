import { DEFAULT_LANGUAGE, type Language, localisedPath } from '@safari/shared-domain/i18n';
import { escapeMarkup } from './escape.ts';

// sitemap.xml and robots.txt of the public site (issue 14, decision 097). The origin is where the
// site is served, known only there, so both are made at serve time from these functions.

function siteOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/**
 * The sitemaps.org protocol's urlset: one absolute <loc> per page and language, each naming the
 * same page in every language (and English as x-default) the way search engines read
 * alternates in a sitemap (issue 41).
 */
export function sitemapXml(
  origin: string,
  routes: readonly string[],
  languages: readonly Language[],
): string {
  const base = siteOrigin(origin);
  const address = (route: string, language: Language) =>
    escapeMarkup(`${base}${localisedPath(route, language)}`);
  const urls = routes.flatMap((route) => {
    const alternates = [
      ...languages.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${address(route, language)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(route, DEFAULT_LANGUAGE)}"/>`,
    ];
    return languages.map((language) =>
      [`  <url>`, `    <loc>${address(route, language)}</loc>`, ...alternates, '  </url>'].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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
