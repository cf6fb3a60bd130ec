import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, errorOf, startTestServer, type TestServer } from '../test-support/harness.ts';

// Gaps the official PostgREST and supabase-js client suites found (issue 13), each against
// PostgREST 12's documented behaviour, through the unmodified supabase-js where it can say it.

describe.each(DATABASE_KINDS)('PostgREST compatibility on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.db.exec(`insert into public.categories values (1, 'lodges');
      insert into public.items (id, name, price, category_id) values
        (1, 'Tent', 10, 1), (2, 'Jeep', 2500, 1), (3, 'Lamp', 15, null);
      insert into public.labels values ('big5', 'Big five');`);
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe('upsert', () => {
    it('a body holding only the conflict columns returns the existing row, unchanged', async () => {
      const { data, error, status } = await server
        .serviceClient()
        .from('labels')
        .upsert({ code: 'big5' }, { onConflict: 'code', defaultToNull: false })
        .select();
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([{ code: 'big5', caption: 'Big five' }]);
      // The same upsert for a new key inserts it.
      const fresh = await server
        .serviceClient()
        .from('labels')
        .upsert({ code: 'migration' }, { onConflict: 'code', defaultToNull: false })
        .select();
      expect(fresh.status).toBe(201);
      expect(fresh.data).toEqual([{ code: 'migration', caption: null }]);
    });

    it('answers 200 when it only updated rows, 201 when it inserted any', async () => {
      const client = server.serviceClient();
      const updated = await client.from('labels').upsert({ code: 'big5', caption: 'The big five' });
      expect(updated.error).toBeNull();
      expect(updated.status).toBe(200);
      const mixed = await client.from('labels').upsert([
        { code: 'big5', caption: 'Big five' },
        { code: 'calving', caption: 'Calving season' },
      ]);
      expect(mixed.status).toBe(201);
      const ignored = await client
        .from('labels')
        .upsert({ code: 'calving', caption: 'x' }, { ignoreDuplicates: true });
      // ignore-duplicates is an insert that may skip rows: PostgREST answers 201.
      expect(ignored.status).toBe(201);
      const stored = await server.db.query('select code, caption from public.labels order by code');
      expect(stored.rows).toEqual([
        { code: 'big5', caption: 'Big five' },
        { code: 'calving', caption: 'Calving season' },
        { code: 'migration', caption: null },
      ]);
    });
  });

  describe('count on RPC', () => {
    it('count=exact answers the total in Content-Range, before limits', async () => {
      const { data, count, error } = await server
        .client()
        .rpc('items_cheaper_than', { max_price: 400 }, { count: 'exact' })
        .select('id')
        .order('id')
        .limit(1);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: 1 }]);
      expect(count).toBe(2);
      const raw = await server.api('/rest/v1/rpc/items_cheaper_than?max_price=400', {
        headers: { Prefer: 'count=exact' },
      });
      expect(raw.headers.get('content-range')).toBe('0-1/2');
    });

    it('counts filtered rows, and head requests carry only the count', async () => {
      const filtered = await server
        .client()
        .rpc('items_cheaper_than', { max_price: 400 }, { count: 'exact' })
        .eq('category_id', 1);
      expect(filtered.count).toBe(1);
      const head = await server
        .client()
        .rpc('items_cheaper_than', { max_price: 400 }, { count: 'exact', head: true });
      expect(head.error).toBeNull();
      expect(head.data).toBeNull();
      expect(head.count).toBe(2);
    });

    it('a scalar function counts as one row', async () => {
      const { data, count } = await server.client().rpc('add', { a: 1, b: 2 }, { count: 'exact' });
      expect(data).toBe(3);
      expect(count).toBe(1);
    });
  });

  describe('overloaded functions', () => {
    it('two overloads that both fit are refused with 300 PGRST203', async () => {
      const res = await server.api('/rest/v1/rpc/pick', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"x":1}',
      });
      expect(res.status).toBe(300);
      expect(await errorOf(res)).toEqual({
        code: 'PGRST203',
        details: null,
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
        message:
          'Could not choose the best candidate function between: public.pick(x => integer), public.pick(x => text, y => text)',
      });
      const viaClient = await server.client().rpc('pick', { x: 1 });
      expect(viaClient.error?.code).toBe('PGRST203');
    });

    it('a call only one overload fits still runs it', async () => {
      const { data, error } = await server.client().rpc('pick', { x: 'a', y: 'b' });
      expect(error).toBeNull();
      expect(data).toBe('text');
    });
  });
});
