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
