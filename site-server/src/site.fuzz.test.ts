// Hostile requests against the served site and the HTTP layer itself: generated static paths
// (traversal, bad escapes, odd methods and headers), raw garbage instead of HTTP, and upgrade
// requests that are reset mid-way. None may answer 5xx, hang, stall the event loop, leak a file
// from outside the build folders, or leave the server unable to answer.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expectNoServerError,
  expectResponsive,
  FUZZ_RUNS,
  HANG_MS,
  rawRequest,
  watchEventLoop,
} from '@safari/supabase-local/fuzz';
import { startTestServer, type TestServer } from '@safari/supabase-local/test-support';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSite } from './built-site.ts';

const SECRET = 'NEVER-SERVE-THIS-FILE';

/** A built-site lookalike with a secret beside (not inside) the build folders. */
async function makeSite(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'site-fuzz-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><div id="root"></div>',
    'shell/dist/config.json': '{"remotes":{}}',
    'shell/dist/assets/app-3f9a1c.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
    'shell/dist/robots.txt': 'User-agent: *\n',
    'public-site/dist/remoteEntry.js': 'export {};',
    'public-site/dist/assets/page-77ab.css': 'body{}',
    'admin-app/dist/remoteEntry.js': 'export {};',
    'secret.txt': SECRET,
    'shell/secret.txt': SECRET,
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

const segment = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '',
    '%2e%2e',
    '%2E%2e',
    '.%2e',
    '%2f',
    '%5c',
    '..%2f..%2f',
    '..\\..',
    '%00',
    '%zz',
    '%',
    '%c0%ae%c0%ae',
    '%ff%fe',
    '~',
    'assets',
    'remotes',
    'public-site',
    'admin-app',
    'dist',
    'shell',
    'index.html',
    'config.json',
    'remoteEntry.js',
    'secret.txt',
    'app-3f9a1c.js',
    'etc',
    'passwd',
    '_mail',
    'rest',
    'v1',
    'photographs',
    'remotes/public-site/photographs',
    'sources',
    'site-photographs',
    'a1a1a1a1a1a1a1a1a1a1.json',
    'a1a1a1a1a1a1a1a1a1a1-640.avif',
  ),
  fc.string({ maxLength: 12 }).map((s) => encodeURIComponent(s)),
  fc.string({ unit: 'binary', maxLength: 6 }).map((s) => encodeURIComponent(s)),
  fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@-]{0,40}$/),
  fc.constant('a'.repeat(5000)),
);

const path = fc
  .tuple(fc.array(segment, { minLength: 0, maxLength: 8 }), fc.constantFrom('/', '//', '/\\'), fc.boolean())
  .map(([parts, sep, trailing]) => `/${parts.join(sep)}${trailing ? '/' : ''}`);

const query = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 30 }).map((s) => `?${encodeURIComponent(s)}`),
  fc.constantFrom('?%zz', '?a=%', '?#', `?${'x='.repeat(3000)}`),
);

const header = fc.oneof(
  fc.constantFrom(
    'Range: bytes=0-0',
    'Range: bytes=99999999999999999999-',
    'Range: bytes=-5, 9-1',
    'Accept-Encoding: br;q=nan, gzip;q=-1, *',
    `Accept-Encoding: ${'gzip,'.repeat(2000)}`,
    'If-Modified-Since: not a date',
    'If-Modified-Since: Sat, 01 Jan 275760 00:00:00 GMT',
    'If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT',
    'If-None-Match: *',
    'Content-Length: 5',
    'Transfer-Encoding: chunked',
    'Expect: 100-continue',
    'Upgrade: websocket',
    'Connection: upgrade',
    'X-Forwarded-Proto: https',
    `Cookie: ${'a=b; '.repeat(500)}`,
  ),
  fc
    .tuple(fc.stringMatching(/^[A-Za-z-]{1,20}$/), fc.stringMatching(/^[\x20-\x7e]{0,60}$/))
    .map(([name, value]) => `${name}: ${value}`),
);

