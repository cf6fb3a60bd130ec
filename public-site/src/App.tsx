import commonTexts from 'virtual:messages/common';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOfPath } from '@safari/shared-domain/i18n';
import {
  LanguageContext,
  lazyWithRetry,
  PageSpinner,
  type RemoteAppProps,
  RetryCountProvider,
  recordSharedModules,
  useMessages,
} from '@safari/shared-ui';
import { type ReactElement, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type common from '../messages/en/common.json';
import { Footer } from './layout/Footer.tsx';
import { LanguageSuggestion } from './layout/LanguageSuggestion.tsx';
import { NavBar } from './layout/NavBar.tsx';
import { ToastSlot } from './layout/ToastSlot.tsx';
import './styles.css';

recordSharedModules('publicSite');

// Each page is its own chunk: the first visit to / fetches the layout and the home page only.
// A chunk that fails to download is tried again, and again after the shell's "Try again".
const HomePage = lazyWithRetry(() => import('./pages/HomePage.tsx'));
const ToursPage = lazyWithRetry(() => import('./pages/ToursPage.tsx'));
const SearchPage = lazyWithRetry(() => import('./pages/SearchPage.tsx'));
const DestinationsPage = lazyWithRetry(() => import('./pages/DestinationsPage.tsx'));
const DestinationGuidePage = lazyWithRetry(() => import('./pages/DestinationGuidePage.tsx'));
const AboutPage = lazyWithRetry(() => import('./pages/AboutPage.tsx'));
const LegalPage = lazyWithRetry(() => import('./pages/LegalPage.tsx'));
const TourPage = lazyWithRetry(() => import('./pages/TourPage.tsx'));
const ContactPage = lazyWithRetry(() => import('./pages/ContactPage.tsx'));
const BookingPage = lazyWithRetry(() => import('./pages/BookingPage.tsx'));
const AuthPage = lazyWithRetry(() => import('./pages/AuthPage.tsx'));
const MyBookingsPage = lazyWithRetry(() => import('./pages/MyBookingsPage.tsx'));
const ProposalPage = lazyWithRetry(() => import('./pages/ProposalPage.tsx'));
const NotFoundPage = lazyWithRetry(() => import('./pages/NotFoundPage.tsx'));

/** How long a link's #target may take to appear (its page is a lazy chunk on a slow phone). */
const TARGET_WAIT_MS = 10_000;

/**
 * A new page starts at the top; a link with a #target (the search results' 'Book Now' →
 * `/tour/<slug>#book`) scrolls to it once its page has rendered it. The router does neither.
 */
function ScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (pathname) scrolls too
  useEffect(() => {
    const arrived = firstPage.current;
    firstPage.current = false;
    if (!hash) {
      // The page the visitor arrived on was painted from HTML and may be scrolled already.
      if (!arrived) window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (performance.now() - started < TARGET_WAIT_MS) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}

/** Languages other than English, whose pages live under their prefix (/de/tours). */
const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** The layout around the pages, in the page's language. */
function Layout({ children }: { children: ReactNode }) {
  const t = useMessages<typeof common>(commonTexts);
  return (
    <div data-remote="public-site" className="flex min-h-screen flex-col bg-stone-50 text-stone-900">
      <a
        href="#content"
        className="sr-only z-[70] rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('skipToContent')}
      </a>
      <ScrollOnNavigation />
      <NavBar />
      <LanguageSuggestion />
      <div id="content" className="flex-1 pt-16">
        {children}
      </div>
      <Footer />
      <ToastSlot />
    </div>
  );
}

/**
 * The visitor routes, relative to wherever the shell mounts this remote: each page at its English
 * address and under each other language's prefix (issue 41).
 */
export default function PublicSiteApp({ retryCount = 0 }: RemoteAppProps) {
  const { language } = languageOfPath(useLocation().pathname);
  // A page the browser draws itself (no prerendered HTML) says its language too.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const page = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;
  // The site's own not-found page, in the address's language (the shell's is English).
  const notFound = <NotFoundPage />;
  const routes: ReactElement = (
    <Routes>
      <Route index element={page(<HomePage />)} />
      <Route path="tours" element={page(<ToursPage />)} />
      <Route path="search" element={page(<SearchPage />)} />
      <Route path="destinations" element={page(<DestinationsPage />)} />
      <Route path="destinations/:id" element={page(<DestinationGuidePage notFound={notFound} />)} />
      <Route path="about" element={page(<AboutPage />)} />
      <Route path="privacy" element={page(<LegalPage document="privacy" />)} />
      <Route path="terms" element={page(<LegalPage document="terms" />)} />
      <Route path="contact" element={page(<ContactPage />)} />
      <Route path="booking" element={page(<BookingPage />)} />
      <Route path="auth" element={page(<AuthPage />)} />
      <Route path="my-bookings" element={page(<MyBookingsPage />)} />
      <Route path="proposal/:token" element={page(<ProposalPage />)} />
      <Route path="tour/:slug" element={page(<TourPage notFound={notFound} />)} />
      {/* Inside a page boundary like every page: the not-found HTML is then the same for
                /no-such-page and /tour/no-such-tour, and one prerendered 404 hydrates on both. */}
      <Route path="*" element={page(notFound)} />
    </Routes>
  );
  return (
    <LanguageContext value={language}>
      <Layout>
        <RetryCountProvider value={retryCount}>
          <Routes>
            {PREFIXED_LANGUAGES.map((prefix) => (
              <Route key={prefix} path={`${prefix}/*`} element={routes} />
            ))}
            <Route path="*" element={routes} />
          </Routes>
        </RetryCountProvider>
      </Layout>
    </LanguageContext>
  );
}
