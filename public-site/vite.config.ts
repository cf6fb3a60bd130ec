import { join } from 'node:path';
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkFileName, routerTreeShaking, sharedSingletons } from '../federation.shared.ts';
import { messagesPlugin } from '../messages-plugin.ts';

// A federated remote. `base: './'` makes every chunk load relative to the entry, so the built
// folder can be published at any URL and the shell finds it through /config.json alone.
// DEV_PORT lets the end-to-end run move the dev server (e2e/ports.ts).
const devPort = Number(process.env.DEV_PORT ?? 5174);

const SITE_COMMON = [
  /[\\/]public-site[\\/]src[\\/]ui[\\/](FavouriteButton|favourites|icons|range-text|SiteImage|TourCard|use-escape)\.tsx?$/,
  /[\\/]public-site[\\/]src[\\/]destinations[\\/]DestinationCards?\.tsx$/,
  /[\\/]public-site[\\/]src[\\/]session[\\/]stored-session\.ts$/,
  /[\\/]public-site[\\/]src[\\/]photos[\\/]photo-manifest\.ts$/,
  /[\\/]public-site[\\/]src[\\/]layout[\\/](NavBar|Footer|LanguageSwitch|LanguageSuggestion|ToastSlot)\.tsx$/,
  // Amounts and days in the page's language, and the layout's English texts (decision 229).
  /[\\/]public-site[\\/]src[\\/]i18n[\\/](formats|operator)\.ts$/,
  /^\0virtual:messages\/common(\/en)?$/,
  // The layout every page sits in and the catalogue store every page reads.
  /[\\/]public-site[\\/]src[\\/](App\.tsx|catalogue[\\/]catalogue-store\.ts)$/,
  // shared-ui, but not router-share.ts: that is the router's own federation share.
  /[\\/]shared-ui[\\/]src[\\/](?!router-share\.|Toaster\.)(?!.*\.test\.)[^\\/]+\.tsx?$/,
  /[\\/]shared-domain[\\/]src[\\/](catalogue[\\/](destinations|hero-options|images|published|tour-lookup)|dates[\\/]calendar-date|pricing[\\/]money)\.ts$/,
];
const isSiteCommon = (id: string) => SITE_COMMON.some((pattern) => pattern.test(id));

export default defineConfig(({ command }) => ({
  base: './',
  plugins: [
    messagesPlugin(join(import.meta.dirname, 'messages')),
    react(),
    tailwindcss(),
    routerTreeShaking(),
    federation({
      name: 'public_site',
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: { './App': './src/App.tsx', './TourPreview': './src/TourPreview.tsx' },
      shared: sharedSingletons('public-site'),
      shareStrategy: 'loaded-first',
      dts: false,
      // The built remote uses the shell's federation runtime instead of shipping a second copy;
      // the dev server (standalone daily work, no shell) keeps its own.
      experiments: { externalRuntime: command === 'build' },
    }),
  ],
  // The manifest tells the prerender which chunks and styles each page needs (modulepreload).
  build: {
    target: 'es2022',
    outDir: process.env.PUBLIC_SITE_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    modulePreload: false,
    // The small modules most pages show (navigation and footer, cards, pictures, icons,
    // favourites, the shared UI, prices and dates) travel as one chunk: as a dozen files of
    // 0.1-1.5 kB, each gzipped alone, they cost the home page ≈3 kB more (docs/performance.md).
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileName,
        codeSplitting: { groups: [{ name: 'site-common', test: isSiteCommon }] },
      },
    },
  },
  server: { port: devPort, strictPort: true, origin: `http://127.0.0.1:${devPort}` },
  preview: { port: 4174, strictPort: true },
}));
