// Issue 15 from a hostile client that skips the page: oversize parties, dates far ahead, a burst
// from one address (with a spoofed X-Forwarded-For), honeypot posts. The database refuses each
// with a message a traveller can read and stores nothing (decision 100).
import type { Json } from '@safari/shared-domain';
import { customBookingInsert, findTour, tourBookingInsert } from '@safari/shared-domain/catalogue';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { arushaDay, customForm, type ProductServer, startProductServer, tourForm } from './support.ts';

const tarangire = findTour('tarangire-safari');
if (!tarangire) throw new Error('tarangire-safari is missing from the catalogue');
const TOO_MANY = 'Too many requests from your connection; please try again in a few minutes.';

describe.each(DATABASE_KINDS)('spam and limits on %s', (kind) => {
  let server: ProductServer;
  beforeAll(async () => {
    // The real limits: 5 bookings and 5 messages per address per 10 minutes.
    server = await startProductServer(kind, { requestLimits: {} });
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    await server.db.query('delete from private.request_log');
    await server.db.query(`update private.request_limits set max_requests = 5, window_seconds = 600`);
  });

  const countBookings = async () =>
    Number(
      (await server.db.query<{ n: string }>('select count(*)::text as n from public.bookings')).rows[0]?.n,
    );
  const countMessages = async () =>
    Number(
      (await server.db.query<{ n: string }>('select count(*)::text as n from public.contact_submissions'))
        .rows[0]?.n,
    );
  const book = (booking: Record<string, unknown>) =>
    server
      .typed()
      .rpc('request_booking', { request_key: crypto.randomUUID(), booking: booking as Json })
      .single();
  const message = (extra: object = {}) =>
    server
      .typed()
      .from('contact_submissions')
      .insert({
        name: 'Bot Botson',
        email: 'bot@example.test',
        phone: '+255 700 000 009',
        message: 'Cheap watches',
        request_key: crypto.randomUUID(),
        ...extra,
      });

  it('refuses a party bigger than the tour takes, through the RPC and a direct insert', async () => {
    const before = await countBookings();
    const rpc = await book(
      tourBookingInsert(tarangire, tourForm({ adults: 40, youths: 20 }), { userId: null }),
    );
    expect(rpc.error?.message).toBe('This tour takes at most 5 travellers');
    const direct = await server
      .typed()
      .from('bookings')
      .insert(tourBookingInsert(tarangire, tourForm({ adults: 4, youths: 2 }), { userId: null }));
    expect(direct.error?.message).toBe('This tour takes at most 5 travellers');
    expect(await countBookings()).toBe(before);
    const five = await book(
      tourBookingInsert(tarangire, tourForm({ adults: 3, youths: 2 }), { userId: null }),
    );
    expect(five.error).toBeNull();
  });

  it('refuses dates past the two-year horizon, 9999-12-31 included, and an end before the start', async () => {
    const before = await countBookings();
    const latest = (
      await server.db.query<{ day: string }>('select private.latest_booking_day()::text as day')
    ).rows[0]?.day as string;
    const dayAfter = new Date(`${latest}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    for (const date of [dayAfter.toISOString().slice(0, 10), '9999-12-31']) {
      // The end is the database's to compute; JavaScript's own for year 9999 is not even a date.
      const { error } = await book({
        ...tourBookingInsert(tarangire, tourForm({ date }), { userId: null }),
        end_date: null,
      });
      expect(error?.message).toBe(`Bookings open at most two years ahead: choose a date up to ${latest}`);
    }
    const farEnd = await book(
      customBookingInsert(customForm({ startDate: arushaDay(10), endDate: '9999-12-31' }), { userId: null }),
    );
    expect(farEnd.error?.message).toBe(
      `Bookings open at most two years ahead: choose an end date up to ${latest}`,
    );
    const backwards = await book(
      customBookingInsert(customForm({ startDate: arushaDay(20), endDate: arushaDay(10) }), { userId: null }),
    );
    expect(backwards.error?.message).toBe('The end date cannot be before the start date');
    expect(await countBookings()).toBe(before);
    const onTheLastDay = await book(
      tourBookingInsert(tarangire, tourForm({ date: latest }), { userId: null }),
    );
    expect(onTheLastDay.error).toBeNull();
  });

  it('a burst of bookings from one address: five pass, the rest get 429 with a readable message', async () => {
    const before = await countBookings();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => book(tourBookingInsert(tarangire, tourForm(), { userId: null }))),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(5);
    const refused = results.filter((r) => r.error !== null);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.error?.code).toBe('PT429');
      expect(r.error?.message).toBe(TOO_MANY);
      expect(r.status).toBe(429);
    }
    expect(await countBookings()).toBe(before + 5);
  });

  it('one request of many rows counts every row: 300 bookings at once store none', async () => {
    const before = await countBookings();
    const row = tourBookingInsert(tarangire, tourForm(), { userId: null });
    const { error, status } = await server
      .typed()
      .from('bookings')
      .insert(Array.from({ length: 300 }, () => row));
    expect(status).toBe(429);
    expect(error?.message).toBe(TOO_MANY);
    expect(await countBookings()).toBe(before);
  });

  it('a spoofed X-Forwarded-For, X-Real-IP or CF-Connecting-IP does not make a fresh address', async () => {
    const before = await countBookings();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${server.url}/rest/v1/rpc/request_booking`, {
        method: 'POST',
        headers: {
          apikey: server.keys.anonKey,
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${i + 1}`,
          'x-real-ip': `198.51.100.${i + 1}`,
          'cf-connecting-ip': `198.51.100.${i + 1}`,
        },
        body: JSON.stringify({
          request_key: crypto.randomUUID(),
          booking: tourBookingInsert(tarangire, tourForm(), { userId: null }),
        }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await countBookings()).toBe(before + 5);
  });

  it('once the window has passed, the address may book again', async () => {
    await server.db.query(`update private.request_limits set window_seconds = 1 where action = 'booking'`);
    for (let i = 0; i < 5; i++) {
      expect((await book(tourBookingInsert(tarangire, tourForm(), { userId: null }))).error).toBeNull();
    }
    expect((await book(tourBookingInsert(tarangire, tourForm(), { userId: null }))).error?.code).toBe(
      'PT429',
    );
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await book(tourBookingInsert(tarangire, tourForm(), { userId: null }))).error).toBeNull();
  });

  it('a repeated request key is counted: the first booking and four repeats, then 429', async () => {
    const key = crypto.randomUUID();
    const row = tourBookingInsert(tarangire, tourForm(), { userId: null });
    const send = () => server.typed().rpc('request_booking', { request_key: key, booking: row }).single();
    const first = await send();
    expect(first.error).toBeNull();
    for (let i = 0; i < 4; i++) expect((await send()).data?.reference).toBe(first.data?.reference);
    const fifth = await send();
    expect(fifth.error?.code).toBe('PT429');
    expect(fifth.error?.message).toBe(TOO_MANY);
    // A fresh request from the address is refused as well: the repeats used its allowance.
    expect((await book(row)).error?.code).toBe('PT429');
  });

  it('a stranger repeating somebody else’s key is counted: five empty answers, then 429', async () => {
    const key = crypto.randomUUID();
    const theirs = tourBookingInsert(tarangire, tourForm({ email: 'maker@example.test' }), { userId: null });
    const made = await server.typed().rpc('request_booking', { request_key: key, booking: theirs }).single();
    expect(made.error).toBeNull();
    // The maker sent it from somewhere else: this address starts with its whole allowance.
    await server.db.query('delete from private.request_log');
    const stranger = { ...theirs, customer_email: 'stranger@example.test' };
    const repeat = () => server.typed().rpc('request_booking', { request_key: key, booking: stranger });
    for (let i = 0; i < 5; i++) {
      // No error, so the count commits with the answer (decision 166); nothing of the booking.
      const { data, error, status } = await repeat();
      expect({ data, error, status }).toEqual({ data: [], error: null, status: 200 });
    }
    const logged = await server.db.query<{ n: number }>(
      `select count(*)::int as n from private.request_log where action = 'booking'`,
    );
    expect(logged.rows[0]?.n).toBe(5);
    const sixth = await repeat();
    expect(sixth.status).toBe(429);
    expect(sixth.error?.code).toBe('PT429');
    expect(sixth.error?.message).toBe(TOO_MANY);
    expect(JSON.stringify(sixth)).not.toContain(String(made.data?.reference));
    // A genuine new request from the address is refused as well: the repeats used its allowance.
    const before = await countBookings();
    const fresh = await book(tourBookingInsert(tarangire, tourForm(), { userId: null }));
    expect(fresh.status).toBe(429);
    expect(fresh.error?.code).toBe('PT429');
    expect(fresh.error?.message).toBe(TOO_MANY);
    expect(await countBookings()).toBe(before);
  });

  it('honeypot requests are counted too: five receipts, then 429', async () => {
    const results: Array<string | null> = [];
    for (let i = 0; i < 6; i++) {
      const { error } = await book({
        ...tourBookingInsert(tarangire, tourForm(), { userId: null }),
        website: 'https://spam.example',
      });
      results.push(error?.code ?? null);
    }
    expect(results).toEqual([null, null, null, null, null, 'PT429']);
  });

  it('contact messages: five per address, then 429', async () => {
    const before = await countMessages();
    const results = await Promise.all(Array.from({ length: 7 }, () => message()));
    expect(results.filter((r) => r.error === null)).toHaveLength(5);
    expect(results.filter((r) => r.error?.message === TOO_MANY)).toHaveLength(2);
    expect(await countMessages()).toBe(before + 5);
  });

  it('a booking with the honeypot filled in gets a normal-looking receipt and stores nothing', async () => {
    const before = await countBookings();
    const mailsBefore = (await server.db.query('select 1 from public.booking_mails')).rows.length;
    const { data, error } = await book({
      ...tourBookingInsert(tarangire, tourForm({ adults: 2, youths: 1 }), { userId: null }),
      website: 'https://spam.example',
    });
    expect(error).toBeNull();
    expect(data?.reference).toMatch(/^TZ-[2-9A-HJ-NP-Z]{6}$/);
    expect(data?.amount).toBe(2 * 1100 + 950);
    expect(data?.status).toBe('pending');
    expect(await countBookings()).toBe(before);
    expect((await server.db.query('select 1 from public.booking_mails')).rows).toHaveLength(mailsBefore);
  });

  it('a contact message with the honeypot filled in is answered as sent and stores nothing', async () => {
    const before = await countMessages();
    const { error, status } = await message({ website: 'https://spam.example' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await countMessages()).toBe(before);
    const { count } = await server
      .service()
      .from('contact_submissions')
      .select('*', { count: 'exact', head: true })
      .not('website', 'is', null);
    expect(count).toBe(0);
  });
});
