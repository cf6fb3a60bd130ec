// A joined channel of one connection: what it holds, what a connection may hold (issue 13), and
// how one `postgres_changes` entry of a join becomes a subscription.
import type { ChangeFeed } from './feed.ts';
import type { Subscriber, Subscription } from './feed-types.ts';
import { FilterError, type RowFilter } from './filter-types.ts';
import { parseEvent } from './filters.ts';
import type { AddressQuota } from './quota.ts';

// What one connection may hold (issue 13). Supabase Realtime allows 100 channels per client too;
// the rest keep a connection's memory to about a megabyte whatever it sends.
const MAX_CHANNELS = 100;
const MAX_SUBSCRIPTIONS = 100;
const MAX_TOPIC_LENGTH = 1024;

/** A join that would pass the address's or the server's cap on subscriptions (quota.ts). */
const TOO_MANY_SUBSCRIPTIONS =
  'ChannelRateLimitReached: Too many postgres_changes subscriptions from this address or on this server';

export interface Channel extends Subscriber {
  topic: string;
  joinRef: string | null;
  subscriptions: Subscription[];
  expiry: NodeJS.Timeout | null;
}

/** Why a connection holding `channels` may not (re)join `topic` with `entries` subscriptions, if so. */
export function overLimit(
  channels: ReadonlyMap<string, Channel>,
  topic: string,
  entries: number,
  quota: AddressQuota,
): string | null {
  if (topic.length > MAX_TOPIC_LENGTH) return `Topic too long (at most ${MAX_TOPIC_LENGTH} characters)`;
  // A rejoin replaces the channel: it is not one more, and its old subscriptions go.
  const current = channels.get(topic);
  if (!current && channels.size >= MAX_CHANNELS) return 'ChannelRateLimitReached: Too many channels';
  let held = 0;
  for (const channel of channels.values()) {
    if (channel !== current) held += channel.subscriptions.length;
  }
  if (held + entries > MAX_SUBSCRIPTIONS) {
    return `Too many postgres_changes subscriptions on this connection (at most ${MAX_SUBSCRIPTIONS})`;
  }
  if (entries - (current?.subscriptions.length ?? 0) > quota.subscriptionsLeft()) {
    return TOO_MANY_SUBSCRIPTIONS;
  }
  return null;
}

/** Registers one postgres_changes entry; returns why it cannot be, if so. */
export async function subscribe(
  channel: Channel,
  id: number,
  params: Record<string, unknown>,
  { feed, quota }: { feed: ChangeFeed; quota: AddressQuota },
): Promise<string | null> {
  const table = typeof params.table === 'string' && params.table !== '*' ? params.table : null;
  const schema = typeof params.schema === 'string' && params.schema !== '' ? params.schema : 'public';
  // Checked at the join; taken here, since joins of the address's other connections run
  // meanwhile, and before the filter is compiled: a burst of joins that all passed the check
  // compiles only what can be held (issue 25: compiling first stalled the server for seconds).
  if (!quota.takeSubscription()) return TOO_MANY_SUBSCRIPTIONS;
  let filter: RowFilter | null;
  try {
    filter = feed.compileFilter(params.filter);
  } catch (error) {
    quota.releaseSubscription();
    if (error instanceof FilterError) return `Error parsing \`filter\` params: ${error.message}`;
    throw error;
  }
  let published = true;
  try {
    if (table && schema !== '*') published = await feed.isPublished(schema, table);
  } catch (error) {
    quota.releaseSubscription();
    throw error;
  }
  if (!published) {
    quota.releaseSubscription();
    return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [schema: ${schema}, table: ${table}]`;
  }
  const subscription: Subscription = {
    id,
    event: parseEvent(params.event),
    schema,
    table,
    filter,
    subscriber: channel,
  };
  channel.subscriptions.push(subscription);
  feed.add(subscription);
  return null;
}
