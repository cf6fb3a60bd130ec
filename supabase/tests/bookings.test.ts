// Bookings under row level security, through the unmodified supabase-js client, on PGlite and
// PostgreSQL: every actor × operation with an allowed and a denied case, plus what a hostile
// client tries (under-pricing, confirming its own booking, reading another's, rewriting a row).
import { customBookingInsert, findTour, tourBookingInsert } from '@safari/shared-domain/catalogue';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { describe, expect, it } from 'vitest';
import { type Actor, arushaDay, customForm, policyMatrix, type TourForm, tourForm } from './support.ts';

const lions = findTour('living-among-lions');
if (!lions) throw new Error('living-among-lions is missing from the catalogue');

const tourBooking = (actor: Actor, overrides: Partial<TourForm> = {}) =>
  tourBookingInsert(lions, tourForm(overrides), { userId: actor.id });

describe.each(DATABASE_KINDS)('bookings on %s', (kind) => {
  const m = policyMatrix(kind);

  /** Made with the service role (bypasses RLS), so each case starts from a known row. */
  async function bookingOf(owner: Actor): Promise<{ id: string; reference: string }> {
    const { data, error } = await m.server
      .service()
      .from('bookings')
      .insert(tourBooking(owner))
      .select('id, reference')
      .single();
    if (error) throw error;
    return data;
  }

  async function statusOf(id: string) {
    const { data } = await m.server.service().from('bookings').select('status').eq('id', id).maybeSingle();
    return data?.status ?? null;
  }

  describe('insert', () => {
    it('a visitor requests a tour as pending without an account; the database prices it', async () => {
      const row = tourBooking(m.anon, { adults: 2, youths: 1, email: 'priced.visitor@example.com' });
      const { error } = await m.anon.client.from('bookings').insert({ ...row, amount: 1 });
      expect(error).toBeNull();
      const { data } = await m.server
        .service()
        .from('bookings')
        .select('amount, number_of_guests, status, user_id')
        .eq('customer_email', 'priced.visitor@example.com')
        .single();
      expect(data).toEqual({
        amount: 2 * 4470 + 3350,
        number_of_guests: 3,
        status: 'pending',
        user_id: null,
      });
    });

    it('a visitor cannot insert a confirmed booking, nor one in somebody else’s name', async () => {
      const confirmed = await m.anon.client
        .from('bookings')
        .insert({ ...tourBooking(m.anon), status: 'confirmed' });
      expect(confirmed.error?.code).toBe('42501');
      const impersonated = await m.anon.client
        .from('bookings')
        .insert({ ...tourBooking(m.anon), user_id: m.alice.id });
      expect(impersonated.error?.code).toBe('42501');
    });

    it('a tour booking gets the name and end date of the tour that was priced, whatever the client sent', async () => {
      const cheap = findTour('tarangire-safari');
      if (!cheap) throw new Error('tarangire-safari is missing from the catalogue');
      const { data, error } = await m.alice.client
        .from('bookings')
        .insert({
          ...tourBookingInsert(cheap, tourForm({ date: arushaDay(30), adults: 1, youths: 0 }), {
            userId: m.alice.id,
          }),
          tour_name: lions.title,
          end_date: arushaDay(60),
        })
        .select('tour_name, tour_date, end_date, amount')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({
        tour_name: cheap.title,
        tour_date: arushaDay(30),
        end_date: arushaDay(30 + cheap.durationDays - 1),
        amount: cheap.adultPrice,
      });
    });

    it('a user requests a custom safari for themself and reads it back, priced by the first type', async () => {
      const { data, error } = await m.alice.client
        .from('bookings')
        .insert({
          ...customBookingInsert(customForm(), { userId: m.alice.id }),
          amount: 0,
          number_of_guests: 50,
        })
        .select('amount, number_of_guests, adults, youths, reference, status, end_date')
        .single();
      expect(error).toBeNull();
      expect(data).toMatchObject({
        amount: 2000 * 3,
        number_of_guests: 3,
        adults: 2,
        youths: 1,
        status: 'pending',
        end_date: arushaDay(47),
      });
      expect(data?.reference).toMatch(/^TZ-[2-9A-HJ-NP-Z]{6}$/);
    });

    it('a user cannot book in another user’s name or as confirmed', async () => {
      const asBob = await m.alice.client.from('bookings').insert(tourBooking(m.bob));
      expect(asBob.error?.code).toBe('42501');
      const confirmed = await m.alice.client
        .from('bookings')
        .insert({ ...tourBooking(m.alice), status: 'confirmed' });
      expect(confirmed.error?.code).toBe('42501');
    });

    it('another user books for themself; they cannot set the creation time', async () => {
      expect((await m.bob.client.from('bookings').insert(tourBooking(m.bob))).error).toBeNull();
      const backdated = await m.bob.client
        .from('bookings')
        .insert({ ...tourBooking(m.bob), created_at: '2020-01-01T00:00:00Z' });
      expect(backdated.error?.code).toBe('42501');
    });

    it('an admin books like anyone (pending), but cannot insert a confirmed booking either', async () => {
      expect((await m.admin.client.from('bookings').insert(tourBooking(m.admin))).error).toBeNull();
      const confirmed = await m.admin.client
        .from('bookings')
        .insert({ ...tourBooking(m.admin), status: 'confirmed' });
      expect(confirmed.error?.code).toBe('42501');
    });

    it('refuses an unknown tour, past dates, an end before the start and more than 50 guests', async () => {
      const unknown = await m.anon.client
        .from('bookings')
        .insert({ ...tourBooking(m.anon), tour_slug: 'free-safari', amount: 0 });
      expect(unknown.error?.code).toBe('23503');
      expect(unknown.error?.message).toContain('Unknown tour');

      const past = await m.anon.client.from('bookings').insert(tourBooking(m.anon, { date: arushaDay(-1) }));
      expect(past.error?.code).toBe('23514');
      expect(past.error?.message).toContain('in the past');

      const backwards = await m.anon.client.from('bookings').insert(
        customBookingInsert(customForm({ startDate: arushaDay(10), endDate: arushaDay(9) }), {
          userId: null,
        }),
      );
      expect(backwards.error?.code).toBe('23514');

      const crowd = await m.anon.client
        .from('bookings')
        .insert(tourBooking(m.anon, { adults: 40, youths: 11 }));
      expect(crowd.error?.code).toBe('23514');

      const today = await m.anon.client.from('bookings').insert(tourBooking(m.anon, { date: arushaDay(0) }));
      expect(today.error).toBeNull();
    });

    it('refuses what the forms refuse: bad e-mail, short name, long message, unknown ids', async () => {
      const cases = [
        { customer_email: 'not-an-email' },
        { customer_name: 'A' },
        { customer_phone: '12345' },
        { special_requirements: 'x'.repeat(5001) },
        { tour_types: ['submarine'] },
        { destinations: ['atlantis'] },
        { budget: 'free' },
        { safari_type: 'solo' },
        { tour_types: [] },
      ];
      for (const change of cases) {
        const { error } = await m.anon.client
          .from('bookings')
          .insert({ ...customBookingInsert(customForm(), { userId: null }), ...change });
        expect(error?.code, JSON.stringify(change)).toBe('23514');
      }
      const withoutTypes = await m.anon.client
        .from('bookings')
        .insert({ ...customBookingInsert(customForm(), { userId: null }), tour_types: null });
      expect(withoutTypes.error?.code).toBe('23514');
    });

    it('the database alone makes references: one each, and a client cannot send its own', async () => {
      const row = tourBooking(m.alice);
      expect(row).not.toHaveProperty('reference');
      for (const actor of [m.anon, m.alice]) {
        const chosen = await actor.client
          .from('bookings')
          .insert({ ...tourBooking(actor), reference: 'TZ-ABCDEF' });
        expect(chosen.error?.code, actor.name).toBe('42501');
      }
      const { data, error } = await m.alice.client.from('bookings').insert([row, row]).select('reference');
      expect(error).toBeNull();
      const references = (data ?? []).map((r) => r.reference);
      expect(references).toHaveLength(2);
      expect(new Set(references).size).toBe(2);
      for (const reference of references) expect(reference).toMatch(/^TZ-[2-9A-HJ-NP-Z]{6}$/);
    });
  });

  describe('select', () => {
    it('a visitor reads no booking at all', async () => {
      await bookingOf(m.anon);
      const { data, error } = await m.anon.client.from('bookings').select('id');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    });

    it('a user reads their own booking but not another user’s', async () => {
      const own = await bookingOf(m.alice);
      const other = await bookingOf(m.bob);
      const mine = await m.alice.client.from('bookings').select('id').eq('id', own.id);
      expect(mine.data).toEqual([{ id: own.id }]);
      const theirs = await m.alice.client.from('bookings').select('id').eq('id', other.id);
      expect(theirs.data).toEqual([]);
      const all = await m.alice.client.from('bookings').select('user_id');
      expect(all.data?.length).toBeGreaterThan(0);
      expect(all.data?.every((row) => row.user_id === m.alice.id)).toBe(true);
    });

    it('another user reads their own bookings only', async () => {
      const all = await m.bob.client.from('bookings').select('user_id');
      expect(all.data?.length).toBeGreaterThan(0);
      expect(all.data?.every((row) => row.user_id === m.bob.id)).toBe(true);
    });

    it('an admin reads every booking, anonymous ones included', async () => {
      const anonymous = await bookingOf(m.anon);
      const { data } = await m.admin.client.from('bookings').select('id, user_id');
      const owners = new Set(data?.map((row) => row.user_id));
      expect(owners).toContain(m.alice.id);
      expect(owners).toContain(m.bob.id);
      expect(data?.some((row) => row.id === anonymous.id)).toBe(true);
    });
  });

  describe('update', () => {
    it('a visitor cannot change a booking', async () => {
      const booking = await bookingOf(m.anon);
      const { error } = await m.anon.client
        .from('bookings')
        .update({ status: 'confirmed' })
        .eq('id', booking.id);
      expect(error?.code).toBe('42501');
      expect(await statusOf(booking.id)).toBe('pending');
    });

    it('a user cannot confirm their own booking, nor touch another’s', async () => {
      const own = await bookingOf(m.alice);
      const mine = await m.alice.client
        .from('bookings')
        .update({ status: 'confirmed' })
        .eq('id', own.id)
        .select();
      expect(mine.data).toEqual([]);
      expect(await statusOf(own.id)).toBe('pending');
      const other = await bookingOf(m.bob);
      await m.alice.client.from('bookings').update({ status: 'cancelled' }).eq('id', other.id);
      expect(await statusOf(other.id)).toBe('pending');
    });

    it('a user cannot lower the amount of their own booking', async () => {
      const own = await bookingOf(m.alice);
      const { error } = await m.alice.client.from('bookings').update({ amount: 1 }).eq('id', own.id);
      expect(error?.code).toBe('42501');
    });

    it('another user cannot cancel someone else’s booking', async () => {
      const other = await bookingOf(m.alice);
      await m.bob.client.from('bookings').update({ status: 'cancelled' }).eq('id', other.id);
      expect(await statusOf(other.id)).toBe('pending');
    });

    it('an admin confirms a booking; updated_at moves, created_at does not', async () => {
      const booking = await bookingOf(m.anon);
      const before = await m.server
        .service()
        .from('bookings')
        .select('created_at, updated_at')
        .eq('id', booking.id)
        .single();
      const { data, error } = await m.admin.client
        .from('bookings')
        .update({ status: 'confirmed' })
        .eq('id', booking.id)
        .select('status, created_at, updated_at')
        .single();
      expect(error).toBeNull();
      expect(data?.status).toBe('confirmed');
      expect(data?.created_at).toBe(before.data?.created_at);
      expect(Date.parse(data?.updated_at ?? '')).toBeGreaterThan(Date.parse(before.data?.updated_at ?? ''));
    });

    it('an admin cannot rewrite the amount, reference or customer; the service role neither', async () => {
      const booking = await bookingOf(m.anon);
      for (const change of [{ amount: 1 }, { reference: 'TZ-ABCDEF' }, { customer_email: 'x@example.com' }]) {
        const { error } = await m.admin.client.from('bookings').update(change).eq('id', booking.id);
        expect(error?.code, JSON.stringify(change)).toBe('42501');
      }
      const byService = await m.server.service().from('bookings').update({ amount: 1 }).eq('id', booking.id);
      expect(byService.error?.code).toBe('23514');
      expect(byService.error?.message).toContain('Only a booking');
    });
  });

  describe('delete', () => {
    it('a visitor cannot delete a booking', async () => {
      const booking = await bookingOf(m.anon);
      const { error } = await m.anon.client.from('bookings').delete().eq('id', booking.id);
      expect(error?.code).toBe('42501');
      expect(await statusOf(booking.id)).toBe('pending');
    });

    it('a user cannot delete their own booking, nor another’s', async () => {
      const own = await bookingOf(m.alice);
      const other = await bookingOf(m.bob);
      await m.alice.client.from('bookings').delete().eq('id', own.id);
      await m.alice.client.from('bookings').delete().eq('id', other.id);
      await m.bob.client.from('bookings').delete().eq('id', own.id);
      expect(await statusOf(own.id)).toBe('pending');
      expect(await statusOf(other.id)).toBe('pending');
    });

    it('an admin deletes a booking for good', async () => {
      const booking = await bookingOf(m.bob);
      const { error } = await m.admin.client.from('bookings').delete().eq('id', booking.id);
      expect(error).toBeNull();
      expect(await statusOf(booking.id)).toBeNull();
    });
  });

  it('streams bookings, their history, mails and money, contact messages, proposals sent and changes asked to Realtime', async () => {
    const { rows } = await m.server.db.query<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by tablename`,
    );
    expect(rows.map((r) => r.tablename)).toEqual([
      'booking_mails',
      'booking_status_changes',
      'bookings',
      'contact_submissions',
      'invoices',
      'payment_instalments',
      'payments',
      'proposal_change_requests',
      'proposal_versions',
    ]);
  });
});
