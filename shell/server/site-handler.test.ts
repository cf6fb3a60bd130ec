import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteHandler, pagesToServe, type SiteHandler } from './site-handler.ts';

// The one-origin file server in front of the built apps, over a real HTTP socket.

const bigScript = `export const tours = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `tour-${i}`))};\n`;
let root: string;
let server: Server;
let handler: SiteHandler;
let base: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-handler-'));
  await mkdir(join(root, 'shell', 'assets'), { recursive: true });
  await mkdir(join(root, 'public'), { recursive: true });
  await writeFile(join(root, 'shell', 'index.html'), '<!doctype html><title>Shell</title>');
  await writeFile(join(root, 'shell', 'assets', 'main-abc123.js'), bigScript);
  await writeFile(join(root, 'shell', 'robots.txt'), 'User-agent: *\n');
  await writeFile(join(root, 'shell', 'config.json'), '{"from":"file"}');
  await writeFile(join(root, 'public', 'remoteEntry.js'), bigScript);
  await writeFile(join(root, 'secret.txt'), 'outside every build folder');
  // A file that exists but cannot be read (reading this process's memory at offset 0 fails).
  await symlink('/proc/self/mem', join(root, 'shell', 'unreadable.bin'));
  await writeFile(
    join(root, 'shell', '_headers'),
    "/*\n  Content-Security-Policy: script-src 'self'; connect-src 'self' $SUPABASE_URL $SUPABASE_REALTIME_URL\n  X-Frame-Options: DENY\n  Strict-Transport-Security: max-age=31536000\n/proposal/*\n  X-Robots-Tag: noindex\n  Cache-Control: no-store\n",
  );

  handler = createSiteHandler({
    shellDir: join(root, 'shell'),
    remotes: {
      '/remotes/public-site/': join(root, 'public'),
      '/remotes/admin-app/': join(root, 'not-built'),
    },
    runtimeConfig: () => ({
      remotes: {
        publicSite: '/remotes/public-site/remoteEntry.js',
        adminApp: '/remotes/admin-app/remoteEntry.js',
      },
      supabase: { url: 'http://api.example', anonKey: 'anon' },
    }),
  });
  server = createServer(async (req, res) => {
    if (!(await handler(req, res))) res.writeHead(405).end('not mine');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  await rm(root, { recursive: true, force: true });
});

describe('createSiteHandler', () => {
  it('compresses every built script in the background, skipping small files and unbuilt apps', async () => {
    // main-abc123.js and remoteEntry.js; index.html, robots.txt and config.json are under 512 bytes.
    await expect(handler.warmed).resolves.toBe(2);
  });

  it('answers page routes with the shell page, revalidated on every visit', async () => {
    const answer = await get('/tour/serengeti-safari');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('<title>Shell</title>');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('answers a private page with the bare frame under its own rules: not cached, not indexed', async () => {
    const answer = await get('/proposal/abc_DEF-123');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('<title>Shell</title>');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect((await get('/proposals')).headers['x-robots-tag']).toBeUndefined();
  });

  it('serves hashed assets as immutable, brotli or gzip as the browser accepts', async () => {
    const br = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
    expect(br.body.length).toBeLessThan(bigScript.length / 3);

    const gz = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(bigScript);

    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript);
  });

  it('serves remote files with CORS so a shell on another origin can load them', async () => {
    const answer = await get('/remotes/public-site/remoteEntry.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/admin-app/remoteEntry.js')).status).toBe(404);
  });

  it('answers /config.json from the runtime configuration, not the file', async () => {
    const answer = await get('/config.json');
    expect(JSON.parse(answer.body.toString()).supabase).toEqual({
      url: 'http://api.example',
      anonKey: 'anon',
    });
  });

  it('never serves a file outside the build folders', async () => {
    expect((await get('/remotes/public-site/..%2f..%2fsecret.txt')).status).toBe(404);
    expect((await get('/..%2fsecret.txt')).body.toString()).not.toContain('outside every build folder');
    expect((await get('/%E0%A4%A')).status).toBe(404);
  });

  it('says 404 for a missing file rather than answering with the page', async () => {
    const answer = await get('/assets/missing-123.js');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe('Not found');
  });

  it('answers 304 when the browser already has the current file', async () => {
    const first = await get('/robots.txt');
    const again = await get('/robots.txt', { 'if-modified-since': String(first.headers['last-modified']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('cuts only that response when a file fails while it is read, and keeps serving', async () => {
    await get('/unreadable.bin').catch(() => null);
    expect((await get('/robots.txt')).status).toBe(200);
  });

  it('sends the _headers policy, filled from the runtime configuration, with every kind of answer', async () => {
    const robots = await get('/robots.txt');
    const answers = [
      await get('/'),
      await get('/tour/serengeti-safari'),
      await get('/assets/main-abc123.js', { 'accept-encoding': 'br' }),
      await get('/remotes/public-site/remoteEntry.js'),
      await get('/config.json'),
      await get('/assets/missing-123.js'),
      await get('/remotes/admin-app/remoteEntry.js'),
      await get('/%E0%A4%A'),
      await get('/robots.txt', { 'if-modified-since': String(robots.headers['last-modified']) }),
      await get('/', {}, 'HEAD'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 200, 200, 200, 200, 404, 404, 404, 304, 200,
    ]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toBe(
        "script-src 'self'; connect-src 'self' http://api.example ws://api.example",
      );
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends Strict-Transport-Security only when the visitor came over https', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    const proxied = await get('/', { 'x-forwarded-proto': 'https' });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('does not publish the headers file itself', async () => {
    const answer = await get('/_headers');
    expect(answer.status).toBe(404);
    expect((await get('/_headers.template')).status).toBe(404);
    expect(answer.body.toString()).not.toContain('Content-Security-Policy');
  });

  it('leaves other methods to the server it is mounted in', async () => {
    expect((await get('/', {}, 'POST')).status).toBe(405);
  });
});

describe('the pages a server renders beside its data (decision 207)', () => {
  const own: { build?: string; catalogueVersion: number } = { build: 'a1', catalogueVersion: 1 };
  it('are served when this release rendered them', () => {
    const rendered = { build: 'a1', catalogueVersion: 4 };
    expect(pagesToServe(own, rendered)).toBe(rendered);
  });
  it("give way to the release's own when another release (or none named) rendered them", () => {
    expect(pagesToServe(own, { build: 'b2', catalogueVersion: 4 })).toBe(own);
    expect(pagesToServe(own, { catalogueVersion: 4 })).toBe(own);
    expect(pagesToServe(own, null)).toBe(own);
    expect(pagesToServe(null, { build: 'a1', catalogueVersion: 4 })).toBeNull();
  });
});
