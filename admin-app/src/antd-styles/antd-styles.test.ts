import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INVENTORIED } from './inventory.ts';
import { renderAntdStyles } from './static-styles-plugin.ts';

const SRC = join(import.meta.dirname, '..');

/** Every value (not type) the admin's source files import from 'antd'. */
function importedFromAntd(): Set<string> {
  const names = new Set<string>();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(join(SRC, file), 'utf8');
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const part of (list ?? '').split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0] ?? name);
      }
    }
  }
  return names;
}

/** The component paths the sheet tells antd it already holds (its cache-path rule). */
function cachedPaths(css: string): string[] {
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? '';
  return map.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':')));
}

/** The sheet's top-level rules and blocks, each whole. */
function topLevelBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < css.length; at += 1) {
    if (css[at] === '{') depth += 1;
    if (css[at] === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push(css.slice(start, at + 1));
        start = at + 1;
      }
    }
  }
  return blocks;
}

describe("the admin's build-time antd styles", () => {
  it('inventories every antd component the admin imports', () => {
    const imported = importedFromAntd();
    expect(imported.has('Table')).toBe(true);
    const missing = [...imported].filter((name) => !(INVENTORIED as readonly string[]).includes(name));
    expect(missing, 'add them to inventory.ts').toEqual([]);
  });

  // Renders every antd component the admin uses once: 2-5 s of CPU on a busy two-core machine, a
  // limit of its own rather than the runner's 5 s (no assertion is about time).
  it("holds the rules of the admin's components, in the antd layer, and says so to antd", () => {
    const css = renderAntdStyles();
    const paths = cachedPaths(css);
    for (const component of ['Table-Table', 'Select-Select', 'Tabs-Tabs', 'Button-Button', 'Modal-confirm']) {
      expect(
        paths.some((path) => path.includes(`|layer|${component}|`)),
        component,
      ).toBe(true);
    }
    expect(css).toMatch(/@layer antd\{[^}]*\.ant-table\b/);
    // Only animations and the cache-path rule sit outside the layer: antd's rules stay below
    // Tailwind's utilities, as when the browser inserts them (styles.css orders the layers).
    const outside = topLevelBlocks(css).filter(
      (block) => !block.startsWith('@layer antd{') && !block.startsWith('@keyframes '),
    );
    expect(outside).toHaveLength(1);
    expect(outside[0]).toMatch(/^\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}$/);
  }, 30_000);
});
