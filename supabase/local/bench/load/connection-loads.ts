// Loads on the HTTP connections themselves (issue 25): a body far over the limit written as fast
// as it goes, and bodies trickled a byte at a time.
import { connect, type Socket } from 'node:net';
import { type Load, sleep } from './target.ts';

/**
 * Issue 39, item 9: connections that send nothing, from rotating addresses (127.x.y.z is this
 * machine), opened in batches of 200 while /health is asked every 500 ms. 18,000: this process
 * shares the machine's 20,000-descriptor limit per process with its own sockets.
 */
const idleConnections = async (url: string, port: number, n: number) => {
  const started = performance.now();
  const sockets: Socket[] = [];
  let health = 0;
  let healthOk = 0;
  let opening = true;
  const prober = (async () => {
    while (opening) {
      health += 1;
      try {
        const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(3000) });
        await res.text();
        if (res.status === 200) healthOk += 1;
      } catch {}
      await sleep(500);
    }
  })();
  let refused = 0;
  for (let batch = 0; batch * 200 < n; batch++) {
    const next = Array.from({ length: Math.min(200, n - batch * 200) }, (_, j) => {
      const i = batch * 200 + j;
      const socket = connect({
        port,
        host: '127.0.0.1',
        localAddress: `127.${1 + (i % 250)}.${Math.floor(i / 250) % 250}.${1 + (batch % 250)}`,
      });
      socket.on('error', () => {
        refused += 1;
      });
      return socket;
    });
    await Promise.all(
      next.map(
        (socket) =>
          new Promise((resolve) => {
            socket.once('connect', resolve);
            socket.once('close', resolve);
          }),
      ),
    );
    sockets.push(...next);
  }
  const opened = (performance.now() - started) / 1000;
  await sleep(3000);
  opening = false;
  await prober;
  const stillOpen = sockets.filter((s) => !s.destroyed).length;
  for (const socket of sockets) socket.destroy();
  return `${n} idle connections opened in ${opened.toFixed(1)} s (${refused} errors); /health ${healthOk} of ${health} answered 200 meanwhile; ${stillOpen} still open 3 s after`;
};

export const connectionLoads: Load[] = [
  { name: 'idle-18000', run: ({ url, port }) => idleConnections(url, port, 18_000) },
  {
    name: 'function-100mb',
    async run({ port, keys }) {
      // A 100 MB body to an edge function with a staff (service role) token, sent as fast as it goes.
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (data) => {
        answer += data.toString('latin1');
      });
      socket.on('error', () => {});
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write(
        `POST /functions/v1/echo HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${keys.serviceRoleKey}\r\napikey: ${keys.anonKey}\r\nContent-Type: application/json\r\nContent-Length: 100000000\r\n\r\n`,
      );
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      while (sent < 100 && !socket.destroyed && !answer) {
        if (!socket.write(chunk))
          await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
        sent += 1;
      }
      await Promise.race([closed, sleep(5000)]);
      socket.destroy();
      return `100 MB announced, ${sent} MB written before the answer: ${answer.split('\r\n')[0] || 'no answer'}`;
    },
  },
  {
    name: 'trickle',
    async run({ port, keys }) {
      // 50 connections sending a body one byte every 5 s; how long until the server closes them.
      const started = performance.now();
      const closings = Array.from({ length: 50 }, () => {
        const socket = connect(port, '127.0.0.1');
        socket.on('error', () => {});
        socket.write(
          `POST /rest/v1/items HTTP/1.1\r\nHost: localhost\r\napikey: ${keys.anonKey}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`,
        );
        const timer = setInterval(() => socket.write('a'), 5000);
        // The server's answer (408) or its end of the connection, whichever the client sees first.
        return new Promise<number>((resolve) => {
          const done = () => {
            clearInterval(timer);
            resolve(performance.now() - started);
          };
          socket.once('data', done);
          socket.once('end', done);
          socket.once('close', done);
        });
      });
      const times = await Promise.race([Promise.all(closings), sleep(120_000).then(() => [] as number[])]);
      return times.length > 0
        ? `50 connections trickling 1 byte per 5 s: all closed by the server after ${(Math.max(...times) / 1000).toFixed(1)} s`
        : '50 connections trickling: still open after 120 s';
    },
  },
];
