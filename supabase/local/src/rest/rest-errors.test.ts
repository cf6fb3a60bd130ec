import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../jwt.ts';
import {
  DATABASE_KINDS,
  errorOf,
  startTestServer,
  TEST_JWT_SECRET,
  type TestServer,
} from '../test-support/harness.ts';

const json = (body: unknown, extra: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...extra },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe.each(DATABASE_KINDS)('REST errors on %s', (kind) => {
  let server: TestServer;
  let service: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    service = { apikey: server.keys.serviceRoleKey };
    await server.db.exec(`insert into public.categories values (1, 'lodges');
      insert into public.items (id, name, price, category_id) values (1, 'Tent', 10, 1);`);
  });
  afterAll(async () => {
    // Whatever failed above, the server never answered 500 or logged an internal error.
    expect(server.logs.filter((line) => / 500 |internal error/i.test(line))).toEqual([]);
    await server?.stop();
  });

  describe('keys and tokens', () => {
    it('a request without any key is 401 like the gateway', async () => {
      const res = await server.api('/rest/v1/items', { headers: { apikey: '' } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      });
    });

    it('a key not signed by this project is 401 Invalid API key', async () => {
      const forged = await signJwt({ role: 'anon' }, 'another-secret-of-at-least-32-characters!!');
      const res = await server.api('/rest/v1/items', { headers: { apikey: forged } });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe('Invalid API key');
    });

    it('a forged bearer token is 401 PGRST301 with WWW-Authenticate', async () => {
      const forged = await signJwt({ role: 'service_role' }, 'another-secret-of-at-least-32-characters!!');
      const res = await server.api('/rest/v1/items', { headers: { Authorization: `Bearer ${forged}` } });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
      expect(await errorOf(res)).toMatchObject({ code: 'PGRST301', details: null, hint: null });
    });

    it('an expired token is 401 PGRST303 JWT expired', async () => {
      const expired = await signJwt(
        { role: 'authenticated', sub: crypto.randomUUID(), exp: 1_000 },
        TEST_JWT_SECRET,
      );
      const res = await server.api('/rest/v1/items', { headers: { Authorization: `Bearer ${expired}` } });
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    });

    it('an unsigned (alg none) token is refused', async () => {
      const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
      const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ role: 'service_role' })}.`;
      const res = await server.api('/rest/v1/items', { headers: { Authorization: `Bearer ${unsigned}` } });
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('PGRST301');
      const hs512 = await new SignJWT({ role: 'service_role' })
        .setProtectedHeader({ alg: 'HS512' })
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      const other = await server.api('/rest/v1/items', { headers: { Authorization: `Bearer ${hs512}` } });
      expect(other.status).toBe(401);
    });

    it('a role that does not exist is 401, one not granted to the API is 403', async () => {
      const unknown = await signJwt({ role: 'superhero' }, TEST_JWT_SECRET);
      const res = await server.api('/rest/v1/items', { headers: { Authorization: `Bearer ${unknown}` } });
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('22023');
      const postgres = await signJwt({ role: 'postgres' }, TEST_JWT_SECRET);
      const denied = await server.api('/rest/v1/items', { headers: { Authorization: `Bearer ${postgres}` } });
      expect(denied.status).toBe(403);
      expect((await errorOf(denied)).code).toBe('42501');
    });

    it('missing grants are 401 for anon and 403 for a signed-in user', async () => {
      const anon = await server.api('/rest/v1/vault');
      expect(anon.status).toBe(401);
      expect((await errorOf(anon)).code).toBe('42501');
      const user = await server.userToken(crypto.randomUUID());
      const res = await server.api('/rest/v1/vault', { headers: { Authorization: `Bearer ${user}` } });
      expect(res.status).toBe(403);
    });
  });

  describe('bad requests', () => {
    it.each([
      ['unknown table', '/rest/v1/nope', 404, 'PGRST205'],
      ['unknown column in select', '/rest/v1/items?select=id,nope', 400, '42703'],
      ['unknown column in a filter', '/rest/v1/items?nope=eq.1', 400, '42703'],
      ['unknown operator', '/rest/v1/items?id=equals.1', 400, 'PGRST100'],
      ['filter without operator', '/rest/v1/items?id=1', 400, 'PGRST100'],
      ['bad order modifier', '/rest/v1/items?order=id.sideways', 400, 'PGRST100'],
      ['bad limit', '/rest/v1/items?limit=ten', 400, 'PGRST100'],
      ['unbalanced or', '/rest/v1/items?or=(id.eq.1', 400, 'PGRST100'],
      ['bad is value', '/rest/v1/items?qty=is.maybe', 400, 'PGRST100'],
      ['embedding (not supported)', '/rest/v1/items?select=id,categories(name)', 400, 'PGRST100'],
      ['value of the wrong type', '/rest/v1/items?id=eq.abc', 400, '22P02'],
      ['unknown function', '/rest/v1/rpc/nope', 404, 'PGRST202'],
    ])('%s', async (_name, path, status, code) => {
      const res = await server.api(path);
      expect(res.status).toBe(status);
      const body = await errorOf(res);
      expect(body.code).toBe(code);
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    });

    it('an unknown payload column is 400 PGRST204', async () => {
      const res = await server.api(
        '/rest/v1/items',
        json({ id: 5, name: 'x', price: 1, colour: 'red' }, service),
      );
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({
        code: 'PGRST204',
        message: "Could not find the 'colour' column of 'items' in the schema cache",
      });
    });

    it('invalid JSON is 400 PGRST102', async () => {
      const res = await server.api('/rest/v1/items', json('{"id": 1,', service));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('PGRST102');
    });

    it('a body over 1 MB is 413 and nothing is stored', async () => {
      const res = await server.api(
        '/rest/v1/categories',
        json({ id: 77, name: 'x'.repeat(1024 * 1024 + 10) }, service),
      );
      expect(res.status).toBe(413);
      expect((await server.db.query('select 1 from public.categories where id = 77')).rows).toHaveLength(0);
    });

    it.each<[string, Record<string, unknown>, number, string]>([
      ['duplicate key', { id: 1, name: 'Other', price: 1 }, 409, '23505'],
      ['foreign key', { id: 2, name: 'Orphan', price: 1, category_id: 42 }, 409, '23503'],
      ['check constraint', { id: 3, name: 'Negative', price: -5 }, 400, '23514'],
      ['not null', { id: 4, name: null, price: 1 }, 400, '23502'],
      ['invalid text representation', { id: 'four', name: 'x', price: 1 }, 400, '22P02'],
    ])('constraint: %s', async (_name, row, status, code) => {
      const res = await server.serviceClient().from('items').insert(row);
      expect(res.status).toBe(status);
      expect(res.error?.code).toBe(code);
      expect(res.error?.message).toBeTruthy();
      // Issue 39, item 10: PostgreSQL's "Failing row contains (…)" is not echoed back.
      expect(res.error?.details ?? '').not.toMatch(/Failing row|Negative/);
    });

    it('PATCH and DELETE without a filter are refused (21000) and change nothing', async () => {
      const update = await server.api('/rest/v1/items', { ...json({ qty: 1 }, service), method: 'PATCH' });
      expect(update.status).toBe(400);
      expect(await errorOf(update)).toMatchObject({
        code: '21000',
        message: 'UPDATE requires a WHERE clause',
      });
      const remove = await server.api('/rest/v1/items', { method: 'DELETE', headers: service });
      expect(remove.status).toBe(400);
      expect((await errorOf(remove)).message).toBe('DELETE requires a WHERE clause');
      expect((await server.db.query('select qty from public.items where id = 1')).rows).toEqual([
        { qty: null },
      ]);
    });

    it('unsupported media types and schemas are 406', async () => {
      const csv = await server.api('/rest/v1/items', { headers: { Accept: 'text/csv' } });
      expect(csv.status).toBe(406);
      expect((await errorOf(csv)).code).toBe('PGRST107');
      const schema = await server.api('/rest/v1/items', { headers: { 'Accept-Profile': 'auth' } });
      expect(schema.status).toBe(406);
      expect((await errorOf(schema)).code).toBe('PGRST106');
    });

    it('SQL in identifiers or values is data, never code', async () => {
      const injected = await server.api(
        `/rest/v1/items?select=id&name=eq.${encodeURIComponent("x' or '1'='1")}`,
      );
      expect(await injected.json()).toEqual([]);
      const column = await server.api(`/rest/v1/items?${encodeURIComponent('id;drop table items')}=eq.1`);
      expect(column.status).toBe(400);
      expect((await server.db.query('select count(*)::int as n from public.items')).rows[0]?.n).toBe(1);
    });
  });

  describe('CORS', () => {
    it('answers preflight requests and exposes Content-Range', async () => {
      const preflight = await fetch(`${server.url}/rest/v1/items`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://elsewhere.test',
          'Access-Control-Request-Method': 'PATCH',
          'Access-Control-Request-Headers': 'apikey, authorization, prefer, x-client-info',
        },
      });
      expect(preflight.status).toBe(200);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
      expect(preflight.headers.get('access-control-allow-headers')).toBe(
        'apikey, authorization, prefer, x-client-info',
      );
      const res = await server.api('/rest/v1/items', { headers: { Origin: 'http://elsewhere.test' } });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    });
  });
});
