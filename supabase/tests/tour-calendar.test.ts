// Seasons, departures and seats (issue 27, decisions 150 and 151) through supabase-js, as the
// tour page makes its requests: the database charges exactly what shared-domain's `tourPriceFor`
// shows, refuses closed dates and departures in `CALENDAR_MESSAGES`' words, and twenty requests
// at once for the last three seats of a departure store three travellers and refuse the rest.
import {
  bookingDateProblem,
  CALENDAR_MESSAGES,
  type Tour,
  tourBookingInsert,
  tourPriceFor,
} from '@safari/shared-domain/catalogue';
import {
  type CatalogueResult,
  FIRST_CATALOGUE,
  loadTourDraft,
  publishCatalogue,
  saveTourDraft,
} from '@safari/shared-domain/catalogue-admin';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Actor, arushaDay, policyMatrix, signedInAdmin, tourForm } from './support.ts';

function okValue<T extends object>(result: CatalogueResult<T>): T {
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

function tourOf(slug: string): Tour {
  const tour = FIRST_CATALOGUE.find((t) => t.slug === slug);
  if (!tour) throw new Error(`${slug} is not in the first catalogue`);
  return tour;
}

/** A private tour with a season, party-size supplements and closed dates, days from today. */
const SEASONAL: Tour = {
  ...tourOf('kilimanjaro-safari'),
  adultPrice: 2000,
  youthPrice: 1000,
  seasons: [
    { name: 'High season', start: arushaDay(60), end: arushaDay(90), adultPrice: 3000, youthPrice: 2000 },
    { name: 'Green season', start: arushaDay(91), end: arushaDay(130), adultPrice: 1400, youthPrice: 700 },
  ],
  partySupplements: [
    { maxTravellers: 2, perPerson: 500 },
    { maxTravellers: 4, perPerson: 200 },
  ],
  closedDates: [{ start: arushaDay(150), end: arushaDay(155), note: 'Vehicle in service' }],
};

/** A tour sold by departures: one nearly full, one with its own price, one closed. */
const SCHEDULED: Tour = {
  ...tourOf('five-day-luxury-safari'),
  salesMode: 'departures',
  seasons: [
    { name: 'High season', start: arushaDay(60), end: arushaDay(90), adultPrice: 2900, youthPrice: 1500 },
  ],
  departures: [
    { id: 'last-seats', date: arushaDay(45), seats: 5, price: null, closed: false },
    { id: 'in-season', date: arushaDay(70), seats: 30, price: null, closed: false },
    {
      id: 'own-price',
      date: arushaDay(75),
      seats: 30,
      price: { adultPrice: 1950, youthPrice: 990 },
      closed: false,
    },
    { id: 'shut', date: arushaDay(80), seats: 30, price: null, closed: true },
  ],
};

describe.each(DATABASE_KINDS)('seasons, departures and seats on %s', (kind) => {
  const m = policyMatrix(kind);
  let ana: Actor & { id: string };

  beforeAll(async () => {
    ana = await signedInAdmin(m.server, 'ana');
    for (const tour of [SEASONAL, SCHEDULED]) {
      const { draft } = okValue(await loadTourDraft(ana.client, tour.slug));
      okValue(
        await saveTourDraft(ana.client, { slug: tour.slug, tour, hidden: false, revision: draft.revision }),
      );
    }
    okValue(await publishCatalogue(ana.client, 'Seasons and departures'));
  });

  /** A request as the tour page sends it; the database's receipt or its refusal. */
  async function request(tour: Tour, date: string, adults: number, youths: number, departureId?: string) {
    const form = tourForm({ date, adults, youths, email: `t-${kind}@example.com`, departureId });
    const booking = tourBookingInsert(tour, form, { userId: null });
    const { data, error } = await m.anon.client
      .rpc('request_booking', { request_key: crypto.randomUUID(), booking })
      .single();
    return { amount: data?.amount ?? null, message: error?.message ?? null, shown: booking.amount };
  }

  it('charges what the booking panel shows, on both sides of every boundary', async () => {
    const failures: string[] = [];
    const cases: [number, number, number][] = [];
    for (const day of [30, 59, 60, 61, 89, 90, 91, 92, 129, 130, 131, 200]) {
      for (const [adults, youths] of [
        [1, 0],
        [2, 0],
        [1, 1],
        [3, 1],
        [4, 1],
        [6, 2],
      ] as const) {
        cases.push([day, adults, youths]);
      }
    }
    for (const [day, adults, youths] of cases.filter((_, i) => i % 4 === 0)) {
      const sent = await request(SEASONAL, arushaDay(day), adults, youths);
      if (sent.amount !== sent.shown || sent.message !== null) {
        failures.push(
          `day ${day}, ${adults}+${youths}: shown ${sent.shown}, charged ${sent.amount} ${sent.message ?? ''}`,
        );
      }
    }
    // Every case through the database's own pricing function too.
    for (const [day, adults, youths] of cases) {
      const { rows } = await m.server.db.query<{ amount: string }>(
        'select amount::text from private.tour_price_for($1, $2::date, $3, $4, null)',
        [SEASONAL.slug, arushaDay(day), adults, youths],
      );
      const expected = tourPriceFor(SEASONAL, arushaDay(day), { adults, youths }).total;
      if (Number(rows[0]?.amount) !== expected) failures.push(`day ${day}: ${rows[0]?.amount} ≠ ${expected}`);
    }
    expect(failures).toEqual([]);
    // The figures themselves: the season's first day, a pair's supplement, a youth in green season.
    expect((await request(SEASONAL, arushaDay(60), 2, 0)).amount).toBe(2 * 3500);
    expect((await request(SEASONAL, arushaDay(59), 6, 0)).amount).toBe(6 * 2000);
    expect((await request(SEASONAL, arushaDay(91), 3, 1)).amount).toBe(3 * 1600 + 900);
  });

  it('refuses a trip that would run on closed dates, in the panel’s words', async () => {
    const start = arushaDay(147);
    const refused = await request(SEASONAL, start, 2, 0);
    expect(refused.amount).toBeNull();
    expect(refused.message).toBe(bookingDateProblem(SEASONAL, start, {}));
    expect(refused.message).toMatch(/^This tour does not run from /);
    expect((await request(SEASONAL, arushaDay(156), 2, 0)).message).toBeNull();
  });

  it('charges a departure its own price or its season’s, and refuses closed or unknown ones', async () => {
    expect((await request(SCHEDULED, arushaDay(70), 2, 1, 'in-season')).amount).toBe(2 * 2900 + 1500);
    expect((await request(SCHEDULED, arushaDay(75), 1, 1, 'own-price')).amount).toBe(1950 + 990);
    expect((await request(SCHEDULED, arushaDay(80), 1, 0, 'shut')).message).toBe(
      CALENDAR_MESSAGES.departureClosed,
    );
    expect((await request(SCHEDULED, arushaDay(80), 1, 0, 'nowhere')).message).toBe(
      CALENDAR_MESSAGES.chooseDeparture,
    );
    expect((await request(SCHEDULED, arushaDay(80), 1, 0)).message).toBe(CALENDAR_MESSAGES.chooseDeparture);
  });

  it('sells the last 3 seats of a departure to 3 of 20 requests made at once', async () => {
    expect((await request(SCHEDULED, arushaDay(45), 2, 0, 'last-seats')).message).toBeNull();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(SCHEDULED, arushaDay(45), 1, 0, 'last-seats')),
    );
    const taken = answers.filter((answer) => answer.message === null);
    const refused = answers.filter((answer) => answer.message !== null);
    expect(taken).toHaveLength(3);
    expect(new Set(refused.map((answer) => answer.message))).toEqual(
      new Set([CALENDAR_MESSAGES.notEnoughSeats(0)]),
    );
    const { rows } = await m.server.db.query<{ travellers: string; requests: string }>(
      `select sum(number_of_guests)::text as travellers, count(*)::text as requests from public.bookings
       where tour_slug = $1 and departure_id = 'last-seats' and status in ('pending', 'confirmed')`,
      [SCHEDULED.slug],
    );
    expect(rows[0]).toEqual({ travellers: '5', requests: '4' });

    const seats = await m.anon.client.rpc('departure_seats', { tour_slug: SCHEDULED.slug });
    expect(seats.error).toBeNull();
    expect(seats.data?.find((row) => row.departure_id === 'last-seats')).toEqual({
      departure_id: 'last-seats',
      departs_on: arushaDay(45),
      seats_left: 0,
    });
    expect(seats.data?.map((row) => row.departure_id)).not.toContain('shut');
  });

  it('gives a cancelled request’s seats back', async () => {
    const { data } = await m.server
      .service()
      .from('bookings')
      .select('id')
      .eq('departure_id', 'last-seats')
      .eq('number_of_guests', 2)
      .single();
    const cancelled = await ana.client
      .from('bookings')
      .update({ status: 'cancelled' })
      .eq('id', data?.id ?? '');
    expect(cancelled.error).toBeNull();
    expect((await request(SCHEDULED, arushaDay(45), 3, 0, 'last-seats')).message).toBe(
      CALENDAR_MESSAGES.notEnoughSeats(2),
    );
    expect((await request(SCHEDULED, arushaDay(45), 2, 0, 'last-seats')).message).toBeNull();
    const travellers = await ana.client.rpc('admin_departure_travellers', {
      tour_slug: SCHEDULED.slug,
      departure_id: 'last-seats',
    });
    expect(travellers.data?.filter((row) => row.status === 'pending')).toHaveLength(4);
    const hidden = await m.alice.client.rpc('admin_departure_travellers', {
      tour_slug: SCHEDULED.slug,
      departure_id: 'last-seats',
    });
    expect(hidden.error?.code).toBe('42501');
  });
});
