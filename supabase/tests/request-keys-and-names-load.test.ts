// Issue 25's load family for decisions 141 and 166: one client repeating a request key at once
// from one address (every repeat is counted, the maker's and a stranger's; only the maker hears the
// receipt; one booking is stored), and a burst of custom requests whose `tour_name` is hostile
// text (the database keeps only the name it composes, in the table and in every mail's subject and
// body).
import type { Json } from '@safari/shared-domain';
import {
  customBookingInsert,
  customSafariTourName,
  findTour,
  tourBookingInsert,
} from '@safari/shared-domain/catalogue';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customForm, type ProductServer, startProductServer, tourForm } from './support.ts';

const tarangire = findTour('tarangire-safari');
if (!tarangire) throw new Error('tarangire-safari is missing from the catalogue');

/** Text a hostile client may put in `tour_name`: markup, header injection, bidi, size. */
const HOSTILE_NAMES = [
  'URGENT: refund <a href="https://evil.example">click here</a>',
  'Safari\r\nBcc: everyone@example.com\r\nSubject: you won',
  '<script>alert(document.cookie)</script>',
  '\u202Egnp.exe Custom safari',
  '=HYPERLINK("https://evil.example","Open")',
  'x'.repeat(10_000),
  '🦁'.repeat(500),
  '',
];
/** What would show that any of them reached a mail, escaped or not. */
const HOSTILE_MARKS = [
  'evil.example',
  'Bcc:',
  'alert(',
  'cookie',
  '\u202E',
  'HYPERLINK',
  'x'.repeat(50),
  '🦁',
];

describe.each(DATABASE_KINDS)('request keys and custom names under load on %s', (kind) => {
  let server: ProductServer;
  beforeAll(async () => {
    // The real limits: 5 bookings per address per 10 minutes.
    server = await startProductServer(kind, { requestLimits: {} });
  });
  afterAll(() => server?.stop());
  beforeEach(async () => {
    await server.db.query('delete from private.request_log');
    await server.db.query(`update private.request_limits set max_requests = 5, window_seconds = 600`);
  });

  const request = (key: string, booking: Record<string, unknown>) =>
    server
      .typed()
      .rpc('request_booking', { request_key: key, booking: booking as Json })
      .single<{ reference: string }>();

  it('40 repeats of one key at once from its maker: one booking, four receipts, then 429', async () => {
    const key = crypto.randomUUID();
    const mine = tourBookingInsert(tarangire, tourForm({ email: `maker-${kind}@example.com` }), {
      userId: null,
    });
    const first = await request(key, mine);
    expect(first.error).toBeNull();
    const answers = await Promise.all(Array.from({ length: 40 }, () => request(key, mine)));
    // The first request and four repeats fill the address's allowance of five.
    const receipts = answers.filter((answer) => answer.error === null);
    expect(receipts).toHaveLength(4);
    for (const receipt of receipts) expect(receipt.data?.reference).toBe(first.data?.reference);
    expect(answers.filter((answer) => answer.error?.code === 'PT429')).toHaveLength(36);
    const stored = await server.db.query<{ n: number }>(
      'select count(*)::int as n from public.bookings where request_key = $1',
      [key],
    );
    expect(stored.rows[0]?.n).toBe(1);
  });

  it('40 repeats of one key at once from strangers: four empty answers, then 429; one booking stored', async () => {
    const key = crypto.randomUUID();
    const mine = tourBookingInsert(tarangire, tourForm({ email: `owner-${kind}@example.com` }), {
      userId: null,
    });
    const first = await request(key, mine);
    expect(first.error).toBeNull();
    const reference = String(first.data?.reference);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        server.typed().rpc('request_booking', {
          request_key: key,
          booking: { ...mine, customer_email: `stranger-${i}@example.com` } as Json,
        }),
      ),
    );
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(reference);
    // A stranger's repeat answers no rows without an error, so it is counted (decision 166): the
    // first request and four repeats fill the address's allowance of five.
    const empty = answers.filter((answer) => answer.error === null);
    expect(empty).toHaveLength(4);
    for (const answer of empty) expect(answer.data).toEqual([]);
    expect(answers.filter((answer) => answer.error?.code === 'PT429')).toHaveLength(36);
    const stored = await server.db.query<{ n: number }>(
      'select count(*)::int as n from public.bookings where request_key = $1',
      [key],
    );
    expect(stored.rows[0]?.n).toBe(1);
  });

  it('hostile tour names at once: each request stores and mails only the composed name', async () => {
    await server.db.query(`update private.request_limits set max_requests = 1000`);
    const choices = [
      { tourTypes: ['cultural', 'game-drive'], destinations: ['manyara'] },
      { tourTypes: ['hiking'], destinations: ['kilimanjaro', 'zanzibar'] },
    ] as const;
    const sent = HOSTILE_NAMES.map((name, i) => {
      const choice = choices[i % choices.length] ?? choices[0];
      const form = customForm({
        email: `named-${kind}-${i}@example.com`,
        tourTypes: [...choice.tourTypes],
        destinations: [...choice.destinations],
      });
      return {
        key: crypto.randomUUID(),
        name,
        composed: customSafariTourName([...choice.tourTypes], [...choice.destinations]),
        row: { ...customBookingInsert(form, { userId: null }), tour_name: name },
      };
    });
    const answers = await Promise.all(sent.map(({ key, row }) => request(key, row)));
    for (const answer of answers) expect(answer.error).toBeNull();

    const { rows } = await server.db.query<{ request_key: string; tour_name: string; mails: string }>(
      `select b.request_key, b.tour_name,
              coalesce(string_agg(m.subject || m.text_body || m.html_body, ' '), '') as mails
         from public.bookings b left join public.booking_mails m on m.booking_id = b.id
        where b.request_key = any($1::uuid[])
        group by b.request_key, b.tour_name`,
      [sent.map(({ key }) => key)],
    );
    expect(rows).toHaveLength(sent.length);
    for (const { key, name, composed } of sent) {
      const row = rows.find((r) => r.request_key === key);
      expect(row?.tour_name).toBe(composed);
      expect(row?.mails).toContain(composed);
      if (name.length > 0) expect(row?.mails).not.toContain(name);
      for (const mark of HOSTILE_MARKS) expect(row?.mails).not.toContain(mark);
    }
  });
});
