import { fetchRuntimeConfig, setRuntimeConfig } from '@safari/shared-domain';
import { recordSharedModules } from '@safari/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { config as zodConfig } from 'zod/mini';
import { App } from './App.tsx';
import { ConfigError } from './pages/ConfigError.tsx';
import { configureRemotes } from './remotes/remote-loader.ts';
import './styles.css';

recordSharedModules('shell');

// zod compiles object parsers with `new Function` after probing whether eval works; the site's
// Content-Security-Policy forbids eval (shell/public/_headers) and the browser reports even the
// caught probe as a violation. zod keeps this setting on globalThis, so this one call, made before
// anything is parsed, also covers the copies of zod bundled in the remotes.
zodConfig({ jitless: true });

const root = createRoot(document.getElementById('root') as HTMLElement);

async function start() {
  try {
    const config = await fetchRuntimeConfig('/config.json');
    setRuntimeConfig(config);
    configureRemotes(config.remotes);
  } catch (error) {
    console.error('[shell] cannot start without /config.json', error);
    root.render(<ConfigError onRetry={() => window.location.reload()} />);
    return;
  }
  root.render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
