import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
