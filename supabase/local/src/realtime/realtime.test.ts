import {
  createClient,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DATABASE_KINDS, startTestServer, type TestServer } from '../test-support/harness.ts';
import { collect, subscribed } from './test-support.ts';

type Note = { id: number; owner: string; body: string; is_public: boolean };

describe.each(DATABASE_KINDS)('Realtime postgres_changes on %s', (kind) => {
  let server: TestServer;
  const alice = '00000000-0000-4000-8000-00000000000a';
  const bob = '00000000-0000-4000-8000-00000000000b';
  let aliceClient: SupabaseClient;
  let bobClient: SupabaseClient;
  let anonClient: SupabaseClient;
  const channels: RealtimeChannel[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    aliceClient = server.client(await server.userToken(alice));
    bobClient = server.client(await server.userToken(bob));
    anonClient = server.client();
  });
  afterAll(async () => {
    for (const channel of channels) await channel.unsubscribe();
    for (const c of [aliceClient, bobClient, anonClient]) c.removeAllChannels();
    await server.stop();
  });

  async function watch(client: SupabaseClient, name: string, filter?: string) {
    const events = collect<RealtimePostgresChangesPayload<Note>>();
    const channel = client
      .channel(name)
      .on<Note>(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'notes', ...(filter ? { filter } : {}) },
        events.push,
      );
    channels.push(channel);
    await subscribed(channel);
    return events;
  }

  it('delivers INSERT, UPDATE and DELETE of a private note to its owner only', async () => {
    const owner = await watch(aliceClient, 'owner');
    const other = await watch(bobClient, 'other-user');
    const visitor = await watch(anonClient, 'visitor');

    const { data: note, error } = await aliceClient
      .from('notes')
      .insert({ body: 'private plan' })
      .select()
      .single<Note>();
    expect(error).toBeNull();
    const inserted = await owner.next(1000);
    expect(inserted.eventType).toBe('INSERT');
    expect(inserted.new).toMatchObject({
      id: note?.id,
      body: 'private plan',
      owner: alice,
      is_public: false,
    });

    await aliceClient.from('notes').update({ body: 'changed plan' }).eq('id', note?.id);
    const updated = await owner.next(1000);
    expect(updated.eventType).toBe('UPDATE');
    expect(updated.new).toMatchObject({ id: note?.id, body: 'changed plan' });
    expect(updated.old).toEqual({ id: note?.id });

    await aliceClient.from('notes').delete().eq('id', note?.id);
    const deleted = await owner.next(1000);
    expect(deleted.eventType).toBe('DELETE');
    expect(deleted.old).toEqual({ id: note?.id });

    // A public note reaches everyone: proof the other two were listening all along, and
    // received nothing of the private note, not even its delete (checked against the row as it
    // was; Supabase itself would send them the deleted key).
    await server.db.query(`insert into public.notes (owner, body, is_public) values ($1, 'for all', true)`, [
      alice,
    ]);
    for (const listener of [other, visitor]) {
      expect((await listener.next(1000)).new).toMatchObject({ body: 'for all' });
      expect(listener.received.map((e) => e.eventType)).toEqual(['INSERT']);
    }
    // Deleting the public note reaches everyone who could see it, with its key only.
    await server.db.query(`delete from public.notes where body = 'for all'`);
    for (const listener of [owner, other, visitor]) {
      await expect.poll(() => listener.received.at(-1)?.eventType, { timeout: 1000 }).toBe('DELETE');
      expect(Object.keys(listener.received.at(-1)?.old ?? {})).toEqual(['id']);
    }
  });

  it('applies filters, and delivers changes made by plain SQL', async () => {
    const items = collect<RealtimePostgresChangesPayload<{ id: number; name: string; price: number }>>();
    const channel = anonClient
      .channel('cheap-items')
      .on<{ id: number; name: string; price: number }>(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'items', filter: 'price=lt.10' },
        items.push,
      );
    channels.push(channel);
    await subscribed(channel);
    await server.db.query(
      `insert into public.items (id, name, price) values (901, 'tea', 3.5), (902, 'safari', 900)`,
    );
    const first = await items.next(1000);
    expect(first.new).toMatchObject({ id: 901, name: 'tea', price: 3.5 });
    await server.db.query(`insert into public.items (id, name, price) values (903, 'water', 1)`);
    expect((await items.next(1000)).new).toMatchObject({ id: 903 });
    expect(items.received.map((e) => (e.new as { id: number }).id)).toEqual([901, 903]);
  });

  it('follows an access_token change: a signed-in visitor starts receiving her own rows', async () => {
    const client = server.client();
    const events = await watch(client, 'switching');
    const token = await server.userToken(bob);
    await client.realtime.setAuth(token);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await server.db.query(`insert into public.notes (owner, body) values ($1, 'bob only')`, [bob]);
    expect((await events.next(1000)).new).toMatchObject({ body: 'bob only', owner: bob });
    client.removeAllChannels();
  });

  it('refuses a join with an invalid token, and a table outside the publication', async () => {
    const forged = server.client(`${await server.userToken(alice)}x`);
    const status = await new Promise<string>((resolve) => {
      forged
        .channel('forged')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'notes' }, () => {})
        .subscribe((s) => {
          if (s !== 'SUBSCRIBED') resolve(s);
          else resolve('SUBSCRIBED');
        });
    });
    expect(status).toBe('CHANNEL_ERROR');
    forged.removeAllChannels();

    const messages: { status: string; message: string }[] = [];
    const channel = anonClient
      .channel('vault')
      .on('system', {}, (m: { status: string; message: string }) => messages.push(m))
      .on('postgres_changes', { event: '*', schema: 'public', table: 'vault' }, () => {});
    channels.push(channel);
    await subscribed(channel);
    await expect
      .poll(() => messages.find((m) => m.status === 'error')?.message)
      .toMatch(/Unable to subscribe/);
  });

  it('speaks the older vsn 1.0.0 (JSON objects) when the client asks for it', async () => {
    const client = createClient(server.url, server.keys.anonKey, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never, vsn: '1.0.0' },
    });
    const items = collect<RealtimePostgresChangesPayload<{ id: number }>>();
    const channel = client
      .channel('old-protocol')
      .on<{ id: number }>(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'items' },
        items.push,
      );
    await subscribed(channel);
    await server.db.query(`insert into public.items (id, name, price) values (950, 'old client', 1)`);
    expect((await items.next(1000)).new).toMatchObject({ id: 950 });
    client.removeAllChannels();
  });

  it('captures a table added to the publication later, without knowing the mechanism', async () => {
    await server.db.exec(`create table public.late (id int primary key, label text);
      grant select on public.late to anon;
      alter publication supabase_realtime add table public.late;`);
    const events = collect<RealtimePostgresChangesPayload<{ id: number; label: string }>>();
    const channel = anonClient
      .channel('late')
      .on<{ id: number; label: string }>(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'late' },
        events.push,
      );
    channels.push(channel);
    await subscribed(channel);
    await server.db.query(`insert into public.late values (1, 'new')`);
    expect((await events.next(1000)).new).toEqual({ id: 1, label: 'new' });
  });
});
