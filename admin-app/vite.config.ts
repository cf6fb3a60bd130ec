import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routerTreeShaking, sharedSingletons } from '../federation.shared.ts';
import { antdStaticStyles } from './src/antd-styles/static-styles-plugin.ts';

// A federated remote. `base: './'` makes every chunk load relative to the entry, so the built
// folder can be published at any URL and the shell finds it through /config.json alone.
// DEV_PORT lets the end-to-end run move the dev server (e2e/ports.ts).
const devPort = Number(process.env.DEV_PORT ?? 5175);

/**
 * Opening /admin waits for remoteEntry.js, then the exposed App chunk, then the chunks it
 * imports (antd's is the largest): three trips in a row before antd's download starts. This
 * makes remoteEntry.js ask for the App chunk and everything it imports statically at once, as
 * modulepreloads (and its style sheet as a preload), while the federation runtime is still
 * sharing modules (decision 167). Only
 * the dashboard's first screen: the Tours tab's own chunk still waits for its tab (decision
 * 125), and nothing of the admin reaches the public site's pages.
 */
function preloadExposedApp(): Plugin {
  return {
    name: 'safari-preload-exposed-app',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const entry = bundle['remoteEntry.js'];
      if (entry?.type !== 'chunk') throw new Error('preloadExposedApp: no remoteEntry.js in the build');
      const exposed = /"\.\/App":async\(\)=>\{[^}]*?import\(`\.\/([^`]+\.js)`\)/.exec(entry.code)?.[1];
      if (!exposed || bundle[exposed]?.type !== 'chunk') {
        throw new Error("preloadExposedApp: remoteEntry.js no longer imports './App' as expected");
      }
      const files = new Set<string>();
      const styles = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || chunk?.type !== 'chunk') return;
        files.add(fileName);
        for (const sheet of chunk.viteMetadata?.importedCss ?? []) styles.add(sheet);
        for (const imported of chunk.imports) visit(imported);
      };
      visit(exposed);
      // Style sheets are only fetched (`preload`): Vite's loader still adds them as before the App
      // module runs, from the cache by then (both anonymous CORS requests, as the loader's are).
      const links = [
        ...[...files].map((file) => ['modulepreload', `./${file}`]),
        ...[...styles].map((sheet) => ['preload', `./${sheet}`]),
      ];
      const preload = `(()=>{if(typeof document>"u")return;for(const[r,f]of ${JSON.stringify(links)}){const l=document.createElement("link");l.rel=r;if(r==="preload")l.as="style";l.crossOrigin="";l.href=new URL(f,import.meta.url).href;document.head.appendChild(l)}})();\n`;
      entry.code = preload + entry.code;
    },
  };
}

export default defineConfig(({ command }) => ({
  base: './',
  plugins: [
    react(),
    tailwindcss(),
    routerTreeShaking(),
    antdStaticStyles(),
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
    preloadExposedApp(),
  ],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  server: { port: devPort, strictPort: true, origin: `http://127.0.0.1:${devPort}` },
  preview: { port: 4175, strictPort: true },
}));
