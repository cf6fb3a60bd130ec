// The HTTP server under every service: request and header deadlines, one log line per request,
// one WebSocket path, and a close that lets in-flight requests finish.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
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
  /** See ServerOptions.connectionLimits. */
  connectionLimits?: Partial<ConnectionLimits> | undefined;
}

/** Issue 39, item 9: what bounds the connections a client can hold (decision 211). */
export interface ConnectionLimits {
  /** A connection that has not begun a request after this long is closed (default 10 s). */
  idleMs: number;
  /** Open connections from one address (default 256); more are closed at once. */
  perAddress: number;
  /**
   * Open connections in all (default 4,000, far under the usual 20,000 file descriptors). At the
   * cap a new connection closes the oldest one that has not begun a request, or is itself closed.
   */
  total: number;
}

const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { idleMs: 10_000, perAddress: 256, total: 4_000 };

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
  // 55 s and a check every second: a body trickling in is cut within 60 s (issue 39, item 9).
  const requestTimeout = Math.max(options.requestTimeouts?.requestMs ?? 55_000, headersTimeout);
  const server = createServer(
    {
      headersTimeout,
      requestTimeout,
      // How often Node looks for requests past those limits: a tenth of the shorter one.
      connectionsCheckingInterval: Math.max(100, Math.min(1_000, headersTimeout / 10)),
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

  const connections = watchConnections(server, { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits });
  server.on('request', (req) => connections.begun(req.socket));

  server.on('upgrade', (req, socket, head) => {
    connections.begun(req.socket);
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
      connections.stop();
      await stopped;
    },
  };
}

/**
 * Counts connections per address and in all, closes those over the caps, and closes a
 * connection that has begun no request within `idleMs` (Node's headers timeout only starts at a
 * connection's first byte; keep-alive connections between requests are Node's keepAliveTimeout).
 */
function watchConnections(server: Server, limits: ConnectionLimits) {
  /** Connections that have not begun a request, oldest first, with when they opened. */
  const waiting = new Map<Socket, number>();
  const perAddress = new Map<string, number>();
  let open = 0;

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const fromAddress = perAddress.get(address) ?? 0;
    if (fromAddress >= limits.perAddress) {
      socket.destroy();
      return;
    }
    if (open >= limits.total) {
      const oldest = waiting.keys().next();
      if (oldest.done) {
        socket.destroy();
        return;
      }
      oldest.value.destroy();
      waiting.delete(oldest.value);
    }
    open += 1;
    perAddress.set(address, fromAddress + 1);
    waiting.set(socket, performance.now());
    socket.once('close', () => {
      open -= 1;
      waiting.delete(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });

  // One timer for all: every tenth of idleMs, close the waiting connections past it.
  const sweep = setInterval(
    () => {
      const cutoff = performance.now() - limits.idleMs;
      for (const [socket, since] of waiting) {
        if (since > cutoff) break;
        waiting.delete(socket);
        socket.destroy();
      }
    },
    Math.max(50, Math.min(1_000, limits.idleMs / 10)),
  );
  sweep.unref();

  return {
    /** `socket` has begun a request (or an upgrade): Node's own timeouts govern it now. */
    begun(socket: Socket) {
      waiting.delete(socket);
    },
    stop() {
      clearInterval(sweep);
    },
  };
}
