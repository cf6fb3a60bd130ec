import { connect } from 'node:net';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { expectResponsive, watchEventLoop } from '../test-support/fuzz.ts';
import { DATABASE_KINDS, startTestServer, type TestServer } from '../test-support/harness.ts';
import {
  clientFrame,
  collect,
  openRawWebSocket,
  type RawWebSocket,
  subscribed,
  textFrame,
} from './test-support.ts';

// Issue 13: hostile input on /realtime/v1/websocket closes that one connection (with the close
// code RFC 6455 gives the fault), never the process, and never stalls the event loop. The
// generated variants live in realtime.fuzz.test.ts; these are the cases one by one.

type Item = { id: number; name: string; price: number };

describe.each(DATABASE_KINDS)('Realtime under hostile input on %s', (kind) => {
  let server: TestServer;
  let port: number;
  let bystander: SupabaseClient;
  let bystanderItems: ReturnType<typeof collect<RealtimePostgresChangesPayload<Item>>>;
  let nextId = 5000;

  beforeAll(async () => {
    server = await startTestServer(kind);
    port = Number(new URL(server.url).port);
    // An honest subscriber on its own connection: it must notice nothing of the others' faults.
    bystander = server.client();
    bystanderItems = collect<RealtimePostgresChangesPayload<Item>>();
    await subscribed(
      bystander
        .channel('bystander')
        .on<Item>(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'items' },
          bystanderItems.push,
        ),
    );
  });
  afterAll(async () => {
    bystander?.removeAllChannels();
    await server?.stop();
  });

  /** The bystander still hears a fresh insert, and /health answers. */
  async function stillServing() {
    const id = nextId++;
    await server.db.query(`insert into public.items (id, name, price) values ($1, $2, 1)`, [
      id,
      `probe ${id}`,
    ]);
    await expect.poll(() => bystanderItems.received.some((e) => (e.new as Item).id === id)).toBe(true);
    await expectResponsive(server.url);
  }

  const open = (after?: Buffer) => openRawWebSocket(port, server.keys.anonKey, after);
  const heartbeat = (ref: string) => textFrame(JSON.stringify([null, ref, 'phoenix', 'heartbeat', {}]));

  /** Frames until the reply to `ref`; its payload. */
  async function replyTo(
    ws: RawWebSocket,
    ref: string,
  ): Promise<{ status: string; response: Record<string, unknown> }> {
    for (;;) {
      const frame = await ws.next(2000);
      if (frame === 'closed') throw new Error(`closed before the reply to ${ref}`);
      if (frame.opcode !== 1) continue;
      const [, replyRef, , event, payload] = JSON.parse(frame.payload.toString()) as unknown[];
      if (replyRef === ref && event === 'phx_reply')
        return payload as { status: string; response: Record<string, unknown> };
    }
  }

  it.each([
    ['a reserved bit set', clientFrame({ opcode: 1, payload: '[]', rsv: 0b100 }), 1002],
    ['an unknown opcode', clientFrame({ opcode: 0x3, payload: 'x' }), 1002],
    ['an unmasked client frame', clientFrame({ opcode: 1, payload: '[]', masked: false }), 1002],
    ['a fragmented ping', clientFrame({ opcode: 0x9, payload: 'p', fin: false }), 1002],
    [
      'text that is not UTF-8',
      clientFrame({ opcode: 1, payload: Buffer.from([0x5b, 0xc3, 0x28, 0x5d]) }),
      1007,
    ],
    ['a declared length of 2^63 - 1', clientFrame({ opcode: 1, declaredLength: 2n ** 63n - 1n }), 1009],
    ['a declared length just over 1 MiB', clientFrame({ opcode: 2, declaredLength: 1024 * 1024 + 1 }), 1009],
  ])('closes the connection that sends %s (code %i) and only it', async (_what, bytes, code) => {
    const ws = await open();
    ws.socket.write(bytes);
    expect(await ws.closeCode(2000)).toBe(code);
    await stillServing();
  });

  it('refuses a message over the limit from an honest client with 1009', async () => {
    const ws = new WebSocket(
      `${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${server.keys.anonKey}&vsn=2.0.0`,
    );
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    ws.send(JSON.stringify([null, '1', 'realtime:big', 'phx_join', { pad: 'x'.repeat(2 * 1024 * 1024) }]));
    expect(await closed).toBe(1009);
    await stillServing();
  });

  it('closes with 1002 a connection whose upgrade request is followed by garbage', async () => {
    const ws = await open(Buffer.from([0xff, 0xff, 0xff, 0xff, 0x00, 0x01]));
    expect(await ws.closeCode(2000)).toBe(1002);
    await stillServing();
  });

  it('survives clients that vanish while their upgrade is being checked', async () => {
    for (const apiKey of [server.keys.anonKey, 'not-a-jwt']) {
      for (let i = 0; i < 20; i++) {
        const socket = connect(port, '127.0.0.1');
        socket.on('error', () => {});
        socket.write(
          `GET /realtime/v1/websocket?apikey=${apiKey}&vsn=2.0.0 HTTP/1.1\r\nHost: x\r\n` +
            'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' +
            'Sec-WebSocket-Version: 13\r\n\r\n',
          () => socket.resetAndDestroy(),
        );
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stillServing();
  });

  it('ignores frames that are JSON but not Phoenix, and binary frames, without an error', async () => {
    const ws = await open();
    for (const text of [
      '',
      'null',
      '[]',
      '{}',
      '"x"',
      '[1,2,3,4,5]',
      '[null,null,"t","phx_join",[]]',
      '{"topic":1}',
      'x'.repeat(1000),
    ]) {
      ws.socket.write(textFrame(text));
    }
    ws.socket.write(
      textFrame(
        JSON.stringify([
          '1',
          '1',
          'realtime:odd',
          'phx_join',
          {
            config: { postgres_changes: [null, 7, 'x', [], { table: 7, schema: {}, filter: {}, event: [] }] },
            access_token: 5,
          },
        ]),
      ),
    );
    ws.socket.write(clientFrame({ opcode: 2, payload: Buffer.from([0, 1, 2]) }));
    ws.socket.write(heartbeat('hb'));
    expect((await replyTo(ws, 'hb')).status).toBe('ok');
    expect(server.logs.filter((line) => line.startsWith('[realtime]'))).toEqual([]);
    ws.socket.destroy();
  });

  it('refuses a channel beyond the 100th on one connection, and keeps the connection', async () => {
    const ws = await open();
    const join = (n: number) => textFrame(JSON.stringify([`${n}`, `${n}`, `realtime:c${n}`, 'phx_join', {}]));
    for (let n = 1; n <= 100; n++) ws.socket.write(join(n));
    for (let n = 1; n <= 100; n++) expect((await replyTo(ws, `${n}`)).status).toBe('ok');
    ws.socket.write(join(101));
    const refused = await replyTo(ws, '101');
    expect(refused).toEqual({
      status: 'error',
      response: { reason: 'ChannelRateLimitReached: Too many channels' },
    });
    // Rejoining a channel it already has is not a new one.
    ws.socket.write(textFrame(JSON.stringify(['1b', '1b', 'realtime:c1', 'phx_join', {}])));
    expect((await replyTo(ws, '1b')).status).toBe('ok');
    ws.socket.write(heartbeat('still'));
    expect((await replyTo(ws, 'still')).status).toBe('ok');
    ws.socket.destroy();
  });

  it('refuses a join with too many postgres_changes entries or an overlong topic', async () => {
    const ws = await open();
    const entries = Array.from({ length: 101 }, () => ({ event: '*', schema: 'public', table: 'items' }));
    ws.socket.write(
      textFrame(
        JSON.stringify(['1', '1', 'realtime:many', 'phx_join', { config: { postgres_changes: entries } }]),
      ),
    );
    expect(await replyTo(ws, '1')).toEqual({
      status: 'error',
      response: { reason: 'Too many postgres_changes subscriptions on this connection (at most 100)' },
    });
    ws.socket.write(textFrame(JSON.stringify(['2', '2', `realtime:${'t'.repeat(2000)}`, 'phx_join', {}])));
    expect(await replyTo(ws, '2')).toEqual({
      status: 'error',
      response: { reason: 'Topic too long (at most 1024 characters)' },
    });
    ws.socket.destroy();
    await stillServing();
  });

  it('closes with 1008 a connection that piles up more frames than it lets the server answer', async () => {
    const ws = await open();
    const burst = Buffer.concat(Array.from({ length: 1500 }, (_, i) => heartbeat(`${i}`)));
    ws.socket.write(burst);
    expect(await ws.closeCode(2000)).toBe(1008);
    await stillServing();
  });

  it('matches a hostile LIKE filter against a long row without stalling the event loop', async () => {
    const hostile = server.client();
    const events = collect<RealtimePostgresChangesPayload<Item>>();
    await subscribed(
      hostile
        .channel('hostile')
        .on<Item>(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'items', filter: 'name=like.%a%a%a%a%b' },
          events.push,
        ),
    );
    const loop = watchEventLoop();
    try {
      await server.db.query(`insert into public.items (id, name, price) values (4000, $1, 1)`, [
        'a'.repeat(150),
      ]);
      await server.db.query(`insert into public.items (id, name, price) values (4001, $1, 1)`, [
        `${'a'.repeat(150)}b`,
      ]);
      expect((await events.next(2000)).new).toMatchObject({ id: 4001 });
      await stillServing();
      expect(loop.maxStallMs()).toBeLessThan(500);
    } finally {
      loop.stop();
      hostile.removeAllChannels();
    }
    expect(events.received).toHaveLength(1);
  });
});
