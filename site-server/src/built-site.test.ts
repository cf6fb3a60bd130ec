import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '@safari/supabase-local';
import {
  DATABASE_KINDS,
  serverOptionsFor,
  startTestServer,
  type TestServer,
} from '@safari/supabase-local/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSite } from './built-site.ts';

async function fakeSite(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'site-'));
  await mkdir(join(root, 'shell', 'dist'), { recursive: true });
  await mkdir(join(root, 'public-site', 'dist'), { recursive: true });
  await writeFile(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(
    join(root, 'shell', 'dist', 'config.json'),
    JSON.stringify({
      remotes: { publicSite: '/remotes/public-site/mf-manifest.json' },
      supabase: { url: '/', anonKey: '' },
      settings: { a: 1 },
    }),
  );
  await writeFile(join(root, 'public-site', 'dist', 'remoteEntry.js'), 'export {}');
  return root;
}

describe.each(DATABASE_KINDS)('the built site beside the backend on %s', (kind) => {
  let server: TestServer;
  let site: string;
  beforeAll(async () => {
    site = await fakeSite();
    server = await startTestServer(kind, { site: builtSite({ siteDir: site }) });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(site, { recursive: true, force: true });
  });

  it('serves the site, and /config.json with this server URL and only the anon key', async () => {
    const config = await fetch(`${server.url}/config.json`);
    const text = await config.text();
    expect(JSON.parse(text)).toEqual({
      remotes: { publicSite: '/remotes/public-site/mf-manifest.json' },
      supabase: { url: server.url, anonKey: server.keys.anonKey },
      settings: { a: 1 },
    });
    expect(text).not.toContain(server.keys.serviceRoleKey);
    expect(await (await fetch(`${server.url}/some/page`)).text()).toContain('<title>shell</title>');
    expect((await fetch(`${server.url}/remotes/public-site/remoteEntry.js`)).status).toBe(200);
  });

  it("serves uploaded photographs' variants from the data folder, and nothing else kept there", async () => {
    const folder = join(server.context.dataDir, 'site-photographs');
    await mkdir(join(folder, 'sources'), { recursive: true });
    const hash = 'a1'.repeat(10);
    await writeFile(join(folder, `${hash}-640.avif`), 'avif bytes');
    await writeFile(join(folder, `list-${hash}.json`), '{}');
    await writeFile(join(folder, `${hash}.json`), '{"width":1}');
    await writeFile(join(folder, 'sources', 'key.jpg.v1'), hash);
    const variant = await fetch(`${server.url}/remotes/public-site/photographs/${hash}-640.avif`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/avif');
    expect(await variant.text()).toBe('avif bytes');
    expect((await fetch(`${server.url}/remotes/public-site/photographs/list-${hash}.json`)).status).toBe(200);
    for (const other of [
      `${hash}.json`,
      'sources/key.jpg.v1',
      'sources%2Fkey.jpg.v1',
      '..%2FremoteEntry.js',
    ]) {
      const response = await fetch(`${server.url}/remotes/public-site/photographs/${other}`);
      expect(response.status, other).toBe(404);
    }
    // The release's own files are still the release's.
    expect((await fetch(`${server.url}/remotes/public-site/remoteEntry.js`)).status).toBe(200);
  });

  it('leaves the API to the backend', async () => {
    const auth = await server.api('/auth/v1/settings');
    expect(auth.status).toBe(200);
    expect(auth.headers.get('content-type')).toContain('application/json');
  });

  it('says how to build it when the site folder has nothing built, and the backend still answers', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'site-unbuilt-'));
    // A second server over the first one's database (already migrated): no second boot.
    const beside = await startServer({
      ...serverOptionsFor(server.database),
      db: server.db,
      migrationsDir: null,
      site: builtSite({ siteDir: empty }),
    });
    try {
      const page = await fetch(`${beside.url}/`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('The site is not built: run `pnpm build` at the workspace root.');
      expect((await fetch(`${beside.url}/health`)).status).toBe(200);
    } finally {
      await beside.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
