// Payments, receipts and reminders through the API (decisions 186, 187): numbers stay gap-free
// and no payment is lost when staff record at the same moment, on the server's real connection
// pool; the reminder sweep mails each part once, also with two servers sweeping one database.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findTour, tourBookingInsert } from '@safari/shared-domain/catalogue';
import { type RunningServer, startServer } from '@safari/supabase-local';
import { serverOptionsFor } from '@safari/supabase-local/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  arushaDay,
  MIGRATIONS_DIR,
  type ProductServer,
  signedInAdmin,
  startProductServer,
  tourForm,
} from './support.ts';

const lions =
  findTour('living-among-lions') ??
  (() => {
    throw new Error('living-among-lions is missing from the catalogue');
  })();

interface RecordedPayment {
  document_number: string;
}

describe('payments on PostgreSQL', () => {
  let server: ProductServer;
  let clockDir: string;
  let amani: Actor;
  let neema: Actor;

  beforeAll(async () => {
    clockDir = await mkdtemp(join(tmpdir(), 'payment-clock-'));
    server = await startProductServer('postgres', {
      paymentReminders: { clockFile: join(clockDir, 'today'), intervalMs: 100 },
    });
    [amani, neema] = await Promise.all([signedInAdmin(server, 'amani'), signedInAdmin(server, 'neema')]);
  });
  afterAll(async () => {
    await server?.stop();
    await rm(clockDir, { recursive: true, force: true });
  });

  /** A confirmed tour booking starting `startsIn` days from now, with staff's 30 / 7 / 60 schedule. */
  async function confirmedBooking(email: string, startsIn = 120) {
    const booking = tourBookingInsert(
      lions,
      tourForm({ adults: 1, youths: 0, email, date: arushaDay(startsIn) }),
      {
        userId: null,
      },
    );
    const made = await server
      .typed()
      .rpc('request_booking', { request_key: crypto.randomUUID(), booking })
      .single();
    if (made.error || !made.data) throw made.error ?? new Error('no booking');
    const { data: row, error } = await amani.client
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('reference', made.data.reference)
      .select('id, price')
      .single();
    if (error || !row) throw error ?? new Error('not confirmed');
    const schedule = await amani.client.rpc('admin_make_payment_schedule', {
      booking_id: row.id,
      deposit_percent: 30,
      deposit_due_days: 7,
      balance_days_before: 60,
    });
    if (schedule.error) throw schedule.error;
    return { id: row.id, price: Number(row.price), reference: made.data.reference };
  }

  const record = (actor: Actor, bookingId: string, amount: string, kind: 'payment' | 'refund' = 'payment') =>
    actor.client
      .rpc('admin_record_payment', {
        booking_id: bookingId,
        kind,
        amount: amount as unknown as number,
        received_on: arushaDay(0),
        method: 'bank_transfer',
        reference: `FT-${Math.random().toString(36).slice(2, 8)}`,
      })
      .single();

  const serial = (documentNumber: string) => Number(documentNumber.split('-')[2]);

  it('two staff recording forty payments at once: every one kept, receipt numbers without a gap', async () => {
    const bookings = await Promise.all(
      Array.from({ length: 10 }, (_, i) => confirmedBooking(`pay-${i}@example.test`)),
    );
    // Forty at once over both staff; ten of them too large (more than is still to pay), refused
    // in the middle of the others.
    const attempts = bookings.flatMap((booking, i) => {
      const [one, other] = i % 2 === 0 ? [amani, neema] : [neema, amani];
      return [
        record(one, booking.id, '100.10'),
        record(other, booking.id, '200.20'),
        record(one, booking.id, String(booking.price + 1)),
        record(other, booking.id, '0.01'),
      ];
    });
    const results = await Promise.all(attempts);
    const refused = results.filter((r) => r.error);
    const kept = results.filter((r) => !r.error).map((r) => r.data as unknown as RecordedPayment);
    expect(refused).toHaveLength(10);
    expect(refused.every((r) => /is more than the \$[\d,.]+ still to pay/.test(r.error?.message ?? ''))).toBe(
      true,
    );
    expect(kept).toHaveLength(30);

    const numbers = kept.map((p) => serial(p.document_number)).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => first + i));

    const { data: figures } = await neema.client
      .from('bookings')
      .select('paid_amount')
      .in(
        'id',
        bookings.map((b) => b.id),
      );
    expect(figures?.map((f) => String(f.paid_amount))).toEqual(Array(10).fill('300.31'));
  });

  it('two staff recording the last of the balance at once: one is kept, the other told why', async () => {
    const booking = await confirmedBooking('race@example.test');
    const half = (booking.price / 2 + 1).toFixed(2);
    const [a, b] = await Promise.all([record(amani, booking.id, half), record(neema, booking.id, half)]);
    expect([a.error, b.error].filter(Boolean)).toHaveLength(1);
    expect((a.error ?? b.error)?.message).toMatch(/is more than the \$[\d,.]+ still to pay/);
    const { data } = await amani.client.from('bookings').select('paid_amount').eq('id', booking.id).single();
    expect(Number(data?.paid_amount)).toBe(Number(half));
  });

  it('the reminder sweep mails a part once, also with a second server sweeping the same database', async () => {
    const booking = await confirmedBooking('remind@example.test', 90);
    // Its balance is due 60 days before the start: reminded 7 days before that.
    const { data: parts } = await amani.client
      .from('payment_instalments')
      .select('kind, due_on, amount')
      .eq('booking_id', booking.id)
      .is('superseded_at', null)
      .order('position');
    const deposit = parts?.find((p) => p.kind === 'deposit');
    const balance = parts?.find((p) => p.kind === 'balance');
    expect(balance?.due_on).toBe(arushaDay(30));
    // The deposit is paid; only the balance is left to remind.
    expect((await record(amani, booking.id, String(deposit?.amount))).error).toBeNull();

    const beside: RunningServer = await startServer({
      ...serverOptionsFor(server.database),
      migrationsDir: MIGRATIONS_DIR,
      paymentReminders: { clockFile: join(clockDir, 'today'), intervalMs: 50 },
    });
    try {
      await writeFile(join(clockDir, 'today'), arushaDay(23));
      // Both servers sweep every 50-100 ms; give them a dozen rounds each.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await Promise.all([server.paymentReminders?.sweep(), beside.paymentReminders?.sweep()]);
      const { data: mails } = await amani.client
        .from('booking_mails')
        .select('kind, subject')
        .eq('booking_id', booking.id)
        .in('kind', ['payment_reminder', 'payment_overdue']);
      expect(mails).toEqual([
        {
          kind: 'payment_reminder',
          subject: expect.stringMatching(
            new RegExp(`^Payment reminder for ${booking.reference}: \\$[\\d,.]+ due `),
          ),
        },
      ]);
    } finally {
      await beside.close();
      await rm(join(clockDir, 'today'), { force: true });
    }
  });
});
