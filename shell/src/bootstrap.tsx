import { fetchRuntimeConfig, setRuntimeConfig } from '@safari/shared-domain';
import { recordSharedModules } from '@safari/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { ConfigError } from './pages/ConfigError.tsx';
import { configureRemotes } from './remotes/remote-loader.ts';
import './styles.css';

recordSharedModules('shell');

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
