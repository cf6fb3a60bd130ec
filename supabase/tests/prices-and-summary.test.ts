// The database's prices equal shared-domain's catalogue, so the amount a traveller is shown is
// the amount stored; and the admin summary figures are computed in the database, for admins only.
import {
  CUSTOM_TOUR_TYPE_IDS,
  customBookingInsert,
  customSafariPerPersonRate,
  TOURS,
  tourBookingInsert,
  tourBookingTotal,
} from '@safari/shared-domain/catalogue';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arushaDay,
  customForm,
  type ProductServer,
  signedInAdmin,
  signedInUser,
  startProductServer,
  storedAmount,
  tourForm,
} from './support.ts';

describe.each(DATABASE_KINDS)('prices and the admin summary on %s', (kind) => {
  let server: ProductServer;

  beforeAll(async () => {
    server = await startProductServer(kind);
  });
  afterAll(() => server?.stop());

  it('holds exactly the catalogue’s tours with its titles, lengths, adult, youth and minimum-adult figures', async () => {
    const { rows } = await server.db.query<{
      slug: string;
      adult: string;
      youth: string;
      minimum: number;
      title: string;
      days: number;
    }>(
      `select tour_slug as slug, adult_price::text as adult, youth_price::text as youth, minimum_adults as minimum,
              title, duration_days as days
       from private.tour_prices order by tour_slug`,
    );
    const fromDatabase = rows.map((r) => ({
      slug: r.slug,
      adult: Number(r.adult),
      youth: Number(r.youth),
      minimum: r.minimum,
      title: r.title,
      days: r.days,
    }));
    const fromCatalogue = TOURS.map((t) => ({
      slug: t.slug,
      adult: t.adultPrice,
      youth: t.youthPrice,
      minimum: t.minimumAdults,
      title: t.title,
      days: t.durationDays,
    })).sort((a, b) => a.slug.localeCompare(b.slug));
    expect(fromDatabase).toEqual(fromCatalogue);
  });

  it('holds the custom safari rate of every tour type the form offers', async () => {
    const { rows } = await server.db.query<{ type: string; rate: string }>(
      'select tour_type as type, per_person_rate::text as rate from private.custom_safari_rates',
    );
    const fromDatabase = Object.fromEntries(rows.map((r) => [r.type, Number(r.rate)]));
    const fromCatalogue = Object.fromEntries(
      CUSTOM_TOUR_TYPE_IDS.map((id) => [id, customSafariPerPersonRate([id])]),
    );
    expect(fromDatabase).toEqual(fromCatalogue);
  });

  it('stores, for every tour, the total the booking panel shows', async () => {
    const anon = server.typed();
    for (const tour of TOURS) {
      const email = `${tour.slug}@example.com`;
      const row = tourBookingInsert(tour, tourForm({ date: arushaDay(15), adults: 3, youths: 2, email }), {
        userId: null,
      });
      expect((await anon.from('bookings').insert(row)).error, tour.slug).toBeNull();
      const amount = await storedAmount(server, email);
      expect(amount, tour.slug).toBe(tourBookingTotal(tour, { adults: 3, youths: 2 }));
    }
  });

  it('stores, for every first tour type, the estimate the custom form shows', async () => {
    const anon = server.typed();
    for (const type of CUSTOM_TOUR_TYPE_IDS) {
      const email = `custom.${type}@example.com`;
      const form = customForm({ adults: '9+', children: '6+', tourTypes: [type, 'luxury'], email });
      const row = customBookingInsert(form, { userId: null });
      expect((await anon.from('bookings').insert({ ...row, amount: 1 })).error, type).toBeNull();
      const amount = await storedAmount(server, email);
      expect(amount, type).toBe(customSafariPerPersonRate([type]) * 15);
      expect(row.amount, type).toBe(amount);
    }
  });

  it('gives an admin the figures of every booking; refuses users and visitors', async () => {
    await server.db.exec('delete from public.bookings');
    const admin = await signedInAdmin(server);
    const user = await signedInUser(server, 'user');
    const anon = server.typed();
    const panel = (adults: number) =>
      tourBookingInsert(
        TOURS[0] as (typeof TOURS)[number],
        tourForm({ date: arushaDay(5), adults, youths: 0, email: `summary.${adults}@example.com` }),
        { userId: null },
      );
    const price = (TOURS[0] as (typeof TOURS)[number]).adultPrice;
    const rows = [panel(1), panel(2), panel(3), panel(4)];
    expect((await anon.from('bookings').insert(rows)).error).toBeNull();
    await admin.client
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('customer_email', rows[1]?.customer_email as string);
    await admin.client
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('customer_email', rows[2]?.customer_email as string);
    await admin.client
      .from('bookings')
      .update({ status: 'cancelled' })
      .eq('customer_email', rows[3]?.customer_email as string);

    const { data, error } = await admin.client.rpc('admin_booking_summary').single();
    expect(error).toBeNull();
    expect(data).toEqual({
      total_bookings: 4,
      pending_bookings: 1,
      confirmed_bookings: 2,
      cancelled_bookings: 1,
      total_revenue: 10 * price,
      confirmed_revenue: 5 * price,
    });

    const asUser = await user.client.rpc('admin_booking_summary');
    expect(asUser.error?.code).toBe('42501');
    expect(asUser.error?.message).toBe('Only admins may read the booking summary');
    const asVisitor = await anon.rpc('admin_booking_summary');
    expect(asVisitor.error?.code).toBe('42501');
  });
});
