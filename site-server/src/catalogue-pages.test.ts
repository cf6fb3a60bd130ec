import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SqlExecutor } from '@safari/supabase-local';
import { afterEach, describe, expect, it } from 'vitest';
import { startCataloguePages } from './catalogue-pages.ts';

// A stand-in for public-site/scripts/publish-catalogue.ts: writes the pages of the version it is
// asked for in one rename, or fails the way a broken render does (and writes nothing).
const FAKE_PUBLISH = `
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const args = process.argv.slice(2);
const site = args[args.indexOf('--site') + 1];
const version = Number(args[args.indexOf('--version') + 1]);
if (version === 13) { console.error('render failed'); process.exit(1); }
const target = join(site, 'prerender', 'pages.json');
writeFileSync(target + '.tmp', JSON.stringify({ catalogueVersion: version }));
renameSync(target + '.tmp', target);
console.log('catalogue version ' + version + ': 25 pages');
`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site(version: number) {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-pages-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'prerender'));
  writeFileSync(join(dir, 'prerender', 'pages.json'), JSON.stringify({ catalogueVersion: version }));
  const script = join(dir, 'publish.mjs');
  writeFileSync(script, FAKE_PUBLISH);
  return {
    dir,
    script,
    served: () => JSON.parse(readFileSync(join(dir, 'prerender', 'pages.json'), 'utf8')),
  };
}

function database(version: () => number | null): SqlExecutor {
  return {
    query: async <Row>() => {
      const current = version();
      if (current === null) throw new Error('relation "public.catalogue_versions" does not exist');
      return { rows: [{ version: current }] as Row[], rowCount: 1 };
    },
  } as unknown as SqlExecutor;
}

function start(dir: string, script: string, published: () => number | null, log: string[]) {
  return startCataloguePages({
    db: database(published),
    publicSiteDir: dir,
    publishScript: script,
    configFile: null,
    supabaseUrl: 'http://127.0.0.1:1',
    anonKey: 'anon',
    log: (line) => log.push(line),
    intervalMs: 60_000,
  });
}

describe('catalogue pages follow the published version', () => {
  it('renders the version the database published when the served pages show another', async () => {
    const { dir, script, served } = site(1);
    const log: string[] = [];
    let published = 3;
    const pages = start(dir, script, () => published, log);
    await pages.settled();
    expect(served()).toEqual({ catalogueVersion: 3 });
    published = 4;
    await pages.settled();
    expect(served()).toEqual({ catalogueVersion: 4 });
    expect(log.join('\n')).toContain('catalogue version 4');
    await pages.close();
  });

  it('keeps the previous pages serving when a render fails, and says so', async () => {
    const { dir, script, served } = site(12);
    const log: string[] = [];
    const pages = start(dir, script, () => 13, log);
    await pages.settled();
    expect(served()).toEqual({ catalogueVersion: 12 });
    expect(log.join('\n')).toMatch(/version 13 was not rendered \(exit 1\): render failed/);
    await pages.close();
  });

  it('does nothing while the database has no catalogue or the pages already show it', async () => {
    const { dir, script, served } = site(5);
    const log: string[] = [];
    const none = start(dir, script, () => null, log);
    await none.settled();
    await none.close();
    const same = start(dir, script, () => 5, log);
    await same.settled();
    await same.close();
    expect(served()).toEqual({ catalogueVersion: 5 });
    expect(log).toEqual([]);
  });
});
