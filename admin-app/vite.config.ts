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
 *
 * It also writes `first-screen.json`, the same list with remoteEntry.js and its own imports
 * first, so the server that sends /admin can name all of it in the page itself and the first
 * wave of requests carries the admin too (decision 222).
 */
/** The admin's first screen, for the server that sends /admin (shell/server/admin-page.ts). */
const FIRST_SCREEN_FILE = 'first-screen.json';

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
      const firstScreen = new Set<string>();
      for (const fileName of ['remoteEntry.js', ...entry.imports]) {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') continue;
        firstScreen.add(fileName);
        for (const imported of chunk.imports) firstScreen.add(imported);
      }
      // The federation's start then loads the admin's map of shared modules and, of the shares,
      // those only the admin brings (the shell provides the rest): found now, not a trip later.
      const ownShares = Object.keys(sharedSingletons('admin-app'))
        .filter((pkg) => !(pkg in sharedSingletons('shell')))
        .map(
          (pkg) =>
            `__prebuild__${pkg.replace(/@/g, '_mf_0_').replace(/\//g, '_mf_1_').replace(/-/g, '_mf_2_')}__prebuild__`,
        );
      const startChunks = Object.values(bundle).filter(
        (output) =>
          output.type === 'chunk' &&
          (output.name.includes('localSharedImportMap') ||
            ownShares.some((name) => output.name.includes(name))),
      );
      if (startChunks.length !== 1 + ownShares.length) {
        throw new Error(
          `preloadExposedApp: expected the shared-module map and ${ownShares.length} own share(s), found ${startChunks.map((chunk) => chunk.fileName).join(', ')}`,
        );
      }
      for (const chunk of startChunks) {
        firstScreen.add(chunk.fileName);
        for (const imported of chunk.type === 'chunk' ? chunk.imports : []) firstScreen.add(imported);
      }
      visit(exposed);
      // The exposed module holds no antd: it starts the first reads and then imports the
      // dashboard (decision 198), whose chunks belong to the first screen as well.
      const root = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/AdminRoot.tsx'),
      );
      if (!root) throw new Error('preloadExposedApp: no chunk for src/AdminRoot.tsx');
      visit(root.fileName);
      for (const file of files) firstScreen.add(file);
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREEN_FILE,
        source: JSON.stringify({ format: 1, modules: [...firstScreen], styles: [...styles] }),
      });
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
