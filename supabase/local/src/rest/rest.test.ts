import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, errorOf, startTestServer, type TestServer } from '../test-support/harness.ts';

type Query = ReturnType<ReturnType<SupabaseClient['from']>['select']>;

const ITEMS = `
delete from public.items; delete from public.categories;
insert into public.categories (id, name) values (1, 'lodges'), (2, 'drives');
insert into public.items (id, name, price, category_id, qty, tags, data, big, released) values
  (1, 'Tent', 100.50, 1, 5, '{camp,outdoor}', '{"color":"green","size":{"w":2}}', 9007199254740993, '2026-03-01'),
  (2, 'Jeep', 2500, 2, null, '{drive}', '{"color":"black"}', 1, '2026-01-15'),
  (3, 'Lamp', 15.25, 1, 10, '{}', null, null, null),
  (4, 'Map, large', 7, null, 0, '{paper,"with space"}', '{"color":"white"}', 42, '2025-12-31'),
  (5, 'binoculars', 300, 2, 2, '{optics}', '{"color":"Black"}', 7, '2026-06-30');`;

const ids = (rows: unknown[] | null) => ((rows ?? []) as { id: number }[]).map((r) => r.id);

describe.each(DATABASE_KINDS)('REST on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(async () => {
    await server.db.exec(ITEMS);
  });

  describe('select', () => {
    it('returns the listed columns, aliases, casts and JSON paths', async () => {
      const { data, error } = await server
        .client()
        .from('items')
        .select('id,label:name,price::text,color:data->>color,size:data->size->w')
        .eq('id', 1);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: 1, label: 'Tent', price: '100.50', color: 'green', size: 2 }]);
    });

    it('renders types as PostgREST does (bigint digits, numeric, dates, arrays, json)', async () => {
      const res = await server.api('/rest/v1/items?id=eq.1&select=big,price,released,updated_at,tags,data');
      const text = await res.text();
      expect(text).toContain('"big":9007199254740993');
      const [row] = JSON.parse(text);
      expect(row).toMatchObject({
        price: 100.5,
        released: '2026-03-01',
        updated_at: '2026-01-01T00:00:00+00:00',
        tags: ['camp', 'outdoor'],
        data: { color: 'green', size: { w: 2 } },
      });
    });

    it.each([
      ['eq', (q: Query) => q.eq('name', 'Jeep'), [2]],
      ['neq', (q: Query) => q.neq('category_id', 1), [2, 5]],
      ['gt', (q: Query) => q.gt('price', 100.5), [2, 5]],
      ['gte', (q: Query) => q.gte('price', 100.5), [1, 2, 5]],
      ['lt', (q: Query) => q.lt('qty', 5), [4, 5]],
      ['lte', (q: Query) => q.lte('qty', 5), [1, 4, 5]],
      ['like with * wildcard', (q: Query) => q.like('name', '*amp'), [3]],
      ['like is case sensitive', (q: Query) => q.like('name', 'b%'), [5]],
      ['ilike', (q: Query) => q.ilike('name', 'B%'), [5]],
      ['in with a quoted comma', (q: Query) => q.in('name', ['Map, large', 'Tent']), [1, 4]],
      ['in on integers', (q: Query) => q.in('id', [2, 3, 99]), [2, 3]],
      ['is null', (q: Query) => q.is('qty', null), [2]],
      ['not is null', (q: Query) => q.not('qty', 'is', null), [1, 3, 4, 5]],
      ['not in', (q: Query) => q.not('id', 'in', '(1,2,3)'), [4, 5]],
      ['not eq', (q: Query) => q.not('name', 'eq', 'Tent'), [2, 3, 4, 5]],
      ['or', (q: Query) => q.or('qty.is.null,price.lt.10'), [2, 4]],
      ['nested or/and', (q: Query) => q.or('and(category_id.eq.1,qty.gt.6),id.eq.2'), [2, 3]],
      ['or with a quoted value', (q: Query) => q.or('name.eq."Map, large",id.eq.5'), [4, 5]],
      ['contains (array)', (q: Query) => q.contains('tags', ['camp']), [1]],
      ['overlaps (array)', (q: Query) => q.overlaps('tags', ['drive', 'optics']), [2, 5]],
      ['JSON path filter', (q: Query) => q.eq('data->>color', 'black'), [2]],
      ['JSON ilike', (q: Query) => q.ilike('data->>color', 'black'), [2, 5]],
      ['match several', (q: Query) => q.match({ category_id: 1, qty: 10 }), [3]],
      ['date range', (q: Query) => q.gte('released', '2026-01-01').lt('released', '2026-04-01'), [1, 2]],
    ])('filters: %s', async (_name, apply, expected) => {
      const { data, error } = await apply(server.client().from('items').select('id')).order('id');
      expect(error).toBeNull();
      expect(ids(data)).toEqual(expected);
    });

    it('filters with not.or and and= from the raw grammar', async () => {
      const res = await server.api(
        '/rest/v1/items?select=id&not.or=(id.eq.1,id.eq.2)&and=(qty.gte.0,qty.lt.10)&order=id',
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual([{ id: 4 }, { id: 5 }]);
    });

    it('orders ascending, descending, nulls first and last, on several columns', async () => {
      const client = server.client();
      const nullsLast = await client
        .from('items')
        .select('id')
        .order('qty', { ascending: false, nullsFirst: false });
      expect(ids(nullsLast.data)).toEqual([3, 1, 5, 4, 2]);
      const nullsFirst = await client
        .from('items')
        .select('id')
        .order('qty', { ascending: true, nullsFirst: true });
      expect(ids(nullsFirst.data)).toEqual([2, 4, 5, 1, 3]);
      const two = await client
        .from('items')
        .select('id')
        .order('category_id')
        .order('id', { ascending: false });
      expect(ids(two.data)).toEqual([3, 1, 5, 2, 4]);
    });

    it('pages with limit, offset and range', async () => {
      const client = server.client();
      expect(ids((await client.from('items').select('id').order('id').limit(2)).data)).toEqual([1, 2]);
      expect(ids((await client.from('items').select('id').order('id').range(2, 3)).data)).toEqual([3, 4]);
      const header = await server.api('/rest/v1/items?select=id&order=id', { headers: { Range: '1-2' } });
      expect(await header.json()).toEqual([{ id: 2 }, { id: 3 }]);
      expect(header.headers.get('content-range')).toBe('1-2/*');
    });

    it('counts exactly with Content-Range and 206 for a partial page', async () => {
      const page = await server
        .client()
        .from('items')
        .select('id', { count: 'exact' })
        .order('id')
        .range(0, 1);
      expect(page.status).toBe(206);
      expect(page.count).toBe(5);
      expect(page.data).toHaveLength(2);
      const raw = await server.api('/rest/v1/items?select=id&limit=2', {
        headers: { Prefer: 'count=exact' },
      });
      expect(raw.headers.get('content-range')).toBe('0-1/5');
      const whole = await server.client().from('items').select('id', { count: 'exact' });
      expect(whole.status).toBe(200);
      const head = await server
        .client()
        .from('items')
        .select('*', { count: 'exact', head: true })
        .gt('id', 2);
      expect(head.count).toBe(3);
      expect(head.data).toBeNull();
      const none = await server.api('/rest/v1/items?id=eq.99', { headers: { Prefer: 'count=exact' } });
      expect(none.headers.get('content-range')).toBe('*/0');
    });

    it('refuses an offset past the end with 416 PGRST103', async () => {
      const res = await server.api('/rest/v1/items?offset=10', { headers: { Prefer: 'count=exact' } });
      expect(res.status).toBe(416);
      expect((await errorOf(res)).code).toBe('PGRST103');
    });

    it('single() returns one object and 406 PGRST116 otherwise', async () => {
      const client = server.client();
      const one = await client.from('items').select('id,name').eq('id', 2).single();
      expect(one.data).toEqual({ id: 2, name: 'Jeep' });
      const none = await client.from('items').select('id').eq('id', 99).single();
      expect(none.status).toBe(406);
      expect(none.error?.code).toBe('PGRST116');
      const many = await client.from('items').select('id').single();
      expect(many.status).toBe(406);
      expect(many.error?.details).toBe('The result contains 5 rows');
    });

    it('maybeSingle() gives null for no row, the row for one, an error for several', async () => {
      const client = server.client();
      expect((await client.from('items').select('id').eq('id', 99).maybeSingle()).data).toBeNull();
      expect((await client.from('items').select('id').eq('id', 3).maybeSingle()).data).toEqual({ id: 3 });
      const many = await client.from('items').select('id').maybeSingle();
      expect(many.error?.code).toBe('PGRST116');
    });

    it('answers HEAD without a body', async () => {
      const res = await server.api('/rest/v1/items', { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('');
    });
  });

  describe('writes', () => {
    it('inserts one object and returns the representation', async () => {
      const { data, error, status } = await server
        .serviceClient()
        .from('items')
        .insert({ id: 10, name: 'Hat', price: 12 })
        .select('id,name,tags,updated_at')
        .single();
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toEqual({ id: 10, name: 'Hat', tags: [], updated_at: '2026-01-01T00:00:00+00:00' });
    });

    it('inserts an array with return=minimal (no body) and stores every row', async () => {
      const { data, status, error } = await server
        .serviceClient()
        .from('items')
        .insert([
          { id: 11, name: 'A', price: 1, tags: ['x'] },
          { id: 12, name: 'B', price: 2, tags: ['y'], qty: 3 },
        ]);
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data).toBeNull();
      const stored = await server.db.query<{ id: number; qty: number | null }>(
        'select id, qty from public.items where id in (11, 12) order by id',
      );
      expect(stored.rows).toEqual([
        { id: 11, qty: null },
        { id: 12, qty: 3 },
      ]);
    });

    it('fills absent keys with NULL by default and with column defaults under missing=default', async () => {
      const rows = [
        { id: 13, name: 'C', price: 1, tags: ['z'] },
        { id: 14, name: 'D', price: 1 },
      ];
      const withNull = await server.serviceClient().from('items').insert(rows);
      expect(withNull.status).toBe(400);
      expect(withNull.error?.code).toBe('23502');
      const withDefault = await server
        .serviceClient()
        .from('items')
        .insert(rows, { defaultToNull: false })
        .select('id,tags')
        .order('id');
      expect(withDefault.error).toBeNull();
      expect(withDefault.data).toEqual([
        { id: 13, tags: ['z'] },
        { id: 14, tags: [] },
      ]);
    });

    it('rolls back a whole array when one row fails', async () => {
      const res = await server
        .serviceClient()
        .from('items')
        .insert([
          { id: 20, name: 'ok', price: 1 },
          { id: 21, name: 'bad', price: -1 },
        ]);
      expect(res.status).toBe(400);
      expect(res.error?.code).toBe('23514');
      const left = await server.db.query('select 1 from public.items where id in (20, 21)');
      expect(left.rows).toHaveLength(0);
    });

    it('updates only filtered rows and returns them', async () => {
      const { data, error, status } = await server
        .serviceClient()
        .from('items')
        .update({ qty: 99, tags: ['new'] })
        .eq('category_id', 1)
        .select('id,qty,tags')
        .order('id');
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([
        { id: 1, qty: 99, tags: ['new'] },
        { id: 3, qty: 99, tags: ['new'] },
      ]);
      const untouched = await server.db.query<{ qty: number | null }>(
        'select qty from public.items where id = 2',
      );
      expect(untouched.rows[0]?.qty).toBeNull();
      const minimal = await server.serviceClient().from('items').update({ qty: 1 }).eq('id', 2);
      expect(minimal.status).toBe(204);
    });

    it('deletes only filtered rows, with count and representation', async () => {
      const { data, count, error } = await server
        .serviceClient()
        .from('items')
        .delete({ count: 'exact' })
        .lt('price', 20)
        .select('id');
      expect(error).toBeNull();
      expect(count).toBe(2);
      expect(ids(data).sort()).toEqual([3, 4]);
      const left = await server.db.query('select id from public.items order by id');
      expect(left.rows.map((r) => r.id)).toEqual([1, 2, 5]);
    });

    it('upserts: merge-duplicates updates, ignore-duplicates keeps, on_conflict picks the key', async () => {
      const client = server.serviceClient();
      const merged = await client
        .from('items')
        .upsert({ id: 1, name: 'Tent', price: 120 })
        .select('id,price');
      expect(merged.error).toBeNull();
      expect(merged.data).toEqual([{ id: 1, price: 120 }]);
      const ignored = await client
        .from('items')
        .upsert({ id: 2, name: 'Jeep', price: 1 }, { ignoreDuplicates: true })
        .select('id');
      expect(ignored.data).toEqual([]);
      const byName = await client
        .from('items')
        .upsert({ id: 2, name: 'Lamp', price: 16 }, { onConflict: 'name' })
        .select('id,name,price');
      // The row conflicting on name (id 3, Lamp) would be updated to id 2, which is taken.
      expect(byName.error?.code).toBe('23505');
      const byNameOk = await client
        .from('items')
        .upsert({ id: 3, name: 'Lamp', price: 16 }, { onConflict: 'name' })
        .select('id,price');
      expect(byNameOk.data).toEqual([{ id: 3, price: 16 }]);
      const stored = await server.db.query('select price::text as price from public.items where id = 2');
      expect(stored.rows[0]?.price).toBe('2500.00');
    });

    it('a singular insert of two rows is refused with 406 and rolled back', async () => {
      const res = await server
        .serviceClient()
        .from('items')
        .insert([
          { id: 30, name: 'x', price: 1 },
          { id: 31, name: 'y', price: 1 },
        ])
        .select()
        .single();
      expect(res.status).toBe(406);
      expect(res.error?.code).toBe('PGRST116');
      expect((await server.db.query('select 1 from public.items where id in (30, 31)')).rows).toHaveLength(0);
    });

    it('Prefer: tx=rollback answers but keeps nothing', async () => {
      const res = await server.api('/rest/v1/categories', {
        method: 'POST',
        headers: {
          apikey: server.keys.serviceRoleKey,
          'Content-Type': 'application/json',
          Prefer: 'return=representation, tx=rollback',
        },
        body: JSON.stringify({ id: 9, name: 'gone' }),
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual([{ id: 9, name: 'gone' }]);
      expect((await server.db.query('select 1 from public.categories where id = 9')).rows).toHaveLength(0);
    });

    it('stores 100 concurrent inserts exactly once each', async () => {
      const client = server.serviceClient();
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          client.from('items').insert({ id: 1000 + i, name: `bulk ${i}`, price: i }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(100).fill(201));
      const stored = await server.db.query<{ n: number; distinct_names: number }>(
        `select count(*)::int as n, count(distinct name)::int as distinct_names from public.items where id >= 1000`,
      );
      expect(stored.rows[0]).toEqual({ n: 100, distinct_names: 100 });
    });
  });

  describe('rpc', () => {
    it('calls a scalar function by POST with named and default arguments', async () => {
      const client = server.client();
      expect((await client.rpc('add', { a: 2, b: 3 })).data).toBe(5);
      expect((await client.rpc('add', { a: 2 })).data).toBe(3);
    });

    it('calls by GET, converting text arguments to the parameter types', async () => {
      const res = await server.client().rpc('add', { a: 4, b: 5 }, { get: true });
      expect(res.data).toBe(9);
      expect((await server.client().rpc('sum_array', { xs: [1, 2, 3] })).data).toBe(6);
      expect((await server.client().rpc('sum_array', { xs: [1, 2, 3] }, { get: true })).data).toBe(6);
    });

    it('filters, orders and limits the rows a set-returning function gives', async () => {
      const { data, error } = await server
        .client()
        .rpc('items_cheaper_than', { max_price: 400 })
        .eq('category_id', 1)
        .select('id,name')
        .order('id', { ascending: false });
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 3, name: 'Lamp' },
        { id: 1, name: 'Tent' },
      ]);
    });

    it('runs with the caller claims, and a void function answers 204', async () => {
      const sub = '11111111-1111-4111-8111-111111111111';
      const who = await server.client(await server.userToken(sub)).rpc('whoami');
      expect(who.data).toEqual({ role: 'authenticated', sub, method: 'POST' });
      const anon = await server.client().rpc('whoami');
      expect(anon.data).toEqual({ role: 'anon', sub: null, method: 'POST' });
      const bump = await server.serviceClient().rpc('bump_qty', { item: 3 });
      expect(bump.status).toBe(204);
      expect(bump.error).toBeNull();
      expect((await server.db.query('select qty from public.items where id = 3')).rows[0]?.qty).toBe(11);
    });

    it('a GET call runs read-only (405 on writes) and RAISE gives 400 P0001 with the hint', async () => {
      const readOnly = await server.serviceClient().rpc('bump_qty', { item: 3 }, { get: true });
      expect(readOnly.status).toBe(405);
      expect(readOnly.error?.code).toBe('25006');
      const raised = await server.client().rpc('fail_loudly', { message: 'nope' });
      expect(raised.status).toBe(400);
      expect(raised.error).toMatchObject({ code: 'P0001', message: 'nope', hint: 'fixture hint' });
    });

    it('an unknown function or argument set is 404 PGRST202', async () => {
      expect((await server.client().rpc('missing_fn')).error?.code).toBe('PGRST202');
      const wrongArgs = await server.client().rpc('add', { x: 1 });
      expect(wrongArgs.status).toBe(404);
      expect(wrongArgs.error?.code).toBe('PGRST202');
    });
  });

  describe('row level security', () => {
    const alice = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    const bob = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

    beforeEach(async () => {
      await server.db.exec('truncate public.notes, public.messages');
      await server.db.query(
        `insert into public.notes (owner, body, is_public) values
           ($1, 'alice public', true), ($1, 'alice private', false), ($2, 'bob private', false)`,
        [alice, bob],
      );
    });

    it('anon reads only public rows; a user reads public and own rows', async () => {
      const anon = await server.client().from('notes').select('body').order('id');
      expect(anon.data).toEqual([{ body: 'alice public' }]);
      const asBob = await server
        .client(await server.userToken(bob))
        .from('notes')
        .select('body')
        .order('id');
      expect(asBob.data).toEqual([{ body: 'alice public' }, { body: 'bob private' }]);
      const service = await server.serviceClient().from('notes').select('body');
      expect(service.data).toHaveLength(3);
    });

    it('a user cannot change or delete another user rows (silently zero rows)', async () => {
      const bobClient = server.client(await server.userToken(bob));
      const update = await bobClient
        .from('notes')
        .update({ body: 'hacked' })
        .eq('body', 'alice private')
        .select();
      expect(update.data).toEqual([]);
      const remove = await bobClient.from('notes').delete().eq('body', 'alice private').select();
      expect(remove.data).toEqual([]);
      const still = await server.db.query(`select 1 from public.notes where body = 'alice private'`);
      expect(still.rows).toHaveLength(1);
    });

    it('inserting for someone else is 403 42501; anon inserting is 401 42501', async () => {
      const asBob = await server
        .client(await server.userToken(bob))
        .from('notes')
        .insert({ owner: alice, body: 'forged' });
      expect(asBob.status).toBe(403);
      expect(asBob.error?.code).toBe('42501');
      const own = await server
        .client(await server.userToken(bob))
        .from('notes')
        .insert({ body: 'mine' })
        .select('owner')
        .single();
      expect(own.data).toEqual({ owner: bob });
      const anon = await server.client().from('notes').insert({ owner: alice, body: 'anon' });
      expect(anon.status).toBe(401);
      expect(anon.error?.code).toBe('42501');
    });

    it('an insert-only policy accepts a minimal insert and refuses to return the row', async () => {
      const minimal = await server.client().from('messages').insert({ body: 'hello' });
      expect(minimal.status).toBe(201);
      const representation = await server.client().from('messages').insert({ body: 'hello' }).select();
      expect(representation.status).toBe(401);
      expect(representation.error?.code).toBe('42501');
      expect((await server.db.query('select count(*)::int as n from public.messages')).rows[0]?.n).toBe(1);
    });
  });
});
