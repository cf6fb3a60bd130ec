// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routerTreeShaking, trimRouterBundle } from '../../federation.shared.ts';
import * as routerShare from './router-share.ts';

const repo = join(import.meta.dirname, '..', '..');
const APP_SOURCES = ['shell/src', 'public-site/src', 'admin-app/src', 'shared-ui/src'];

/**
 * Code that runs only in Node (the prerender's server build) or under Vitest, where the whole
 * router is there.
 */
const SERVER_ONLY = join('public-site', 'src', 'prerender');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.(ts|tsx)$/.test(entry.name) &&
        !/\.test\.tsx?$/.test(entry.name) &&
        !entry.parentPath.includes(SERVER_ONLY),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every name any app imports from 'react-router-dom' (values and types alike). */
function importedRouterNames(): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router-dom'/g;
  for (const dir of APP_SOURCES) {
    for (const file of sourceFiles(dir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue; // `import type` is erased at build time
        for (const part of (match[2] ?? '').split(',')) {
          const name = part.trim();
          if (!name || name.startsWith('type ')) continue;
          names.set(name.split(/\s+as\s+/)[0] ?? name, file);
        }
      }
    }
  }
  return names;
}

describe('the shared router subset', () => {
  it('exports every router name the apps import, so none is undefined at run time', () => {
    const imported = importedRouterNames();
    expect(imported.size).toBeGreaterThan(5);
    const missing = [...imported].filter(([name]) => !(name in routerShare)).map(([n, f]) => `${n} (${f})`);
    expect(missing).toEqual([]);
  });

  it('exports nothing the apps do not import, since every export of a share ships', () => {
    const imported = importedRouterNames();
    expect(Object.keys(routerShare).filter((name) => !imported.has(name))).toEqual([]);
  });

  it('leaves the data-router APIs out of the share', () => {
    expect('createBrowserRouter' in routerShare).toBe(false);
  });
});

/** The installed react-router's ES bundle: the one module holding its components and contexts. */
function routerBundle(): { id: string; code: string } {
  const dist = dirname(createRequire(import.meta.url).resolve('react-router'));
  for (const name of readdirSync(dist)) {
    if (!/^chunk-[A-Z0-9]+\.mjs$/.test(name)) continue;
    const code = readFileSync(join(dist, name), 'utf8');
    if (code.includes('var NavigationContext = ')) return { id: join(dist, name), code };
  }
  throw new Error(`no react-router bundle with its contexts under ${dist}`);
}

describe('the router share build (routerTreeShaking, federation.shared.ts)', () => {
  const impureTopLevel = /^var \w+ = React\d*\.(?:createContext|forwardRef|memo)\(/gm;
  const topLevelDisplayName = /^\w+\.displayName = "[^"]*";$/gm;

  it('still finds what it marks in the installed react-router (an upgrade that moves it fails here)', () => {
    const { code } = routerBundle();
    expect(code.match(impureTopLevel)?.length ?? 0).toBeGreaterThanOrEqual(10);
    expect(code.match(topLevelDisplayName)?.length ?? 0).toBeGreaterThanOrEqual(10);
  });

  it('marks every top-level context and component pure, drops the top-level display names and Link prefetching', () => {
    const { id, code } = routerBundle();
    const marked = routerTreeShaking().transform(code, id)?.code ?? '';
    expect(marked).toBe(trimRouterBundle(code));
    expect(marked.match(impureTopLevel)).toBeNull();
    expect(marked.match(topLevelDisplayName)).toBeNull();
    expect(marked).toContain('var NavigationContext = /* @__PURE__ */ React.createContext(');
    // Display names inside functions (the fetcher's form) are code that runs: they stay.
    expect(marked).toContain('FetcherForm2.displayName = "fetcher.Form"');
    // Link's prefetching (framework mode only) is gone: react-router's code changed if this fails.
    expect(code).toContain('usePrefetchBehavior(\n      prefetch,');
    expect(marked).not.toContain('usePrefetchBehavior(\n      prefetch,');
    expect(marked).not.toContain('React10.createElement(PrefetchPageLinks, { page: href })');
  });

  it('leaves every other module alone', () => {
    expect(routerTreeShaking().transform('x.displayName = "X";', '/app/src/App.tsx')).toBeNull();
  });
});
