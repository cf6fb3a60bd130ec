// Realtime at /realtime/v1/websocket: postgres_changes over Phoenix channels (decision 040).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { ServerContext } from '../contracts.ts';
import { verifyJwt } from '../jwt.ts';
import { RealtimeConnection } from './connection.ts';
import { ChangeFeed } from './feed.ts';
import type { Vsn } from './protocol.ts';
import {
  DEFAULT_REALTIME_LIMITS,
  type RealtimeLimits,
  RealtimeQuota,
  TOO_MANY_CONNECTIONS,
} from './quota.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';

export interface RealtimeOptions {
  /** How long captured changes are kept in realtime.changes. Default 300 s. */
  retentionSeconds?: number;
  /** Caps on connections and subscriptions, over DEFAULT_REALTIME_LIMITS (issue 25). */
  limits?: Partial<RealtimeLimits>;
}

export interface RealtimeService {
  /** Takes over an HTTP upgrade request for REALTIME_PATH. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Subscribers connected now. */
  subscriberCount(): number;
  /** Connections, subscriptions and distinct filters held now. */
  counts(): { connections: number; subscriptions: number; addresses: number; filters: number };
  /** Closes every socket (clients then reconnect to whoever serves next) and stops listening. */
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: number, text: string, message: string) {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export async function startRealtime(
  ctx: ServerContext,
  options: RealtimeOptions = {},
): Promise<RealtimeService> {
  const feed = new ChangeFeed(ctx.db, {
    log: ctx.log,
    ...(options.retentionSeconds === undefined ? {} : { retentionSeconds: options.retentionSeconds }),
  });
  const quota = new RealtimeQuota({ ...DEFAULT_REALTIME_LIMITS, ...options.limits });
  await feed.start();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });

  return {
    upgrade(req, socket, head) {
      // Node's HTTP server drops its own error listener from a socket it hands to 'upgrade': a
      // client that resets while its key is checked (or the write of a refusal) would otherwise
      // throw an unhandled 'error' and end the process. ws listens itself once it has the socket.
      const onEarlyError = () => socket.destroy();
      socket.on('error', onEarlyError);
      const url = new URL(req.url ?? '/', 'http://local');
      const apiKey = url.searchParams.get('apikey') ?? '';
      const vsn: Vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0';
      // Like Supabase: the key must be a valid JWT with `role` and `exp`, checked at the upgrade.
      verifyJwt(apiKey, ctx.keys.jwtSecret)
        .then(
          (claims) => {
            if (socket.destroyed) return;
            if (typeof claims.exp !== 'number') {
              refuse(socket, 403, 'Forbidden', 'Fields `role` and `exp` are required in JWT');
              return;
            }
            wss.handleUpgrade(req, socket, head, (ws) => {
              socket.off('error', onEarlyError);
              const share = quota.connect(req.socket.remoteAddress);
              if (!share) {
                // Upgraded first so the client reads the reason, as Supabase's clients expect it.
                ws.on('error', () => {});
                ws.close(TOO_MANY_CONNECTIONS.code, TOO_MANY_CONNECTIONS.reason);
                // Read nothing more from it: a refused client's join frames (up to the frame
                // limit each) would otherwise still be unmasked and decoded. The close frame is
                // still written; the socket ends a second later instead of at ws's 30 s
                // close-handshake timeout.
                socket.pause();
                setTimeout(() => ws.terminate(), 1000).unref();
                return;
              }
              new RealtimeConnection(ws, vsn, apiKey, {
                feed,
                quota: share,
                jwtSecret: ctx.keys.jwtSecret,
                log: ctx.log,
              });
            });
          },
          () => {
            if (!socket.destroyed) refuse(socket, 403, 'Forbidden', 'Invalid API key');
          },
        )
        .catch((error: unknown) => {
          ctx.log(`[realtime] upgrade failed: ${String(error)}`);
          socket.destroy();
        });
    },
    subscriberCount: () => feed.subscriberCount(),
    counts: () => ({ ...quota.counts(), filters: feed.counts().filters }),
    async close() {
      for (const client of wss.clients) client.close(1012, 'server restart');
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await feed.stop();
    },
  };
}
