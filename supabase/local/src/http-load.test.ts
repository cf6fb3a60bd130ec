// Issue 25, the load family for the HTTP layer: a huge body is refused before it is read, and a
// client that sends slowly loses its connection instead of holding it for Node's 300 s.
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FUNCTION_BODY_BYTES } from './functions/index.ts';
import { rawRequest } from './test-support/fuzz.ts';
import { startTestServer, type TestServer } from './test-support/harness.ts';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'test-fixtures', 'functions');

describe('bodies and slow clients', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      functionsDir: fixtures,
      configFile: join(fixtures, 'config.toml'),
      requestTimeouts: { headersMs: 500, requestMs: 1500 },
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(() => server?.stop());

  const head = (path: string, extra: string) =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${server.keys.serviceRoleKey}\r\napikey: ${server.keys.anonKey}\r\nContent-Type: application/json\r\n${extra}\r\n`;

  it('answers 413 to a 100 MB body for a function from Content-Length, before reading it', async () => {
    const before = process.memoryUsage().rss;
    // Only the head is sent: the answer must not wait for the body.
    const answer = await rawRequest(port, head('/functions/v1/echo', 'Content-Length: 100000000\r\n'));
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/connection: close/i);
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('answers 413 as soon as a streamed body passes the limit', async () => {
    const chunk = Buffer.alloc(256 * 1024, 'a');
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (data) => {
      received += data.toString('latin1');
    });
    socket.on('error', () => {});
    socket.write(head('/functions/v1/echo', 'Transfer-Encoding: chunked\r\n'));
    const size = `${chunk.length.toString(16)}\r\n`;
    for (let sent = 0; sent <= MAX_FUNCTION_BODY_BYTES && !received; sent += chunk.length) {
      socket.write(size);
      socket.write(chunk);
      socket.write('\r\n');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await expect.poll(() => received, { timeout: 5000 }).toMatch(/^HTTP\/1\.1 413/);
    socket.destroy();
  });

  it('still hands an honest body to the function', async () => {
    const res = await fetch(`${server.url}/functions/v1/echo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.keys.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ n: 1 }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).body).toEqual({ n: 1 });
  });

  it('closes a connection whose body trickles in, within the request time limit', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
    const started = performance.now();
    socket.write(head('/rest/v1/items', 'Content-Length: 100\r\n'));
    const trickle = setInterval(() => socket.write('a'), 200);
    try {
      const at = await closed;
      expect(at - started).toBeLessThan(4000);
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes a connection whose headers never end', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
    const started = performance.now();
    socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => socket.write('X-A: b\r\n'), 100);
    try {
      expect((await closed) - started).toBeLessThan(3000);
    } finally {
      clearInterval(trickle);
    }
  });
});

// Issue 39, item 9: 21,000 idle connections from rotating addresses made /health refuse 14 of 20.
describe('idle connections and connection caps', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      migrationsDir: null,
      connectionLimits: { idleMs: 1000, perAddress: 40, total: 300 },
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(() => server?.stop());

  /** A connection from `localAddress` (any 127.x.y.z is this machine) that sends nothing. */
  const idle = (localAddress: string) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    return { socket, closed };
  };

  it('closes a connection that sends nothing after the idle time', async () => {
    const started = performance.now();
    const { closed } = idle('127.0.0.1');
    await closed;
    const after = performance.now() - started;
    expect(after).toBeGreaterThanOrEqual(900);
    expect(after).toBeLessThan(5000);
  });

  it('keeps /health answering while 1,500 idle connections come from 150 addresses', {
    timeout: 60_000,
  }, async () => {
    // In batches of 100, each connected before the next: all at once would overflow the kernel's
    // listen backlog, whose half-open connections the server never sees.
    const sockets: ReturnType<typeof idle>[] = [];
    for (let batch = 0; batch < 15; batch++) {
      const next = Array.from({ length: 100 }, (_, j) => {
        const i = batch * 100 + j;
        return idle(`127.0.${10 + (i % 150)}.${1 + Math.floor(i / 150)}`);
      });
      await Promise.all(
        next.map(
          (s) =>
            new Promise((resolve) => {
              s.socket.once('connect', resolve);
              s.socket.once('close', resolve);
            }),
        ),
      );
      sockets.push(...next);
    }
    try {
      const answers: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${server.url}/health`, { signal: AbortSignal.timeout(5000) });
        await res.text();
        answers.push(res.status);
      }
      expect(answers).toEqual(Array(20).fill(200));
      // The total cap closed the oldest to make room; the idle deadline closes the rest.
      await Promise.all(sockets.map((s) => s.closed));
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
    } finally {
      for (const { socket } of sockets) socket.destroy();
    }
  });

  it('closes every connection that stops after any bytes, and keeps answering', {
    timeout: 60_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
          fc.string({ maxLength: 40 }).map((path) => Buffer.from(`GET /${path} HTTP/1.1\r\nHost: x\r\n`)),
        ),
        async (bytes) => {
          const started = performance.now();
          const { socket, closed } = idle('127.0.4.4');
          socket.write(bytes);
          // Read whatever comes back (a 400 for garbage), so the server's end is seen.
          socket.resume();
          await closed;
          // A parse error closes at once; otherwise the idle deadline (1 s here) does.
          expect(performance.now() - started).toBeLessThan(4000);
          expect((await fetch(`${server.url}/health`)).status).toBe(200);
        },
      ),
      { numRuns: 12 },
    );
  });

  it("closes at once the connections over one address's cap", async () => {
    const sockets = Array.from({ length: 60 }, () => idle('127.0.3.3'));
    try {
      const early = await Promise.race([
        Promise.all(sockets.slice(40).map((s) => s.closed)).then(() => 'closed'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 800)),
      ]);
      expect(early).toBe('closed');
      // Another address is not affected.
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
    } finally {
      for (const { socket } of sockets) socket.destroy();
    }
  });
});
