// What all Realtime clients together, and the clients of one address, may hold (issue 25): one
// client opening 1,100 sockets of 100 subscriptions each ran the process out of memory.

export interface RealtimeLimits {
  /** WebSocket connections open at once, all clients together. */
  connections: number;
  /** WebSocket connections open at once from one address. */
  connectionsPerAddress: number;
  /** postgres_changes subscriptions held at once, all clients together. */
  subscriptions: number;
  /** postgres_changes subscriptions held at once by the connections of one address. */
  subscriptionsPerAddress: number;
}

/**
 * Supabase's Pro quota of 500 concurrent connections; an address may hold a fifth of them (a
 * household or an office behind one address, the e2e run's browsers on 127.0.0.1). The
 * subscription caps keep the Realtime state within the figure in docs/benchmarks.md.
 */
export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  connections: 500,
  connectionsPerAddress: 100,
  subscriptions: 10_000,
  subscriptionsPerAddress: 1_000,
};

/** Close code and reason of a connection over the caps, as Supabase Realtime words the refusal. */
export const TOO_MANY_CONNECTIONS = {
  code: 1008,
  reason: 'ConnectionRateLimitReached: Too many connected users',
};

/** One address's share, handed to each of its connections. */
export interface AddressQuota {
  /** Takes one subscription; false when the address or the server holds all it may. */
  takeSubscription(): boolean;
  releaseSubscription(): void;
  /** Subscriptions this address may still take. */
  subscriptionsLeft(): number;
  /** The connection closed. */
  release(): void;
}

interface Tally {
  connections: number;
  subscriptions: number;
}

export class RealtimeQuota {
  private readonly addresses = new Map<string, Tally>();
  private connections = 0;
  private subscriptions = 0;

  constructor(readonly limits: RealtimeLimits) {}

  /** A new connection's share, or null when it would pass a connection cap. */
  connect(rawAddress: string | undefined): AddressQuota | null {
    const address = (rawAddress ?? 'unknown').replace(/^::ffff:/, '');
    const tally = this.addresses.get(address) ?? { connections: 0, subscriptions: 0 };
    if (this.connections >= this.limits.connections) return null;
    if (tally.connections >= this.limits.connectionsPerAddress) return null;
    tally.connections += 1;
    this.connections += 1;
    this.addresses.set(address, tally);
    let open = true;
    return {
      takeSubscription: () => {
        if (
          this.subscriptions >= this.limits.subscriptions ||
          tally.subscriptions >= this.limits.subscriptionsPerAddress
        ) {
          return false;
        }
        tally.subscriptions += 1;
        this.subscriptions += 1;
        return true;
      },
      releaseSubscription: () => {
        tally.subscriptions -= 1;
        this.subscriptions -= 1;
      },
      subscriptionsLeft: () =>
        Math.min(
          this.limits.subscriptions - this.subscriptions,
          this.limits.subscriptionsPerAddress - tally.subscriptions,
        ),
      release: () => {
        if (!open) return;
        open = false;
        tally.connections -= 1;
        this.connections -= 1;
        if (tally.connections === 0 && tally.subscriptions === 0) this.addresses.delete(address);
      },
    };
  }

  /** Connections and subscriptions held now. */
  counts(): { connections: number; subscriptions: number; addresses: number } {
    return {
      connections: this.connections,
      subscriptions: this.subscriptions,
      addresses: this.addresses.size,
    };
  }
}
