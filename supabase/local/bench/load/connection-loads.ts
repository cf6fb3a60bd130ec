// Loads on the HTTP connections themselves (issue 25): a body far over the limit written as fast
// as it goes, and bodies trickled a byte at a time.
import { connect } from 'node:net';
import { type Load, sleep } from './target.ts';

export const connectionLoads: Load[] = [
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
