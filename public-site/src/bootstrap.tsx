import { loadStandaloneRuntimeConfig } from '@safari/shared-domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './App.tsx';
import { adoptPublishedCatalogue } from './catalogue/adopt-catalogue.ts';

// Runs only when this remote is opened on its own (its team's daily work), never in the shell.
const config = await loadStandaloneRuntimeConfig();
if (!config.supabase.anonKey) {
  // No backend to read the published catalogue from: the first catalogue, the database's
  // version 1, so the pages can be worked on alone (decision 127).
  const { FIRST_PUBLISHED_CATALOGUE } = await import('@safari/shared-domain/catalogue-admin');
  adoptPublishedCatalogue(FIRST_PUBLISHED_CATALOGUE);
}
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <App notFound={<p className="p-8 text-center">404 · Oops! Page not found</p>} />
    </BrowserRouter>
  </StrictMode>,
);
