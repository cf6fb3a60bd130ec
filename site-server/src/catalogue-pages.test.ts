import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SqlExecutor } from '@safari/supabase-local';
import { afterEach, describe, expect, it } from 'vitest';
import { startCataloguePages } from './catalogue-pages.ts';

// A stand-in for public-site/scripts/publish-catalogue.ts: writes the pages of the version it is
// asked for, tagged with the release's build, to --pages in one rename, or fails the way a
// broken render does (and writes nothing).
const FAKE_PUBLISH = `
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
const args = process.argv.slice(2);
const site = args[args.indexOf('--site') + 1];
const target = args[args.indexOf('--pages') + 1];
const version = Number(args[args.indexOf('--version') + 1]);
if (version === 13) { console.error('render failed'); process.exit(1); }
const { build } = JSON.parse(readFileSync(join(site, 'prerender', 'pages.json'), 'utf8'));
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target + '.tmp', JSON.stringify({ build, catalogueVersion: version }));
renameSync(target + '.tmp', target);
console.log('catalogue version ' + version + ': 25 pages');
console.log('parent ' + process.ppid);
console.log('service key ' + (process.env.SUPABASE_SERVICE_ROLE_KEY ?? 'none') + ' on the command line ' + process.argv.some((arg) => arg.includes('service-secret')));
`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const RELEASE = { build: 'release-a' };

/** A release showing `version`, and a data folder of its own for the pages rendered later. */
function site(version: number) {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-pages-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'prerender'));
  const ownPages = join(dir, 'prerender', 'pages.json');
  writeFileSync(ownPages, JSON.stringify({ ...RELEASE, catalogueVersion: version }));
  const script = join(dir, 'publish.mjs');
  writeFileSync(script, FAKE_PUBLISH);
  const pagesFile = join(dir, 'data', 'site-pages', 'pages.json');
  return {
    dir,
    script,
    pagesFile,
    own: () => JSON.parse(readFileSync(ownPages, 'utf8')),
    /** What the site serves: the rendered pages when this release rendered them. */
    served: () => {
      const own = JSON.parse(readFileSync(ownPages, 'utf8'));
      if (!existsSync(pagesFile)) return own;
      const rendered = JSON.parse(readFileSync(pagesFile, 'utf8'));
      return rendered.build === own.build ? rendered : own;
    },
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

function start(
  { dir, script, pagesFile }: { dir: string; script: string; pagesFile: string },
  published: () => number | null,
  log: string[],
) {
  return startCataloguePages({
    db: database(published),
    publicSiteDir: dir,
    pagesFile,
    publishScript: script,
    configFile: null,
    supabaseUrl: 'http://127.0.0.1:1',
    anonKey: 'anon',
    serviceRoleKey: 'service-secret',
    log: (line) => log.push(line),
    intervalMs: 60_000,
  });
}

describe('catalogue pages follow the published version', () => {
  it('renders the version the database published when the served pages show another', async () => {
    const release = site(1);
    const log: string[] = [];
    let published = 3;
    const pages = start(release, () => published, log);
    await pages.settled();
    expect(release.served()).toEqual({ ...RELEASE, catalogueVersion: 3 });
    published = 4;
    await pages.settled();
    expect(release.served()).toEqual({ ...RELEASE, catalogueVersion: 4 });
    expect(log.join('\n')).toContain('catalogue version 4');
    // The private photographs are read with the service role key (decision 196), which travels in
    // the command's environment, never on a command line other users of the machine can see.
    expect(log.join('\n')).toContain('service key service-secret on the command line false');
    // The release itself is left as it was built: another server may serve it.
    expect(release.own()).toEqual({ ...RELEASE, catalogueVersion: 1 });
    await pages.close();
  });

  it('renders again when the pages in the data folder came from another release', async () => {
    const release = site(1);
    mkdirSync(join(release.dir, 'data', 'site-pages'), { recursive: true });
    writeFileSync(release.pagesFile, JSON.stringify({ build: 'release-before', catalogueVersion: 3 }));
    const log: string[] = [];
    const pages = start(release, () => 3, log);
    await pages.settled();
    expect(release.served()).toEqual({ ...RELEASE, catalogueVersion: 3 });
    expect(log.join('\n')).toContain('catalogue version 3');
    await pages.close();
  });

  it('keeps the previous pages serving when a render fails, and says so', async () => {
    const release = site(12);
    const log: string[] = [];
    const pages = start(release, () => 13, log);
    await pages.settled();
    expect(release.served()).toEqual({ ...RELEASE, catalogueVersion: 12 });
    expect(log.join('\n')).toMatch(/version 13 was not rendered \(exit 1\): render failed/);
    await pages.close();
  });

  it('starts the publish command from a runner, never from the server itself (decision 194)', async () => {
    const release = site(1);
    const log: string[] = [];
    let published = 2;
    const pages = start(release, () => published, log);
    await pages.settled();
    published = 3;
    await pages.settled();
    const lines = log.filter((line) => line.includes('parent'));
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const parent = Number(/parent (\d+)/.exec(line)?.[1]);
      // The server's event loop never forks (the fork copied its whole memory map).
      expect(parent).toBeGreaterThan(0);
      expect(parent).not.toBe(process.pid);
    }
    // One runner for both: started once, with the server.
    expect(new Set(lines.map((line) => line.split('parent ')[1])).size).toBe(1);
    await pages.close();
  });

  it('does nothing while the database has no catalogue or the pages already show it', async () => {
    const release = site(5);
    const log: string[] = [];
    const none = start(release, () => null, log);
    await none.settled();
    await none.close();
    const same = start(release, () => 5, log);
    await same.settled();
    await same.close();
    expect(release.served()).toEqual({ ...RELEASE, catalogueVersion: 5 });
    expect(existsSync(release.pagesFile)).toBe(false);
    expect(log).toEqual([]);
  });
});