const method = fc.oneof(
  fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND'),
  fc.stringMatching(/^[A-Z]{1,12}$/),
);

describe('the served site under hostile requests', () => {
  let server: TestServer;
  let siteDir: string;
  const loop = watchEventLoop();

  beforeAll(async () => {
    siteDir = await makeSite();
    server = await startTestServer('pglite', { site: builtSite({ siteDir }) });
    // Uploaded photographs' folder in the data folder (decision 196): its variants are served,
    // its bookkeeping never.
    const photographs = join(server.context.dataDir, 'site-photographs');
    await mkdir(join(photographs, 'sources'), { recursive: true });
    await writeFile(join(photographs, 'a1a1a1a1a1a1a1a1a1a1-640.avif'), 'variant');
    await writeFile(join(photographs, 'a1a1a1a1a1a1a1a1a1a1.json'), SECRET);
    await writeFile(join(photographs, 'sources', 'a1a1a1a1a1a1a1a1a1a1.json'), SECRET);
    loop.reset();
  });
  afterAll(async () => {
    loop.stop();
    await server?.stop();
    await rm(siteDir, { recursive: true, force: true });
  });

  it(`answers ${FUZZ_RUNS} generated static requests below 500, from inside the build only`, async () => {
    await fc.assert(
      fc.asyncProperty(
        method,
        path,
        query,
        fc.array(header, { maxLength: 4 }),
        async (verb, target, search, headers) => {
          const lines = [`${verb} ${target}${search} HTTP/1.1`, `Host: 127.0.0.1:${server.port}`, ...headers];
          const answer = await rawRequest(server.port, `${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`, {
            readAll: true,
          });
          expectNoServerError(answer.status, `${verb} ${target}${search}`);
          if (answer.text.includes(SECRET) || answer.text.includes('root:x:0:0')) {
            throw new Error(`${target} served a file from outside the build`);
          }
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
    await expectResponsive(server.url);
    expect(loop.maxStallMs()).toBeLessThan(HANG_MS);
  }, 240_000);

  it(`survives ${FUZZ_RUNS} streams of raw garbage instead of HTTP`, async () => {
    const garbage = fc.oneof(
      fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      fc.string({ maxLength: 200 }).map((s) => `${s}\r\n\r\n`),
      fc
        .tuple(method, fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }))
        .map(([verb, target, junk]) => `${verb} ${target} HTTP/1.1\r\nHost: x\r\n${junk}\r\n\r\n`),
      fc.constantFrom(
        'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n',
        'POST /rest/v1/x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
        `GET / HTTP/1.1\r\nHost: a\r\nX: ${'y'.repeat(20_000)}\r\n\r\n`,
        'GET / HTTP/9.9\r\n\r\n',
        'GET /\x00 HTTP/1.1\r\n\r\n',
      ),
    );
    await fc.assert(
      fc.asyncProperty(garbage, async (bytes) => {
        const answer = await rawRequest(server.port, bytes, { halfClose: true });
        expectNoServerError(answer.status, JSON.stringify(bytes.toString().slice(0, 80)));
      }),
      { numRuns: FUZZ_RUNS },
    );
    await expectResponsive(server.url);
    expect(loop.maxStallMs()).toBeLessThan(HANG_MS);
  }, 240_000);

  it('survives upgrade requests that the client resets before the answer', async () => {
    for (let i = 0; i < 100; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect(server.port, '127.0.0.1', () => {
          const target = i % 2 === 0 ? '/realtime/v1/websocket?apikey=x' : '/not-a-socket';
          socket.write(
            `GET ${target} HTTP/1.1\r\nHost: a\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
          );
          socket.resetAndDestroy();
        });
        socket.on('error', () => {});
        socket.on('close', () => resolve());
      });
    }
    await expectResponsive(server.url);
  }, 60_000);
});
