import {
  exposeModuleIdentity,
  fetchRuntimeConfig,
  getRuntimeConfig,
  setRuntimeConfig,
} from '@safari/shared-domain';
import * as React from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as ReactRouterDom from 'react-router-dom';
import * as zustand from 'zustand';
import { App } from './App.tsx';
import { ConfigError } from './pages/ConfigError.tsx';
import { configureRemotes } from './remotes/remote-loader.ts';
import './styles.css';

exposeModuleIdentity('shell', { react: React, reactRouterDom: ReactRouterDom, zustand, getRuntimeConfig });

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
      <ReactRouterDom.BrowserRouter>
        <App />
      </ReactRouterDom.BrowserRouter>
    </StrictMode>,
  );
}

void start();
