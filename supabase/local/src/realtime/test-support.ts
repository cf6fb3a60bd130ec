// Helpers for Realtime tests: wait for SUBSCRIBED, collect events with a deadline, and speak
// WebSocket by hand over TCP (for frames no WebSocket library would send).
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import type { RealtimeChannel } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { HangError } from '../test-support/fuzz.ts';

export function subscribed(channel: RealtimeChannel, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${channel.topic} not SUBSCRIBED in ${timeoutMs} ms`)),
      timeoutMs,
    );
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') {
        clearTimeout(timer);
        resolve();
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        clearTimeout(timer);
        reject(new Error(`${channel.topic}: ${status} ${error?.message ?? ''}`));
      }
    });
  });
}

export interface Collector<T> {
  received: T[];
  push: (event: T) => void;
  /** The next event not yet taken, or a rejection after `withinMs`. */
  next(withinMs: number): Promise<T>;
}

export function collect<T>(): Collector<T> {
  const received: T[] = [];
  let taken = 0;
  let wake: (() => void) | null = null;
  return {
    received,
    push(event) {
      received.push(event);
      wake?.();
    },
    async next(withinMs) {
      const deadline = Date.now() + withinMs;
      while (received.length <= taken) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${withinMs} ms (${taken} taken)`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
      return received[taken++] as T;
    },
  };
}

/** A frame as the server sent it (server frames are never masked). */
interface ServerFrame {
  fin: boolean;
  opcode: number;
  payload: Buffer;
}

/** The close code of a close frame's payload, or null for an empty one. */
export function closeCodeOf(frame: ServerFrame): number | null {
  return frame.payload.length >= 2 ? frame.payload.readUInt16BE(0) : null;
}

export interface ClientFrameOptions {
  opcode: number;
  payload?: Buffer | string;
  fin?: boolean;
  /** RSV1-3 as bits 0b100, 0b010, 0b001. */
  rsv?: number;
  /** Clients must mask; false sends the payload bare (a protocol error). */
  masked?: boolean;
  /** The length written in the header, when it should lie about the payload. */
  declaredLength?: bigint | number;
}

