import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server build of the public site that `scripts/prerender.ts` runs in Node to write each
// route's HTML (decision 098). No federation here: in Node there is one copy of everything. The
// workspace packages are TypeScript sources, so they are bundled; npm packages stay external.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    ssr: 'src/prerender/render.tsx',
    outDir: 'dist-prerender',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'render.js' } },
  },
  ssr: { noExternal: [/^@safari\//] },
});
