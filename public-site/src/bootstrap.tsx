import { loadStandaloneRuntimeConfig } from '@safari/shared-domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import App from './App.tsx';

// Runs only when this remote is opened on its own (its team's daily work), never in the shell.
await loadStandaloneRuntimeConfig();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <App notFound={<p className="p-8 text-center">404 · Oops! Page not found</p>} />
    </BrowserRouter>
  </StrictMode>,
);
