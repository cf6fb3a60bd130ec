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

export const SHARED_SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  '@supabase/supabase-js',
  '@safari/shared-domain',
] as const;

export function sharedSingletons() {
  const shared: Record<string, ReturnType<typeof singleton>> = {};
  for (const pkg of SHARED_SINGLETON_PACKAGES) shared[pkg] = singleton(pkg);
  // Prefix keys: react/jsx-runtime, react-dom/client and friends are shared too.
  shared['react/'] = singleton('react');
  shared['react-dom/'] = singleton('react-dom');
  return shared;
}

// Where each remote is published inside the one-port site; the deployed /config.json may point
// anywhere else.
export const REMOTE_PATHS = {
  publicSite: '/remotes/public-site/',
  adminApp: '/remotes/admin-app/',
} as const;
