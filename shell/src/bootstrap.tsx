import { fetchRuntimeConfig, setRuntimeConfig } from '@safari/shared-domain';
import { recordSharedModules } from '@safari/shared-ui';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { CONFIG_URL, takeEarlyConfigRequest } from './early-config.ts';
import { ConfigError } from './pages/on-demand.tsx';
import { configureRemotes } from './remotes/remote-loader.ts';
import { makeZodJitless } from './zod-jitless.ts';
import './styles.css';

recordSharedModules('shell');

// Before any remote's zod runs: the CSP forbids the eval zod would otherwise probe for.
makeZodJitless();

const container = document.getElementById('root') as HTMLElement;

/**
 * A page the server composed from a prerendered fragment (decision 098) arrives with the remote's
 * markup already in #root: React takes it over (hydrates) instead of painting it again. /admin and
 * pages served without a fragment start empty and are rendered here.
 */
const prerendered = container.hasAttribute('data-prerendered');

async function start() {
  try {
    // Usually already answered: the first script asked for it (decision 173).
    const config = await fetchRuntimeConfig(CONFIG_URL, takeEarlyConfigRequest());
    setRuntimeConfig(config);
    configureRemotes(config.remotes);
  } catch (error) {
    console.error('[shell] cannot start without /config.json', error);
    // The prerendered page stays readable; only a page with nothing to show says so.
    if (!prerendered) createRoot(container).render(<ConfigError onRetry={() => window.location.reload()} />);
    return;
  }
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  if (prerendered) {
    // As a transition: React then hydrates in slices of a few milliseconds, yielding to the
    // browser between them, instead of in one task that blocks a tap for as long as it runs
    // (Lighthouse's total blocking time, issue 40). The page is on screen meanwhile.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError(error) {
          console.warn('[shell] hydration mismatch: React re-rendered the page', error);
        },
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
