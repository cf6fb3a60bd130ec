import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFrame, parseFirstScreen, parseShellPreloads } from './admin-page.ts';
import { createSiteHandler } from './site-handler.ts';

const FRAME =
  '<!doctype html><html><head><script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body></html>';
const SCREEN = {
  modules: ['remoteEntry.js', 'assets/App-1.js', 'assets/antd-2.js'],
  styles: ['assets/App-3.css'],
};

describe("the admin's first screen in /admin", () => {
  it('names every module and style sheet of the first screen, and the shell modules, in the head', () => {
    const html = adminFrame(FRAME, SCREEN, '/remotes/admin-app/', ['/assets/supabase-4.js']);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(
      [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]),
    ).toEqual([
      '/remotes/admin-app/remoteEntry.js',
      '/remotes/admin-app/assets/App-1.js',
      '/remotes/admin-app/assets/antd-2.js',
      '/assets/supabase-4.js',
    ]);
    expect(head).toContain(
      '<link rel="preload" as="style" crossorigin href="/remotes/admin-app/assets/App-3.css">',
    );
    // The frame is otherwise the same: its entry still starts the page.
    expect(html).toContain('<script type="module" src="/assets/main.js"></script>');
    expect(html.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
  });

  it('reads only its own format, with paths that stay inside the folders', () => {
    expect(parseFirstScreen(JSON.stringify({ format: 1, ...SCREEN }))).toEqual(SCREEN);
    expect(parseFirstScreen('{"format":2,"modules":[],"styles":[]}')).toBeNull();
    expect(parseFirstScreen('not json')).toBeNull();
    for (const path of [
      'https://elsewhere.example/x.js',
      '//elsewhere.example/x.js',
      'a"><script>.js',
      'javascript:alert(1)',
    ]) {
      expect(parseFirstScreen(JSON.stringify({ format: 1, modules: [path], styles: [] })), path).toBeNull();
    }
    expect(parseShellPreloads('{"format":1,"modules":["/assets/supabase-4.js"]}')).toEqual([
      '/assets/supabase-4.js',
    ]);
    expect(parseShellPreloads('{"format":1,"modules":["assets/relative.js"]}')).toBeNull();
  });
});

describe('the site handler on /admin', () => {
  let root: string;
  let server: Server;
  let adminEntry = '';
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'admin-page-'));
    await mkdir(join(root, 'shell'), { recursive: true });
    await mkdir(join(root, 'admin'), { recursive: true });
    await writeFile(join(root, 'shell', 'index.html'), FRAME);
    await writeFile(
      join(root, 'shell', 'admin-preloads.json'),
      '{"format":1,"modules":["/assets/supabase-4.js"]}',
    );
    await writeFile(join(root, 'admin', 'first-screen.json'), JSON.stringify({ format: 1, ...SCREEN }));
    const handler = createSiteHandler({
      shellDir: join(root, 'shell'),
      remotes: { '/remotes/admin-app/': join(root, 'admin') },
      adminApp: { dir: join(root, 'admin'), prefix: '/remotes/admin-app/' },
      runtimeConfig: () => ({ remotes: { adminApp: adminEntry } }),
    });
    await handler.warmed;
    server = createServer((req, res) => void handler(req, res));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await rm(root, { recursive: true, force: true });
  });

  async function page(path: string, entry: string): Promise<string> {
    adminEntry = entry;
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}${path}`)).text();
  }

  it('sends /admin and its sub-pages with the first screen when /config.json names this admin', async () => {
    for (const path of ['/admin', '/admin/sign-in?next=1']) {
      const html = await page(path, '/remotes/admin-app/remoteEntry.js');
      expect(html, path).toContain(
        '<link rel="modulepreload" crossorigin href="/remotes/admin-app/assets/antd-2.js">',
      );
      expect(html, path).toContain('<link rel="modulepreload" crossorigin href="/assets/supabase-4.js">');
    }
  });

  it('sends the bare frame when the admin is published elsewhere, and on other pages', async () => {
    expect(await page('/admin', 'https://admin.example/remoteEntry.js')).toBe(FRAME);
    expect(await page('/administrators', '/remotes/admin-app/remoteEntry.js')).toBe(FRAME);
  });
});
