// The HTTP server under every service: request and header deadlines, one log line per request,
// one WebSocket path, and a close that lets in-flight requests finish.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { normalizeTarget, sendJson } from './http.ts';
import type { Route } from './router.ts';

export interface ListenOptions {
  port: number;
  host: string;
  route: Route;
  /** The one path that takes WebSocket upgrades, and who takes them. */
  webSocket: { path: string; upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void };
  log: (line: string) => void;
  /** See ServerOptions.requestTimeouts. */
  requestTimeouts?: { headersMs?: number; requestMs?: number } | undefined;
}

export interface Listener {
  readonly port: number;
  /**
   * Stops accepting; runs `meanwhile` (closing what holds connections open, such as WebSockets),
   * lets in-flight requests run up to `timeoutMs`, then cuts the connections left.
   */
  close(meanwhile: () => Promise<void>, timeoutMs: number): Promise<void>;
}

export async function listen(options: ListenOptions): Promise<Listener> {
  const { log, route, webSocket } = options;
  let closing = false;
  let inFlight = 0;
  let drained: (() => void) | null = null;

  const headersTimeout = options.requestTimeouts?.headersMs ?? 20_000;
  const requestTimeout = Math.max(options.requestTimeouts?.requestMs ?? 60_000, headersTimeout);
  const server = createServer(
    {
      headersTimeout,
      requestTimeout,
      // How often Node looks for requests past those limits: a tenth of the shorter one.
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, headersTimeout / 10)),
    },
    (req, res) => {
      const started = performance.now();
      const target = normalizeTarget(req.url);
      const pathname = (target ?? '/').split('?')[0] ?? '/';
      inFlight++;
      if (closing) res.setHeader('Connection', 'close');
      res.on('close', () => {
        log(`${req.method} ${pathname} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
        inFlight--;
        if (closing) {
          server.closeIdleConnections();
          if (inFlight === 0) drained?.();
        }
      });
      if (target === null) {
        sendJson(res, 400, { message: 'The request target is not a path on this server.' });
        return;
      }
      // Every handler parses req.url with a base URL; from here on it is a plain path.
      req.url = target;
      route(req, res, pathname).catch((error: unknown) => {
        log(`Internal error on ${req.method} ${pathname}: ${(error as Error)?.stack ?? String(error)}`);
        if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error' });
        else res.destroy();
      });
    },
  );

  server.on('upgrade', (req, socket, head) => {
    // Node hands an upgraded socket over without an error listener: a client that resets it
    // would otherwise raise an unhandled 'error' and end the process.
    socket.on('error', () => socket.destroy());
    const target = normalizeTarget(req.url);
    const pathname = target?.split('?')[0];
    if (target && pathname === webSocket.path && !closing) {
      req.url = target;
      webSocket.upgrade(req, socket, head);
      return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    port: (server.address() as AddressInfo).port,
    async close(meanwhile, timeoutMs) {
      closing = true;
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await meanwhile();
      if (inFlight > 0) {
        await Promise.race([
          new Promise<void>((resolve) => {
            drained = resolve;
          }),
          new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref()),
        ]);
      }
      server.closeAllConnections();
      await stopped;
    },
  };
}
