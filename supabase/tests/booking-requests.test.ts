// public.request_booking (decision 080): how the public site's forms make a booking. The database
// picks the reference and the amount and answers them to a visitor who cannot read bookings; a
// repeated request key makes no second row; nobody books in somebody else's name.
import { customBookingInsert, findTour, tourBookingInsert } from '@safari/shared-domain/catalogue';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { describe, expect, it } from 'vitest';
import { type Actor, customForm, policyMatrix, tourForm } from './support.ts';

const lions = findTour('living-among-lions');
if (!lions) throw new Error('living-among-lions is missing from the catalogue');

const tourRow = (actor: Actor) =>
  tourBookingInsert(lions, tourForm({ adults: 2, youths: 1 }), { userId: actor.id });

describe.each(DATABASE_KINDS)('request_booking on %s', (kind) => {
  const m = policyMatrix(kind);

  const rowsWithKey = async (key: string) => {
    const { data, error } = await m.server.service().from('bookings').select('*').eq('request_key', key);
    if (error) throw error;
    return data;
  };

  it('a visitor gets the reference and the amount the database chose, not the ones sent', async () => {
    const key = crypto.randomUUID();
    const sent = { ...tourRow(m.anon), reference: 'TZ-AAAAAA', amount: 1, status: 'confirmed' };
    const { data, error } = await m.anon.client
      .rpc('request_booking', { request_key: key, booking: sent })
      .single();
    expect(error).toBeNull();
    expect(data?.amount).toBe(2 * 4470 + 3350);
    expect(data?.status).toBe('pending');
    expect(data?.reference).toMatch(/^TZ-[2-9A-HJ-NP-Z]{6}$/);
    expect(data?.reference).not.toBe('TZ-AAAAAA');
    const rows = await rowsWithKey(key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference: data?.reference,
      status: 'pending',
      user_id: null,
      number_of_guests: 3,
    });
  });

  it('the same request key twice, even at once, makes one booking and answers it both times', async () => {
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      m.anon.client.rpc('request_booking', { request_key: key, booking: tourRow(m.anon) }).single(),
      m.anon.client.rpc('request_booking', { request_key: key, booking: tourRow(m.anon) }).single(),
    ]);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(second.data?.reference).toBe(first.data?.reference);
    expect(await rowsWithKey(key)).toHaveLength(1);
  });

  it('a repeated key answers the receipt only to its maker; anyone else gets no rows, not an error', async () => {
    const anonKey = crypto.randomUUID();
    const anonRow = { ...tourRow(m.anon), customer_email: 'Maker@Example.test' };
    const made = await m.anon.client
      .rpc('request_booking', { request_key: anonKey, booking: anonRow })
      .single();
    expect(made.error).toBeNull();
    // The page's own retry: anonymous again, the same address (any case).
    const retry = await m.anon.client
      .rpc('request_booking', {
        request_key: anonKey,
        booking: { ...anonRow, customer_email: 'maker@example.test' },
      })
      .single();
    expect(retry.error).toBeNull();
    expect(retry.data).toEqual(made.data);

    const aliceKey = crypto.randomUUID();
    const alices = await m.alice.client
      .rpc('request_booking', { request_key: aliceKey, booking: tourRow(m.alice) })
      .single();
    expect(alices.error).toBeNull();
    const again = await m.alice.client
      .rpc('request_booking', { request_key: aliceKey, booking: tourRow(m.alice) })
      .single();
    expect(again.data?.reference).toBe(alices.data?.reference);

    const strangers = [
      // Another visitor who learnt the key, with some other address.
      { client: m.anon.client, key: anonKey, booking: tourRow(m.anon) },
      // Bob holding Alice's key, even with her address and her as the customer.
      { client: m.bob.client, key: aliceKey, booking: { ...tourRow(m.bob), customer_email: m.alice.email } },
      // A visitor with Alice's key and address: her booking is hers, not an anonymous one.
      {
        client: m.anon.client,
        key: aliceKey,
        booking: { ...tourRow(m.anon), customer_email: m.alice.email },
      },
      // A signed-in user with the anonymous booking's key and address.
      {
        client: m.bob.client,
        key: anonKey,
        booking: { ...tourRow(m.bob), customer_email: 'maker@example.test' },
      },
    ];
    const references = [made.data?.reference, alices.data?.reference].map(String);
    for (const stranger of strangers) {
      // No error (it would roll back the count, decision 166) and nothing of the booking: no rows.
      const { data, error, status } = await stranger.client.rpc('request_booking', {
        request_key: stranger.key,
        booking: stranger.booking,
      });
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([]);
      // As the page asks (one row or none): none.
      const maybe = await stranger.client
        .rpc('request_booking', { request_key: stranger.key, booking: stranger.booking })
        .maybeSingle();
      expect(maybe.error).toBeNull();
      expect(maybe.data).toBeNull();
      // Asking for exactly one object: PostgREST's 406, still nothing of the booking.
      const single = await stranger.client
        .rpc('request_booking', { request_key: stranger.key, booking: stranger.booking })
        .single();
      expect(single.status).toBe(406);
      expect(single.error?.code).toBe('PGRST116');
      expect(single.data).toBeNull();
      for (const answer of [data, maybe, single]) {
        for (const reference of references) expect(JSON.stringify(answer)).not.toContain(reference);
      }
    }
    expect(await rowsWithKey(anonKey)).toHaveLength(1);
    expect(await rowsWithKey(aliceKey)).toHaveLength(1);
  });

  it('a signed-in user books for themself; nobody books in another user’s name', async () => {
    const own = crypto.randomUUID();
    const mine = await m.alice.client
      .rpc('request_booking', { request_key: own, booking: tourRow(m.alice) })
      .single();
    expect(mine.error).toBeNull();
    expect((await rowsWithKey(own))[0]?.user_id).toBe(m.alice.id);

    const stolen = crypto.randomUUID();
    const asBob = await m.alice.client.rpc('request_booking', {
      request_key: stolen,
      booking: tourRow(m.bob),
    });
    expect(asBob.error?.code).toBe('42501');
    const anonAsAlice = await m.anon.client.rpc('request_booking', {
      request_key: stolen,
      booking: tourRow(m.alice),
    });
    expect(anonAsAlice.error?.code).toBe('42501');
    expect(await rowsWithKey(stolen)).toHaveLength(0);
  });

  it('a custom request is priced from the first tour type; the table checks still refuse bad rows', async () => {
    const key = crypto.randomUUID();
    const custom = customBookingInsert(customForm(), { userId: null });
    const { data, error } = await m.anon.client
      .rpc('request_booking', { request_key: key, booking: custom })
      .single();
    expect(error).toBeNull();
    expect(data?.amount).toBe(custom.amount);

    const bad = await m.anon.client.rpc('request_booking', {
      request_key: crypto.randomUUID(),
      booking: { ...custom, customer_email: 'not-an-address' },
    });
    expect(bad.error?.code).toBe('23514');
    const noKey = await m.anon.client.rpc('request_booking', {
      request_key: null as unknown as string,
      booking: custom,
    });
    expect(noKey.error).not.toBeNull();
  });
});
