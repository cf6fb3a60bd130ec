// One Realtime WebSocket: Phoenix channels carrying `postgres_changes` subscriptions
// (supabase/local/docs/protocol.md §4.1-§4.5). Heartbeats, joins, access_token updates, leaves and
// token expiry.
import type WebSocket from 'ws';
import { type Channel, overLimit, subscribe } from './channel.ts';
import { claimsOf, tokenOf } from './channel-token.ts';
import type { ChangeFeed } from './feed.ts';
import { joinPause } from './join-turns.ts';
import { decodeFrame, encodeChangeFrame, encodeFrame, type Frame, isObject, type Vsn } from './protocol.ts';
import type { AddressQuota } from './quota.ts';

let lastSubscriptionId = 0;
// Timers above this overflow to 1 ms.
const MAX_TIMER_MS = 2_147_483_647;

// Frames received but not yet handled (joins wait for the database). An honest client waits for
// replies; even re-joining 100 channels at once after a reconnect stays far below these.
const MAX_PENDING_FRAMES = 1000;
const MAX_PENDING_CHARACTERS = 2 * 1024 * 1024;
/** Close code for a connection that broke these limits (RFC 6455: policy violation). */
const POLICY_VIOLATION = 1008;

export interface ConnectionDeps {
  feed: ChangeFeed;
  /** This connection's address's share of the server's caps. */
  quota: AddressQuota;
  jwtSecret: string;
  log: (line: string) => void;
}

