import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test-support/fuzz.ts';
import { startTestServer, type TestServer } from '../test-support/harness.ts';
import { isLoopbackAddress, mayReadMailbox, ownHostNames } from './access.ts';

function request(remoteAddress: string, host: string | undefined): IncomingMessage {
  return { socket: { remoteAddress }, headers: host === undefined ? {} : { host } } as IncomingMessage;
}

describe('who may read the local mailbox', () => {
  const own = ownHostNames('127.0.0.1', 3000);

  it('knows the loopback addresses, IPv4-mapped ones included', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
    for (const address of ['10.0.0.1', '192.168.1.5', '::ffff:10.0.0.1', '1270.0.0.1', '', undefined]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });

  it('answers a loopback client that names this server', () => {
    expect(mayReadMailbox(request('127.0.0.1', '127.0.0.1:3000'), own)).toBe(true);
    expect(mayReadMailbox(request('::1', 'localhost:3000'), own)).toBe(true);
    expect(mayReadMailbox(request('::ffff:127.0.0.1', '[::1]:3000'), own)).toBe(true);
    expect(mayReadMailbox(request('127.0.0.1', 'LOCALHOST:3000'), own)).toBe(true);
  });

  it('refuses a client on another machine, whatever Host it sends', () => {
    expect(mayReadMailbox(request('192.168.1.5', '127.0.0.1:3000'), own)).toBe(false);
    expect(mayReadMailbox(request('::ffff:10.1.2.3', 'localhost:3000'), own)).toBe(false);
  });

  it('refuses a loopback request that names another host or port (DNS rebinding)', () => {
    expect(mayReadMailbox(request('127.0.0.1', 'evil.example:3000'), own)).toBe(false);
    expect(mayReadMailbox(request('127.0.0.1', 'localhost:3001'), own)).toBe(false);
    expect(mayReadMailbox(request('127.0.0.1', 'localhost'), own)).toBe(false);
    expect(mayReadMailbox(request('127.0.0.1', undefined), own)).toBe(false);
  });

  it('accepts the name the server listens on, and a bare name on port 80', () => {
    expect(ownHostNames('safari.test', 8080).has('safari.test:8080')).toBe(true);
    expect(ownHostNames('::1', 80).has('[::1]')).toBe(true);
    expect(ownHostNames('0.0.0.0', 3000).has('0.0.0.0:3000')).toBe(false);
  });
});

describe('the mailbox on a live server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.mail.send({
      to: 'guest@example.test',
      subject: 'Reset',
      text: 'secret link',
      html: '<p>x</p>',
    });
  });
  afterAll(() => server.stop());

  const get = (path: string, host: string) =>
    rawRequest(server.port, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

  it('is served to this machine by its own name', async () => {
    expect((await get('/_mail/api/messages', `127.0.0.1:${server.port}`)).status).toBe(200);
    const page = await get('/_mail', `localhost:${server.port}`);
    expect(page.status).toBe(200);
    // Reset links must not be shown inside another site's frame.
    expect(page.head).toMatch(/content-security-policy: [^\r]*frame-ancestors 'none'/i);
    expect(page.head).toMatch(/x-frame-options: DENY/i);
  });

  it('is refused to a page that reached us through another name', async () => {
    for (const path of ['/_mail', '/_mail/api/messages', '/_mail/messages/x']) {
      const answer = await get(path, `rebind.attacker.example:${server.port}`);
      expect(answer.status).toBe(403);
    }
    // The rest of the server still answers that name (the rule is the mailbox's alone).
    expect((await get('/health', `rebind.attacker.example:${server.port}`)).status).toBe(200);
  });
});
