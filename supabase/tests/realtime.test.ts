// Live changes of the product's tables reach only those who may read the rows: the admin gets
// every booking and message as it arrives, a traveller only their own booking, a visitor nothing.
// Through supabase-js Realtime against supabase/local, on PGlite and PostgreSQL.
import { customBookingInsert } from '@safari/shared-domain/catalogue';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, customForm, policyMatrix } from './support.ts';

type Table = 'bookings' | 'contact_submissions';

/**
 * Subscribes `actor` to inserts on both tables on one channel, as the admin dashboard does;
 * resolves once joined (or refused) with what arrives per table. (A client made from a bare
 * token has no session: supabase-js would join a second channel with the anon key.)
 */
async function listen(actor: Actor, channels: RealtimeChannel[]) {
  const received: Record<Table, Record<string, unknown>[]> = { bookings: [], contact_submissions: [] };
  let channel = actor.client.channel(`${actor.name}-${Math.random().toString(36).slice(2)}`);
  for (const table of ['bookings', 'contact_submissions'] as const) {
    channel = channel.on('postgres_changes', { event: 'INSERT', schema: 'public', table }, (payload) => {
      received[table].push(payload.new);
    });
  }
  channels.push(channel);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${actor.name} not subscribed`)), 10_000);
    channel.subscribe((status) => {
      if (status === 'SUBSCRIBED' || status === 'CHANNEL_ERROR') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return received;
}

async function until(check: () => boolean, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));

describe.each(DATABASE_KINDS)('live changes of bookings and messages on %s', (kind) => {
  const m = policyMatrix(kind);
  const channels: RealtimeChannel[] = [];
  let heard: Record<string, Record<Table, Record<string, unknown>[]>>;

  beforeAll(async () => {
    heard = {};
    for (const actor of [m.admin, m.alice, m.bob, m.anon]) {
      heard[actor.name] = await listen(actor, channels);
    }
  });
  afterAll(async () => {
    for (const channel of channels) await channel.unsubscribe();
  });

  const names = (actor: Actor, table: Table) =>
    (heard[actor.name]?.[table] ?? []).map((row) => row.customer_name ?? row.name);

  it('a visitor’s booking reaches the admin only', async () => {
    const row = customBookingInsert(customForm({ fullName: 'Visitor Live' }), { userId: null });
    expect((await m.anon.client.from('bookings').insert(row)).error).toBeNull();
    await until(() => names(m.admin, 'bookings').includes('Visitor Live'), 3000);
    await settle();
    for (const actor of [m.alice, m.bob, m.anon])
      expect(names(actor, 'bookings')).not.toContain('Visitor Live');
  });

  it('a traveller’s own booking reaches them and the admin, not another traveller', async () => {
    const row = customBookingInsert(customForm({ fullName: 'Alice Live' }), { userId: m.alice.id });
    expect((await m.alice.client.from('bookings').insert(row)).error).toBeNull();
    await until(
      () =>
        names(m.admin, 'bookings').includes('Alice Live') &&
        names(m.alice, 'bookings').includes('Alice Live'),
      3000,
    );
    await settle();
    for (const actor of [m.bob, m.anon]) expect(names(actor, 'bookings')).not.toContain('Alice Live');
  });

  it('a contact message reaches the admin only, even its sender', async () => {
    const message = {
      name: 'Caller Live',
      email: 'caller@example.com',
      phone: '+255 700 000 333',
      message: 'Hello',
    };
    expect((await m.alice.client.from('contact_submissions').insert(message)).error).toBeNull();
    await until(() => names(m.admin, 'contact_submissions').includes('Caller Live'), 3000);
    await settle();
    for (const actor of [m.alice, m.bob, m.anon]) {
      expect(names(actor, 'contact_submissions')).not.toContain('Caller Live');
    }
  });
});
