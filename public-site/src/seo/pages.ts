import { publicRoutes } from '@safari/shared-domain/catalogue';

/**
 * Public pages that ask search engines not to list them (decision 097): the sign-in page is no
 * answer to anyone's search, and /search is the site's own search results (without a query it
 * repeats /tours, which is the page to list). Both are still prerendered and may be shared.
 */
export const NOINDEX_ROUTES: readonly string[] = ['/search', '/auth'];

/** The pages `sitemap.xml` lists: every public page of the published tours except the ones above. */
export function sitemapRoutes(tours: readonly { readonly slug: string }[]): string[] {
  return publicRoutes(tours).filter((route) => !NOINDEX_ROUTES.includes(route));
}

/** The page a location names: no query or fragment, no trailing slash ('/' stays '/'). */
export function pagePath(pathname: string): string {
  const path = pathname.replace(/[?#].*$/s, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