/** A client frame byte by byte, including frames no honest client would send. */
export function clientFrame(options: ClientFrameOptions): Buffer {
  const payload = Buffer.from(options.payload ?? '');
  const masked = options.masked ?? true;
  const length = BigInt(options.declaredLength ?? payload.length);
  const first =
    ((options.fin ?? true) ? 0x80 : 0) | (((options.rsv ?? 0) & 7) << 4) | (options.opcode & 0x0f);
  let header: Buffer;
  if (length < 126n) header = Buffer.from([first, Number(length)]);
  else if (length < 65536n) {
    header = Buffer.alloc(4);
    header[0] = first;
    header[1] = 126;
    header.writeUInt16BE(Number(length), 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = first;
    header[1] = 127;
    header.writeBigUInt64BE(length, 2);
  }
  if (masked) header[1] = (header[1] ?? 0) | 0x80;
  if (!masked) return Buffer.concat([header, payload]);
  const key = Buffer.from([0x37, 0xfa, 0x21, 0x3d]);
  const body = Buffer.from(payload.map((byte, i) => byte ^ (key[i % 4] ?? 0)));
  return Buffer.concat([header, key, body]);
}

/** A masked text frame: what an honest client sends. */
export const textFrame = (text: string): Buffer => clientFrame({ opcode: 1, payload: text });

/** A WebSocket spoken by hand over a raw TCP socket, to send what no WebSocket library would. */
export interface RawWebSocket {
  socket: Socket;
  /** The next frame from the server; 'closed' once the socket closed and nothing is left. */
  next(withinMs: number): Promise<ServerFrame | 'closed'>;
  /** Frames until the server's close frame: its code, or null when the socket closed without one. */
  closeCode(withinMs: number): Promise<number | null>;
}

/**
 * Opens TCP, sends the upgrade request (plus `afterHandshake` in the same write, if given) and
 * waits for 101. Rejects with the status line when the server answers anything else.
 */
export function openRawWebSocket(
  port: number,
  apiKey: string,
  afterHandshake: Buffer = Buffer.alloc(0),
): Promise<RawWebSocket> {
  return new Promise((resolveOpen, rejectOpen) => {
    // No Nagle: a test's second small write would otherwise wait for the server's delayed ACK
    // (about 40 ms on Linux), as a browser's never does; the Phoenix fuzz spent 21 of its 23 s so.
    const socket = connect({ port, host: '127.0.0.1', noDelay: true });
    let buffered = Buffer.alloc(0);
    let upgraded = false;
    let ended = false;
    const frames: ServerFrame[] = [];
    let wake: (() => void) | null = null;
    const timer = setTimeout(() => {
      socket.destroy();
      rejectOpen(new Error('no answer to the upgrade request'));
    }, 5000);

    const parse = () => {
      for (;;) {
        if (buffered.length < 2) return;
        const b0 = buffered[0] ?? 0;
        const b1 = buffered[1] ?? 0;
        let length = b1 & 0x7f;
        let offset = 2;
        if (length === 126) {
          if (buffered.length < 4) return;
          length = buffered.readUInt16BE(2);
          offset = 4;
        } else if (length === 127) {
          if (buffered.length < 10) return;
          length = Number(buffered.readBigUInt64BE(2));
          offset = 10;
        }
        if (buffered.length < offset + length) return;
        frames.push({
          fin: (b0 & 0x80) !== 0,
          opcode: b0 & 0x0f,
          payload: buffered.subarray(offset, offset + length),
        });
        buffered = buffered.subarray(offset + length);
      }
    };

    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (!upgraded) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffered.subarray(0, end).toString('latin1');
        buffered = buffered.subarray(end + 4);
        clearTimeout(timer);
        if (!head.startsWith('HTTP/1.1 101')) {
          socket.destroy();
          rejectOpen(new Error(head.split('\r\n')[0]));
          return;
        }
        upgraded = true;
        resolveOpen(raw);
      }
      parse();
      wake?.();
    });
    const onGone = () => {
      ended = true;
      wake?.();
    };
    socket.on('close', onGone);
    socket.on('end', onGone);
    socket.on('error', onGone);

    const raw: RawWebSocket = {
      socket,
      async next(withinMs) {
        const deadline = Date.now() + withinMs;
        while (frames.length === 0 && !ended) {
          const left = deadline - Date.now();
          if (left <= 0) throw new HangError(`no frame and no close within ${withinMs} ms`);
          await new Promise<void>((resolve) => {
            const wait = setTimeout(resolve, left);
            wake = () => {
              clearTimeout(wait);
              resolve();
            };
          });
          wake = null;
        }
        return frames.shift() ?? 'closed';
      },
      async closeCode(withinMs) {
        const deadline = Date.now() + withinMs;
        for (;;) {
          const frame = await raw.next(Math.max(deadline - Date.now(), 1));
          if (frame === 'closed') return null;
          if (frame.opcode === 8) return closeCodeOf(frame);
        }
      },
    };

    const key = randomBytes(16).toString('base64');
    socket.write(
      Buffer.concat([
        Buffer.from(
          `GET /realtime/v1/websocket?apikey=${encodeURIComponent(apiKey)}&vsn=2.0.0 HTTP/1.1\r\n` +
            `Host: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
            `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        ),
        afterHandshake,
      ]),
    );
  });
}

type PhoenixReply = { status: string; response: Record<string, unknown> };

export interface PhoenixSocket {
  ws: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
  /** Joins `realtime:<topic>` with postgres_changes entries; the reply, or status 'closed'. */
  join(topic: string, entries: Record<string, unknown>[]): Promise<PhoenixReply>;
}

/** A Phoenix socket spoken by hand with `ws`: open it, join with entries, read the replies. */
export async function openPhoenixSocket(baseUrl: string, apiKey: string): Promise<PhoenixSocket> {
  const ws = new WebSocket(
    `${baseUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apiKey}&vsn=1.0.0`,
  );
  const replies = new Map<string, (reply: PhoenixReply) => void>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  ws.on('error', () => {});
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as { ref: string; event: string; payload: PhoenixReply };
    if (frame.event === 'phx_reply') replies.get(frame.ref)?.(frame.payload);
  });
  await new Promise<void>((resolve) => {
    ws.once('open', () => resolve());
    ws.once('close', () => resolve());
  });
  let ref = 0;
  return {
    ws,
    closed,
    join(topic, entries) {
      if (ws.readyState !== WebSocket.OPEN) return Promise.resolve({ status: 'closed', response: {} });
      const id = String(++ref);
      return new Promise((resolve) => {
        replies.set(id, resolve);
        void closed.then(() => resolve({ status: 'closed', response: {} }));
        ws.send(
          JSON.stringify({
            topic: `realtime:${topic}`,
            event: 'phx_join',
            ref: id,
            join_ref: id,
            payload: { config: { postgres_changes: entries } },
          }),
        );
      });
    },
  };
}
