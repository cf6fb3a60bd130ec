import { getSiteSettings } from '@safari/shared-domain';
import { type RemoteAppProps, recordSharedModules } from '@safari/shared-ui';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import './styles.css';

recordSharedModules('publicSite');

/** The visitor routes, relative to wherever the shell mounts this remote. */
export default function PublicSiteApp({ notFound }: RemoteAppProps) {
  return (
    <div data-remote="public-site" className="min-h-screen bg-stone-50 text-stone-900">
      <Routes>
        <Route index element={<Home />} />
        <Route path="*" element={notFound} />
      </Routes>
    </div>
  );
}

function Home() {
  const settings = getSiteSettings();
  useEffect(() => {
    document.title = `${settings.brandName} · Tanzania safaris and tours`;
  }, [settings.brandName]);
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center px-4 text-center">
      <h1 className="text-4xl font-bold">Road to Memorable African Adventures</h1>
      <p className="mt-4 text-lg text-stone-600">{settings.tagline}</p>
    </main>
  );
}