export class RealtimeConnection {
  private readonly channels = new Map<string, Channel>();
  // Frames are handled in order, even when a join waits for the database.
  private queue: Promise<void> = Promise.resolve();
  private pendingFrames = 0;
  private pendingCharacters = 0;
  private refused = false;
  private ended = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly vsn: Vsn,
    /** The connection's API key: the token of channels that join without their own. */
    private readonly apiKey: string,
    private readonly deps: ConnectionDeps,
  ) {
    // Without a listener a bad frame (ws: reserved bits, bad opcode, unmasked, invalid UTF-8,
    // over maxPayload) threw and ended the process. ws has already sent the close frame with the
    // fitting code (1002, 1007, 1009) and closes the socket; nothing is left to do but listen, and
    // a log line per hostile frame would only let a client flood the log.
    socket.on('error', () => {});
    socket.on('message', (data, isBinary) => {
      if (isBinary || this.refused) return;
      const text = data.toString();
      const frame = decodeFrame(text, vsn);
      if (!frame) return;
      this.pendingFrames += 1;
      this.pendingCharacters += text.length;
      if (this.pendingFrames > MAX_PENDING_FRAMES || this.pendingCharacters > MAX_PENDING_CHARACTERS) {
        this.refused = true;
        socket.close(POLICY_VIOLATION, 'too many messages waiting for an answer');
        return;
      }
      this.queue = this.queue
        .then(() => this.handle(frame))
        .catch((error: unknown) => deps.log(`[realtime] ${frame.event} failed: ${String(error)}`))
        .finally(() => {
          this.pendingFrames -= 1;
          this.pendingCharacters -= text.length;
        });
    });
    socket.on('close', () => {
      this.ended = true;
      for (const topic of [...this.channels.keys()]) this.drop(topic);
      deps.quota.release();
    });
  }

  private send(frame: Frame) {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(encodeFrame(frame, this.vsn));
  }

  private reply(frame: Frame, status: 'ok' | 'error', response: Record<string, unknown>) {
    this.send({
      joinRef: frame.joinRef,
      ref: frame.ref,
      topic: frame.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  private system(channel: Channel, status: 'ok' | 'error', message: string, extension = 'postgres_changes') {
    this.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { extension, status, message, channel: channel.topic.replace(/^realtime:/, '') },
    });
  }

  private async handle(frame: Frame) {
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') this.reply(frame, 'ok', {});
      return;
    }
    switch (frame.event) {
      case 'phx_join':
        return this.join(frame);
      case 'access_token':
        return this.updateToken(frame);
      case 'phx_leave':
        this.drop(frame.topic);
        this.reply(frame, 'ok', {});
        return;
    }
  }

  /** The claims of the token `payload` brings (or of the API key), or why they are refused. */
  private claimsFrom(payload: Record<string, unknown>) {
    return claimsOf(tokenOf(payload, this.apiKey), this.deps.jwtSecret, this.deps.feed);
  }

  private async join(frame: Frame) {
    const config = isObject(frame.payload.config) ? frame.payload.config : {};
    const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes : [];
    const limit = overLimit(this.channels, frame.topic, requested.length, this.deps.quota);
    if (limit) {
      this.reply(frame, 'error', { reason: limit });
      return;
    }
    const checked = await this.claimsFrom(frame.payload);
    if ('reason' in checked) {
      this.reply(frame, 'error', { reason: checked.reason });
      return;
    }
    this.drop(frame.topic);
    const channel: Channel = {
      topic: frame.topic,
      joinRef: frame.joinRef ?? frame.ref,
      claims: checked.claims,
      subscriptions: [],
      expiry: null,
      deliver: (ids, dataJson) => {
        if (this.socket.readyState === this.socket.OPEN) {
          this.socket.send(encodeChangeFrame(frame.topic, ids, dataJson, this.vsn));
        }
      },
    };
    const echoes: Record<string, unknown>[] = [];
    const problems: string[] = [];
    for (const entry of requested) {
      await joinPause();
      const params = isObject(entry) ? entry : {};
      const id = ++lastSubscriptionId;
      // The reply echoes each entry as sent, plus its id: the client compares them one by one.
      echoes.push({ ...params, id });
      const problem = await subscribe(channel, id, params, this.deps);
      if (problem) problems.push(problem);
    }
    if (this.ended) {
      // Closed while the join waited for the database: nothing may stay held for it.
      this.channels.set(frame.topic, channel);
      this.drop(frame.topic);
      return;
    }
    this.channels.set(frame.topic, channel);
    this.armExpiry(channel);
    // Subscriptions are live before the reply, so a write right after SUBSCRIBED is delivered.
    this.reply(frame, 'ok', { postgres_changes: echoes });
    if (channel.subscriptions.length > 0) this.system(channel, 'ok', 'Subscribed to PostgreSQL');
    for (const problem of problems) this.system(channel, 'error', problem);
  }

  private async updateToken(frame: Frame) {
    const channel = this.channels.get(frame.topic);
    if (!channel) return;
    const checked = await this.claimsFrom(frame.payload);
    if ('reason' in checked) {
      this.system(channel, 'error', checked.reason, 'system');
      this.close(channel);
      return;
    }
    // The same channel object is every subscription's subscriber: new claims apply at once.
    channel.claims = checked.claims;
    this.armExpiry(channel);
  }

  private armExpiry(channel: Channel) {
    if (channel.expiry) clearTimeout(channel.expiry);
    channel.expiry = null;
    const exp = channel.claims.exp;
    if (typeof exp !== 'number') return;
    const delay = Math.min(exp * 1000 - Date.now(), MAX_TIMER_MS);
    channel.expiry = setTimeout(
      () => {
        if (this.channels.get(channel.topic) !== channel) return;
        this.system(channel, 'error', 'Token has expired', 'system');
        this.close(channel);
      },
      Math.max(delay, 0),
    );
    channel.expiry.unref();
  }

  /** Ends a channel from the server side (the client reports CLOSED). */
  private close(channel: Channel) {
    this.drop(channel.topic);
    this.send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event: 'phx_close', payload: {} });
  }

  private drop(topic: string) {
    const channel = this.channels.get(topic);
    if (!channel) return;
    this.channels.delete(topic);
    if (channel.expiry) clearTimeout(channel.expiry);
    for (const s of channel.subscriptions) {
      this.deps.feed.remove(s);
      this.deps.quota.releaseSubscription();
    }
  }
}
