// Realtime loads (issue 25): many sockets from one address holding long ILIKE filters, and rows
// those filters must scan.
import WebSocket from 'ws';
import { openPhoenixSocket } from '../../src/realtime/test-support.ts';
import { type Load, type LoadTarget, sleep } from './target.ts';

/** A 4 kB ILIKE filter, different per tag, that scans a long row and fails at its end. */
const longIlike = (tag: string) => `name=ilike.%${tag}%${'a_'.repeat(256)}%${'x'.repeat(3500)}q`;

const openSocket = ({ url, keys }: LoadTarget) => openPhoenixSocket(url, keys.anonKey);

const insertItem = ({ url, keys }: LoadTarget, id: number, name: string) =>
  fetch(`${url}/rest/v1/items`, {
    method: 'POST',
    headers: {
      apikey: keys.anonKey,
      Authorization: `Bearer ${keys.serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify({ id, name, price: 1 }),
  });

export const realtimeLoads: Load[] = [
  {
    name: 'realtime-sockets',
    async run(target) {
      // Issue 25: 1,100 sockets with 100 subscriptions each from one address, 4 kB ILIKE filters.
      const sockets: Awaited<ReturnType<typeof openSocket>>[] = [];
      let joined = 0;
      for (let batch = 0; batch < 1100; batch += 50) {
        const opened = await Promise.all(Array.from({ length: 50 }, () => openSocket(target)));
        sockets.push(...opened);
        const statuses = await Promise.all(
          opened.map((socket, i) =>
            socket.join(
              `s${batch + i}`,
              Array.from({ length: 100 }, (_, k) => ({
                event: '*',
                schema: 'public',
                table: 'items',
                filter: longIlike(`${batch + i}-${k}`),
              })),
            ),
          ),
        );
        joined += statuses.filter((reply) => reply.status === 'ok').length;
      }
      const { counts } = await target.memory();
      const open = sockets.filter((socket) => socket.ws.readyState === WebSocket.OPEN).length;
      for (const socket of sockets) socket.ws.terminate();
      return `1,100 sockets × 100 subscriptions asked: ${open} stayed open, ${joined} joins accepted, ${counts.subscriptions} subscriptions held`;
    },
  },
  {
    name: 'realtime-ilike',
    async run(target) {
      // 10 sockets × 99 different 4 kB ILIKE filters (the address's cap is 1,000), then five
      // 5,000-character rows inserted.
      const sockets = await Promise.all(Array.from({ length: 10 }, () => openSocket(target)));
      await Promise.all(
        sockets.map((socket, s) =>
          socket.join(
            `ilike-${s}`,
            Array.from({ length: 99 }, (_, i) => ({
              event: 'INSERT',
              schema: 'public',
              table: 'items',
              filter: longIlike(`${s}-${i}`),
            })),
          ),
        ),
      );
      await sleep(300);
      for (let i = 0; i < 5; i++) {
        const res = await insertItem(target, 100 + i, `${'a'.repeat(2500)}needle${i}${'b'.repeat(2493)}`);
        if (res.status !== 201) throw new Error(`insert answered ${res.status}`);
      }
      await sleep(1000);
      for (const socket of sockets) socket.ws.terminate();
      return '990 subscriptions, five 5,000-character rows';
    },
  },
];
