import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { messagesPlugin } from '../messages-plugin.ts';

// The server build of the public site: the renderer that writes each route's HTML (decisions 098,
// 120). No federation here: in Node there is one copy of everything. It is shipped with the
// release in `dist/prerender/renderer/` and bundles every dependency, so a catalogue publish can
// run it from the published folder alone, without this repository's node_modules.
const dist = process.env.PUBLIC_SITE_OUT_DIR ?? join(import.meta.dirname, 'dist');

export default defineConfig({
  plugins: [messagesPlugin(join(import.meta.dirname, 'messages')), react(), tailwindcss()],
  build: {
    ssr: 'src/prerender/entry.ts',
    outDir: join(dist, 'prerender', 'renderer'),
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'render.js', format: 'es' } },
  },
  ssr: { noExternal: true },
});
