import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, minifySync, type Plugin, type Rolldown } from 'vite';
import { chunkFileName, routerTreeShaking, sharedSingletons } from '../federation.shared.ts';
import { messagesPlugin } from '../messages-plugin.ts';

/**
 * Announces in index.html what the shell's bootstrap (a dynamic import, so Vite does not) loads:
 * its style sheet, so a prerendered page paints with the shell's styles already applied, and its
 * scripts as modulepreloads, so they download with the HTML (decision 098), with the modules the
 * federation's start imports on its way there (decision 173).
 */
function announceBootstrap(): Plugin {
  return {
    name: 'safari-announce-bootstrap',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const bootstrap = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/bootstrap.tsx'));
        if (!bootstrap) throw new Error('the shell build has no bootstrap chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(bootstrap.fileName);
        // The federation's start imports more before the bootstrap runs, each a round trip after
        // the last on a slow link: its pending shares, and each share wrapper's own module (the
        // shared-domain singleton, the router). Every page loads them, so they are announced too.
        const pending = chunks.find((chunk) => chunk.name === 'pendingShares');
        if (!pending) throw new Error('the shell build has no pendingShares chunk');
        visit(pending.fileName);
        for (const fileName of [...files]) {
          // A share wrapper is named after its virtual module (its file is `share-…`, federation.shared.ts).
          if (!byFile.get(fileName)?.name.includes('__loadShare__')) continue;
          for (const shared of byFile.get(fileName)?.dynamicImports ?? []) visit(shared);
        }
        const sheets = [...(bootstrap.viteMetadata?.importedCss ?? [])];
        return [
          ...sheets.map((sheet) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${sheet}` },
            injectTo: 'head-prepend' as const,
          })),
          ...[...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * What the shell itself loads on /admin beyond the bootstrap: supabase-js (the shared-domain
 * singleton imports it on first use, which the admin makes at once). Written to
 * `admin-preloads.json`; the server that sends /admin names these modules in the page with the
 * admin's own first screen, so they come in the first wave (decision 222). Not announced in
 * index.html: a public page must not download supabase-js before a visitor signs in.
 */
function adminPreloads(): Plugin {
  return {
    name: 'safari-admin-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const supabase = chunks.filter((chunk) =>
        chunk.moduleIds.some((id) => id.includes('/@supabase/supabase-js/')),
      );
      if (supabase.length !== 1) {
        throw new Error(`admin-preloads: expected one chunk with supabase-js, found ${supabase.length}`);
      }
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of supabase) visit(chunk.fileName);
      this.emitFile({
        type: 'asset',
        fileName: 'admin-preloads.json',
        source: JSON.stringify({ format: 1, modules: [...files].map((file) => `/${file}`) }),
      });
    },
  };
}

/**
 * The runtime-publishing plugin of @module-federation/vite imports the whole package.json of
 * @module-federation/runtime for its `version`; a JSON default import is not tree-shaken, so the
 * shell's remoteEntry carried every field of it (≈0.6 kB gzip, issue 14). Hand it the version only.
 */
function runtimeVersionOnly(): Plugin {
  const manifest = /[\\/]@module-federation[\\/]runtime[\\/]package\.json$/;
  return {
    name: 'safari-runtime-version-only',
    apply: 'build',
    load(id) {
      if (!manifest.test(id)) return null;
      const { version } = JSON.parse(readFileSync(id, 'utf8')) as { version: string };
      return { code: `export default ${JSON.stringify({ version })};`, moduleType: 'js' };
    },
  };
}

/**
 * The shell's first script (src/paint-first.ts, decision 102) as a classic deferred script, first
 * in index.html: composing moves a prerendered page's entry and modulepreloads into a JSON block
 * that this script starts after the first paint. A classic script, built on its own, because it
 * must run before the module entry it starts and must not wait for the federation runtime.
 */
function paintFirstScript(): Plugin {
  let fileName = '';
  let code = '';
  return {
    name: 'safari-paint-first-script',
    apply: 'build',
    async buildStart() {
      const built = (await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          write: false,
          emptyOutDir: false,
          minify: true,
          lib: {
            entry: new URL('./src/paint-first-script.ts', import.meta.url).pathname,
            formats: ['iife'],
            name: 'safariPaintFirst',
          },
        },
      })) as Rolldown.RolldownOutput[];
      const chunk = built[0]?.output.find((output) => output.type === 'chunk');
      if (!chunk) throw new Error('paint-first: the build made no script');
      code = chunk.code;
      fileName = `assets/paint-first-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'script',
          attrs: { defer: true, src: `/${fileName}`, 'data-paint-first': true },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}

/**
 * @module-federation/vite writes the page's entry script (`mf-entry-bootstrap-*.js`: wait for the
 * shares, then start the bootstrap) as an asset, so Vite does not minify it: 0.7 kB gzip of
 * comments, indentation and long names on every first visit. Minified here, after the plugin.
 */
function minifyEntryBootstrap(): Plugin {
  return {
    name: 'safari-minify-entry-bootstrap',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'asset' || !/(^|\/)mf-entry-bootstrap-[^/]*\.js$/.test(output.fileName))
            continue;
          const minified = minifySync(output.fileName, String(output.source), { module: true });
          if (minified.errors.length > 0)
            this.error(`cannot minify ${output.fileName}: ${minified.errors[0]?.message}`);
          output.source = minified.code;
        }
      },
    },
  };
}

// The host. It knows no remote at build time: /config.json names them at run time, and the
// admin remote is registered only when /admin is opened.
export default defineConfig({
  base: '/',
  plugins: [
    messagesPlugin(join(import.meta.dirname, 'messages')),
    react(),
    tailwindcss(),
    routerTreeShaking(),
    announceBootstrap(),
    adminPreloads(),
    paintFirstScript(),
    runtimeVersionOnly(),
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
    minifyEntryBootstrap(),
  ],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the site supports knows modulepreload (Safari since 17); an older one loads
    // the same modules as they are imported, without the hints. Saves 0.4 kB on every first visit.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { chunkFileNames: chunkFileName } },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
