import { NotFoundPage } from '@safari/shared-ui';
import { Route, Routes } from 'react-router-dom';
import { RemoteSlot } from './remotes/RemoteSlot.tsx';

// The shell owns the top-level paths: /admin/* is the admin remote, everything else is the
// public remote. Each remote renders its own relative routes beneath.
export function App() {
  const notFound = <NotFoundPage />;
  return (
    <Routes>
      <Route path="/admin/*" element={<RemoteSlot remote="adminApp" notFound={notFound} />} />
      <Route path="/*" element={<RemoteSlot remote="publicSite" notFound={notFound} />} />
    </Routes>
  );
}
