import notFoundTexts from 'virtual:messages/not-found';
import { useLocalPath, useMessages, usePageMeta } from '@safari/shared-ui';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type notFound from '../../messages/en/not-found.json';

/** The page for an address the site does not have, in the language of its address (issue 41). */
export default function NotFoundPage() {
  const t = useMessages<typeof notFound>(notFoundTexts);
  const local = useLocalPath();
  const location = useLocation();
  useEffect(() => {
    console.error('404: no page at', location.pathname);
  }, [location.pathname]);
  usePageMeta(t('metaTitle'), t('metaDescription'));
  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-100 px-4">
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold text-stone-900">404</h1>
        <p className="mb-4 text-xl text-stone-600">{t('heading')}</p>
        <Link
          to={local('/')}
          className="font-medium text-amber-800 underline underline-offset-4 hover:text-amber-950"
        >
          {t('home')}
        </Link>
      </div>
    </main>
  );
}
