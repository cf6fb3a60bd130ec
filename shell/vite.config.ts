import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedSingletons } from '../federation.shared.ts';

// The host. It knows no remote at build time: /config.json names them at run time, and the
// admin remote is registered only when /admin is opened.
export default defineConfig({
  base: '/',
  plugins: [
    react(),
    tailwindcss(),
    federation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons('shell'),
      // A remote that is offline must not hold up the shell's own start.
      shareStrategy: 'loaded-first',
      dts: false,
      // One federation runtime for the page, published by the shell for both remotes.
      experiments: { provideExternalRuntime: true },
      // /config.json names each remote's remoteEntry.js: one request fewer than a manifest on a
      // slow link, and the runtime's snapshot (manifest) support can be left out.
      disableSnapshot: true,
    }),
  ],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
