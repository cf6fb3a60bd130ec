import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedSingletons } from '../federation.shared.ts';

// A federated remote. `base: './'` makes every chunk load relative to the entry, so the built
// folder can be published at any URL and the shell finds it through /config.json alone.
// DEV_PORT lets the end-to-end run move the dev server (e2e/ports.ts).
const devPort = Number(process.env.DEV_PORT ?? 5175);

export default defineConfig(({ command }) => ({
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    federation({
      name: 'admin_app',
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: { './App': './src/App.tsx' },
      shared: sharedSingletons('admin-app'),
      shareStrategy: 'loaded-first',
      dts: false,
      // The built remote uses the shell's federation runtime instead of shipping a second copy;
      // the dev server (standalone daily work, no shell) keeps its own.
      experiments: { externalRuntime: command === 'build' },
    }),
  ],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  server: { port: devPort, strictPort: true, origin: `http://127.0.0.1:${devPort}` },
  preview: { port: 4175, strictPort: true },
}));
