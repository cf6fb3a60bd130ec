// The admin's exact count (public.admin_count_bookings): it counts what the dashboard's page
// query matches under the same escaped ilike pattern and filters, and refuses everyone else.
import { TOURS, tourBookingInsert } from '@safari/shared-domain/catalogue';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  arushaDay,
  type ProductServer,
  signedInAdmin,
  signedInUser,
  startProductServer,
  tourForm,
} from './support.ts';

const [first, second] = TOURS;
if (!first || !second) throw new Error('the catalogue needs two tours');

interface CountFilter {
  search_pattern?: string;
  status_filter?: 'pending' | 'confirmed' | 'cancelled';
  tour_date_from?: string;
  tour_date_to?: string;
  booked_from?: string;
}

describe.each(DATABASE_KINDS)('the admin booking count on %s', (kind) => {
  let server: ProductServer;
  let admin: Actor & { id: string };

  beforeAll(async () => {
    server = await startProductServer(kind);
    admin = await signedInAdmin(server);
    const booking = (
      tour: (typeof TOURS)[number],
      firstName: string,
      lastName: string,
      email: string,
      days: number,
    ) =>
      tourBookingInsert(tour, tourForm({ firstName, lastName, email, date: arushaDay(days) }), {
        userId: null,
      });
    const rows = [
      booking(first, 'Amina', 'Mwangi', 'amina_m@example.com', 30),
      booking(second, 'John', 'Mwangi', 'john@example.com', 40),
      booking(first, 'Neema', 'Ally', 'neema@example.com', 30),
      booking(second, 'Baraka', 'Swai', 'aminaxm@example.com', 50),
      booking(second, 'Zawadi', 'Kimaro', 'zawadi@mwangi.co.tz', 40),
    ];
    const { error } = await server.service().from('bookings').insert(rows);
    if (error) throw error;
    for (const [index, status] of [
      [1, 'confirmed'],
      [2, 'cancelled'],
    ] as const) {
      const update = await admin.client
        .from('bookings')
        .update({ status })
        .eq('customer_email', rows[index]?.customer_email as string);
      if (update.error) throw update.error;
    }
  });
  afterAll(() => server?.stop());

  /** The count the dashboard's page query gets for the same filter, under RLS. */
  async function restCount(filter: CountFilter): Promise<number | null> {
    let query = admin.client.from('bookings').select('id', { count: 'exact', head: true });
    if (filter.search_pattern) {
      const quoted = `"${filter.search_pattern.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
      query = query.or(
        ['customer_name', 'customer_email', 'tour_name'].map((c) => `${c}.ilike.${quoted}`).join(','),
      );
    }
    if (filter.status_filter) query = query.eq('status', filter.status_filter);
    if (filter.tour_date_from) query = query.gte('tour_date', filter.tour_date_from);
    if (filter.tour_date_to) query = query.lte('tour_date', filter.tour_date_to);
    if (filter.booked_from) query = query.gte('created_at', filter.booked_from);
    const { count, error } = await query;
    if (error) throw error;
    return count;
  }

  it('counts what the page query matches, for every filter and their combinations', async () => {
    const cases: [CountFilter, number][] = [
      [{}, 5],
      [{ search_pattern: '%MWANGI%' }, 3], // two surnames and an e-mail domain, any case
      [{ search_pattern: '%amina\\_m%' }, 1], // `_` escaped: aminaxm@ does not match
      [{ search_pattern: `%${first.title.slice(0, 12)}%` }, 2], // the tour name
      [{ status_filter: 'confirmed' }, 1],
      [{ search_pattern: '%mwangi%', status_filter: 'pending' }, 2],
      [{ tour_date_from: arushaDay(30), tour_date_to: arushaDay(30) }, 2],
      [{ tour_date_from: arushaDay(40) }, 3],
      [{ tour_date_from: arushaDay(31), tour_date_to: arushaDay(40) }, 2],
      [{ booked_from: new Date(Date.now() - 3_600_000).toISOString() }, 5],
      [{ booked_from: new Date(Date.now() + 3_600_000).toISOString(), status_filter: 'confirmed' }, 0],
      [{ search_pattern: '%mwangi%', tour_date_from: arushaDay(40), status_filter: 'pending' }, 1],
      [{ search_pattern: '%nobody%' }, 0],
    ];
    for (const [filter, expected] of cases) {
      const { data, error } = await admin.client.rpc('admin_count_bookings', filter);
      expect(error, JSON.stringify(filter)).toBeNull();
      expect(data, JSON.stringify(filter)).toBe(expected);
      expect(await restCount(filter), JSON.stringify(filter)).toBe(expected);
    }
  });

  it('refuses a signed-in traveller and a visitor', async () => {
    const user = await signedInUser(server, 'counter');
    const asUser = await user.client.rpc('admin_count_bookings', {});
    expect(asUser.error?.code).toBe('42501');
    expect(asUser.error?.message).toBe('Only admins may count bookings');
    expect(asUser.data).toBeNull();
    const asVisitor = await server.typed().rpc('admin_count_bookings', {});
    expect(asVisitor.error?.code).toBe('42501');
    expect(asVisitor.data).toBeNull();
  });
});
