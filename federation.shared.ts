// The one shared-singleton map of the federation. shell, public-site and admin-app all import
// this file, so their `shared` settings cannot drift apart. A package listed here is loaded once
// per page: one React, one router, one zustand, one query client library, one Supabase client
// module and one shared-domain (and so one auth store and one Supabase client instance).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const requireFromShell = createRequire(join(here, 'shell', 'package.json'));

function installedVersion(pkg: string): string {
  // Read the package.json next to the resolved entry instead of `pkg/package.json`, which
  // some packages do not export.
  const entry = requireFromShell.resolve(pkg);
  let dir = dirname(entry);
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === pkg && manifest.version) return manifest.version;
    } catch {
      // no package.json at this level; keep walking up
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the installed version of ${pkg}`);
    dir = parent;
  }
}

function singleton(pkg: string) {
  const version = installedVersion(pkg);
  return { singleton: true, version, requiredVersion: `^${version}` };
}

export type FederatedApp = 'shell' | 'public-site' | 'admin-app';

/**
 * Every shared singleton, and which apps import it at run time. An app declares only the
 * shares it imports: @module-federation/vite 1.23 resolves all of an app's declared shares when
 * the app starts, so a declared-but-unused share is a full download for nothing (it was 70 kB
 * gzip of supabase-js and react-query on the home page). The Supabase client lives in
 * shared-domain, itself a singleton, so there is one client whoever imports supabase-js.
 */
const SHARED_SINGLETONS: Record<string, readonly FederatedApp[]> = {
  react: ['shell', 'public-site', 'admin-app'],
  // The public-site's pages never import react-dom: the shell renders and hydrates them (only the
  // standalone bootstrap does, and bundles its own). Declared, it cost the home page two wrappers.
  'react-dom': ['shell', 'admin-app'],
  'react-router-dom': ['shell', 'public-site', 'admin-app'],
  zustand: ['shell', 'public-site', 'admin-app'],
  '@safari/shared-domain': ['shell', 'public-site', 'admin-app'],
  '@tanstack/react-query': ['admin-app'],
  // Imported at run time only by shared-domain, lazily, when the backend is first needed; the
  // one client lives there. An app that imports supabase-js itself must add itself here.
  '@supabase/supabase-js': [],
};

/**
 * The module provided under a share's name when it is not the package itself. react-router-dom
 * is shared as the subset our apps use (shared-ui/src/router-share.ts): a share is not
 * tree-shaken, and the whole package cost the home page ≈50 kB gzip more (docs/performance.md).
 */
const SHARED_IMPORTS: Record<string, string> = {
  'react-router-dom': join(here, 'shared-ui', 'src', 'router-share.ts'),
};

export function sharedSingletons(app: FederatedApp) {
  const shared: Record<string, ReturnType<typeof singleton> & { import?: string }> = {};
  for (const [pkg, apps] of Object.entries(SHARED_SINGLETONS)) {
    if (!apps.includes(app)) continue;
    const provided = SHARED_IMPORTS[pkg];
    shared[pkg] = provided ? { ...singleton(pkg), import: provided } : singleton(pkg);
  }
  // Prefix keys: react/jsx-runtime, react-dom/client and friends are shared too.
  shared['react/'] = singleton('react');
  if (SHARED_SINGLETONS['react-dom']?.includes(app)) shared['react-dom/'] = singleton('react-dom');
  return shared;
}

// Where each remote is published inside the one-port site; the deployed /config.json may point
// anywhere else.
export const REMOTE_PATHS = {
  publicSite: '/remotes/public-site/',
  adminApp: '/remotes/admin-app/',
} as const;

const ROUTER_BUNDLE = /[\\/]react-router[\\/]dist[\\/](?:development|production)[\\/]chunk-[A-Z0-9]+\.mjs$/;

/** `<Link>`'s prefetching, which only a framework-mode app (a data router) can do. */
const LINK_PREFETCH_HOOK =
  'let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(\n      prefetch,\n      rest\n    );';
const LINK_PREFETCH_RETURN =
  'return shouldPrefetch && !isAbsolute ? /* @__PURE__ */ React10.createElement(React10.Fragment, null, link, /* @__PURE__ */ React10.createElement(PrefetchPageLinks, { page: href })) : link;';

/**
 * Lets the bundler drop the parts of react-router the shared subset does not use (decision 165).
 * react-router ships as one big module whose top level creates contexts and components
 * (`React.createContext`, `React.forwardRef`, `React.memo`) and names them (`X.displayName = …`);
 * a bundler must assume those calls and writes do something, so every component stayed, used or
 * not (data routers, forms, fetchers, scroll restoration). Marked pure, and without the display
 * names (read only by React's developer tools), the unused ones go. `<Link>` also loses its
 * prefetching: it needs framework mode's context (without it react-router answers "no prefetch"
 * whatever the prop says), and our apps use `<BrowserRouter>`. What runs is otherwise the same.
 */
export function routerTreeShaking() {
  return {
    name: 'safari-router-tree-shaking',
    // A size matter: the dev server serves the router as it is.
    apply: 'build' as const,
    transform(code: string, id: string) {
      if (!ROUTER_BUNDLE.test(id)) return null;
      return { code: trimRouterBundle(code), map: null };
    },
  };
}

export function trimRouterBundle(code: string): string {
  return code
    .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
    .replace(/= (React\d*\.(?:createContext|forwardRef|memo)\()/g, '= /* @__PURE__ */ $1')
    .replace(/^(var \w+ = )(Object\.getOwnPropertyNames\(Object\.prototype\))/gm, '$1/* @__PURE__ */ $2')
    .replace(/^(var \w+ = )new URL\(/gm, '$1/* @__PURE__ */ new URL(')
    .replace(LINK_PREFETCH_HOOK, 'let [shouldPrefetch, prefetchRef, prefetchHandlers] = [false, null, {}];')
    .replace(LINK_PREFETCH_RETURN, 'return link;');
}

/**
 * The chunk file name for a build: federation's share wrappers are named after their virtual
 * modules (≈100 characters, e.g. `_virtual_mf___mfe_internal__shell__mf_owner__2d31…__loadShare__react__loadShare__.js`),
 * and every chunk that imports one, and every preload list that names one, repeats it. They
 * become `share-react-…`.
 */
export function chunkFileName(chunk: {
  readonly name: string;
  readonly facadeModuleId: string | null;
}): string {
  // A language's texts of an area (decision 229): `messages-home-de-….js`.
  const texts = /^\0virtual:messages\/([a-z0-9-]+)\/([a-z]+)$/.exec(chunk.facadeModuleId ?? '');
  if (texts) return `assets/messages-${texts[1]}-${texts[2]}-[hash].js`;
  const share = /__loadShare__(.+?)(?:__loadShare__)?(?:\.js)?$/.exec(chunk.name);
  if (chunk.name.startsWith('_virtual_mf') && share?.[1])
    return `assets/share-${share[1].replace(/_mf_\d_/g, '-')}-[hash].js`;
  if (chunk.name.startsWith('_virtual_mf-localSharedImportMap')) return 'assets/share-map-[hash].js';
  return 'assets/[name]-[hash].js';
}
