import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from './page-meta.ts';

/**
 * The page for an address the site does not have. The shell hands it to the remotes
 * (RemoteAppProps.notFound); the public site's prerender renders the same component, so the 404
 * page's HTML and its hydration agree.
 */
export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404: no page at', location.pathname);
  }, [location.pathname]);

  usePageMeta(
    'Page not found',
    'There is no page at this address. Return to the home page to browse our tours.',
  );

  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-100 px-4">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold text-stone-900">404</h1>
        <p className="mb-4 text-xl text-stone-600">Oops! Page not found</p>
        <Link to="/" className="font-medium text-amber-800 underline underline-offset-4 hover:text-amber-950">
          Return to Home
        </Link>
      </div>
    </main>
  );
}
