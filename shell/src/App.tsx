import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemoteSlot } from './remotes/RemoteSlot.tsx';

// The admin's page for an address it has no page for; fetched when shown. The public site shows
// its own, in the language of the address (issue 41).
const NotFoundPage = lazy(() => import('./pages/NotFound.tsx'));

// The shell owns the top-level paths: /admin/* is the admin remote, everything else is the
// public remote. Each remote renders its own relative routes beneath.
export function App() {
  const notFound = (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
  return (
    <Routes>
      <Route path="/admin/*" element={<RemoteSlot remote="adminApp" notFound={notFound} />} />
      <Route path="/*" element={<RemoteSlot remote="publicSite" notFound={notFound} />} />
    </Routes>
  );
}
