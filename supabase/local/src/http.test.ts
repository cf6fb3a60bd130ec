import { createServer, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { bearerToken, clientIp, headerValue, jsonNestingDepth, normalizeTarget } from './http.ts';

/** Sends `head` (request line and header lines) over a raw socket and returns what `read` made of it. */
async function readOverSocket(head: string[], read: (req: IncomingMessage) => unknown): Promise<unknown> {
  let seen: unknown;
  const server = createServer((req, res) => {
    seen = read(req);
    res.writeHead(204, { Connection: 'close' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(`${head.join('\r\n')}\r\n\r\n`));
      socket.on('data', () => socket.end());
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return seen;
}

// Hand-built requests: Node's parser gives an array only for Set-Cookie, other callers may for any.
const withHeaders = (headers: Record<string, string | string[]>, remoteAddress = '10.0.0.9') =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('headerValue', () => {
  it('keeps every entry of a repeated list header, as sent over the wire', async () => {
    const seen = await readOverSocket(
      [
        'GET / HTTP/1.1',
        'Host: localhost',
        'Prefer: return=representation',
        'Prefer: count=exact',
        'X-Forwarded-For: 203.0.113.7',
        'X-Forwarded-For: 198.51.100.1',
      ],
      (req) => ({ prefer: headerValue(req, 'prefer'), forwarded: headerValue(req, 'x-forwarded-for') }),
    );
    expect(seen).toEqual({
      prefer: 'return=representation, count=exact',
      forwarded: '203.0.113.7, 198.51.100.1',
    });
  });

  it('folds a value that arrives as an array the same way, and answers undefined when absent', () => {
    const req = withHeaders({ prefer: ['return=minimal', 'tx=rollback'], apikey: 'k' });
    expect(headerValue(req, 'prefer')).toBe('return=minimal, tx=rollback');
    expect(headerValue(req, 'apikey')).toBe('k');
    expect(headerValue(req, 'range')).toBeUndefined();
  });

  it('never lets a repeated single value pass as one valid value', () => {
    const req = withHeaders({ authorization: ['Bearer a', 'Bearer b'] });
    expect(headerValue(req, 'authorization')).toBe('Bearer a, Bearer b');
    expect(bearerToken(req)).toBeUndefined();
    expect(bearerToken(withHeaders({ authorization: 'Bearer abc.def ' }))).toBe('abc.def');
    expect(bearerToken(withHeaders({ authorization: 'Basic abc' }))).toBeUndefined();
  });
});

describe('clientIp', () => {
  it("is the socket's address without a trusted proxy, whatever X-Forwarded-For claims", async () => {
    const seen = await readOverSocket(
      ['GET / HTTP/1.1', 'Host: localhost', 'X-Forwarded-For: 203.0.113.7'],
      (req) => clientIp(req, false),
    );
    expect(seen).toBe('127.0.0.1');
  });

  it('is the first X-Forwarded-For entry behind a trusted proxy, across repeated headers', async () => {
    const seen = await readOverSocket(
      [
        'GET / HTTP/1.1',
        'Host: localhost',
        'X-Forwarded-For: 203.0.113.7, 10.0.0.1',
        'X-Forwarded-For: 10.0.0.2',
      ],
      (req) => clientIp(req, true),
    );
    expect(seen).toBe('203.0.113.7');
  });

  it("falls back to the socket's address when a trusted proxy sent no usable entry", () => {
    expect(clientIp(withHeaders({}), true)).toBe('10.0.0.9');
    expect(clientIp(withHeaders({ 'x-forwarded-for': ' , 1.2.3.4' }), true)).toBe('10.0.0.9');
    expect(clientIp(withHeaders({ 'x-forwarded-for': ['198.51.100.4', '10.0.0.1'] }), true)).toBe(
      '198.51.100.4',
    );
    const closed = { headers: {}, socket: {} } as unknown as IncomingMessage;
    expect(clientIp(closed, false)).toBe('unknown');
  });
});

describe('normalizeTarget', () => {
  it('keeps ordinary paths and query strings as they are', () => {
    expect(normalizeTarget('/')).toBe('/');
    expect(normalizeTarget('/rest/v1/tours?select=*&id=eq.1')).toBe('/rest/v1/tours?select=*&id=eq.1');
    expect(normalizeTarget('/rest/v1/%zz')).toBe('/rest/v1/%zz');
  });

  it('collapses leading slashes and backslashes that would name another host', () => {
    expect(normalizeTarget('//?%zz')).toBe('/?%zz');
    expect(normalizeTarget('//evil.example/x')).toBe('/evil.example/x');
    expect(normalizeTarget('/\\evil.example')).toBe('/evil.example');
    expect(normalizeTarget('//%zz/')).toBe('/%zz/');
  });

  it("takes a proxy's absolute form by its path", () => {
    expect(normalizeTarget('http://127.0.0.1:3000/health?x=1')).toBe('/health?x=1');
  });

  it('refuses targets that are not paths', () => {
    for (const raw of ['', undefined, '*', 'tours', 'ftp://x/y', 'http://%zz/', 'javascript:alert(1)']) {
      expect(normalizeTarget(raw)).toBeNull();
    }
  });
});

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonNestingDepth('"[[[[" ')).toBe(0);
    expect(jsonNestingDepth('["\\"[[["]')).toBe(1);
    expect(jsonNestingDepth('12')).toBe(0);
  });

  it('stops counting past the limit, and never recurses', () => {
    const deep = '['.repeat(1_000_000);
    expect(jsonNestingDepth(deep, 10)).toBe(11);
    expect(jsonNestingDepth(deep)).toBe(1_000_000);
  });
});
