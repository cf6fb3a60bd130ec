import { matchPath } from 'react-router-dom';

/**
 * Which page module each route of App.tsx loads, so the prerendered HTML can announce that chunk
 * (modulepreload) with the App. Keep in step with App.tsx's routes (`page-modules.test.ts`).
 */
const PAGE_MODULES: readonly (readonly [pattern: string, module: string])[] = [
  ['/', 'src/pages/HomePage.tsx'],
  ['/tours', 'src/pages/ToursPage.tsx'],
  ['/search', 'src/pages/SearchPage.tsx'],
  ['/destinations', 'src/pages/DestinationsPage.tsx'],
  ['/destinations/:id', 'src/pages/DestinationGuidePage.tsx'],
  ['/about', 'src/pages/AboutPage.tsx'],
  ['/privacy', 'src/pages/LegalPage.tsx'],
  ['/terms', 'src/pages/LegalPage.tsx'],
  ['/contact', 'src/pages/ContactPage.tsx'],
  ['/booking', 'src/pages/BookingPage.tsx'],
  ['/auth', 'src/pages/AuthPage.tsx'],
  ['/tour/:slug', 'src/pages/TourPage.tsx'],
  ['/my-bookings', 'src/pages/MyBookingsPage.tsx'],
];

/** The page an address this site has no page for shows (in the address's language). */
export const NOT_FOUND_MODULE = 'src/pages/NotFoundPage.tsx';

/** The page module of a route of this site, or null for an address it has no page for. */
export function pageModuleOf(pathname: string): string | null {
  for (const [pattern, module] of PAGE_MODULES) if (matchPath(pattern, pathname)) return module;
  return null;
}

/**
 * Pages of one visitor's own, prerendered in their neutral first state (the page fills in once
 * it knows who is there). Not public: they ask search engines not to list them.
 */
export const PERSONAL_ROUTES: readonly string[] = ['/my-bookings'];

/**
 * Pages App.tsx loads that no prerendered route shows: a traveller's proposal link is served as the
 * bare frame and drawn in the browser, never prerendered (decision 181).
 */
export const UNRENDERED_PAGE_MODULES: readonly string[] = ['src/pages/ProposalPage.tsx'];
