import { loadStandaloneRuntimeConfig } from '@safari/shared-domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AntdLayer } from './AntdLayer.tsx';
import { StaffSignIn } from './access/StaffSignIn.tsx';

// Runs only when this remote is opened on its own. It mounts under /admin as in the shell, so
// links behave the same in both; /auth is a bare sign-in form since the public site is absent.
await loadStandaloneRuntimeConfig();
// After the configuration: App.tsx starts the session as it is evaluated (decision 198).
const { default: App } = await import('./App.tsx');
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route
          path="/admin/*"
          element={<App notFound={<p className="p-8">404 · Oops! Page not found</p>} />}
        />
        <Route
          path="/auth"
          element={
            <AntdLayer>
              <div data-remote="admin-app">
                <StaffSignIn />
              </div>
            </AntdLayer>
          }
        />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
