import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, startTestServer, type TestServer } from '../test-support/harness.ts';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-fixtures', 'functions');

describe.each(DATABASE_KINDS)('Edge functions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      functionsDir: fixtures,
      configFile: join(fixtures, 'config.toml'),
    });
  });
  afterAll(() => server.stop());

  it('runs a function for a signed-in user, with the project settings in its environment', async () => {
    const token = await server.userToken('00000000-0000-4000-8000-000000000001');
    const { data, error } = await server.client(token).functions.invoke('echo/sub/path?x=1', {
      body: { hello: 'Arusha' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({
      method: 'POST',
      path: '/echo/sub/path',
      query: '?x=1',
      authorization: `Bearer ${token}`,
      body: { hello: 'Arusha' },
      env: { url: server.url, anonKey: server.keys.anonKey, hasServiceKey: true },
    });
  });

  it('refuses an invalid token and a missing one with 401 before the function runs', async () => {
    const forged = `${await server.userToken('00000000-0000-4000-8000-000000000001')}x`;
    const { error } = await server.client(forged).functions.invoke('echo', { body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: 'Invalid JWT' });

    const bare = await fetch(`${server.url}/functions/v1/echo`, { method: 'POST', body: '{}' });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({ msg: 'Error: Missing authorization header' });
  });

  it('lets a visitor (anon key) call it: the key is a valid JWT', async () => {
    const { data, error } = await server.client().functions.invoke('echo', { body: { n: 1 } });
    expect(error).toBeNull();
    expect(data.authorization).toBe(`Bearer ${server.keys.anonKey}`);
  });

  it('gives functions the global WebSocket Deno has, so a supabase-js client can be built', async () => {
    const { data, error } = await server.client().functions.invoke('with-client', { body: {} });
    expect(error).toBeNull();
    expect(data).toEqual({ reachedRest: true, realtime: 'function' });
  });

  it('passes the CORS preflight to the function, without a token', async () => {
    const preflight = await fetch(`${server.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://example.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('runs a verify_jwt = false function without a token, and with one it acts as that user', async () => {
    const open = await fetch(`${server.url}/functions/v1/no-verify`, { method: 'POST' });
    expect(open.status).toBe(200);
    expect(await open.json()).toEqual({ user: null });
    const token = await server.userToken('00000000-0000-4000-8000-000000000002');
    const { data } = await server.client(token).functions.invoke('no-verify');
    expect(data.whoami).toMatchObject({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000002' });
  });

  it('answers 500 without the error text when a function throws, and logs it', async () => {
    const { error } = await server.client().functions.invoke('throws');
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    expect(JSON.parse(text)).toMatchObject({ code: 'WORKER_ERROR' });
    expect(server.logs.join('\n')).toContain('hunter2');
  });

  it('answers 404 for unknown, disabled and underscore folders, 503 for one without a handler', async () => {
    for (const name of ['missing', 'disabled-one', '_shared', '..']) {
      const res = await server.api(`/functions/v1/${name}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${server.keys.anonKey}` },
      });
      expect(res.status, name).toBe(404);
    }
    const broken = await server.api('/functions/v1/broken', {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.keys.anonKey}` },
    });
    expect(broken.status).toBe(503);
    expect(await broken.json()).toMatchObject({ code: 'BOOT_ERROR' });
  });
});
