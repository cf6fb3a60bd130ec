// The mails a booking causes and its status history, through the API (decision 101): a request
// puts a receipt and an operator notice in the outbox, the server's sender delivers them to the
// mailbox, a confirmation mails the traveller; only admins read the outbox.
import { findTour, tourBookingInsert } from '@safari/shared-domain/catalogue';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { describe, expect, it } from 'vitest';
import { type Actor, policyMatrix, tourForm } from './support.ts';

const lions = findTour('living-among-lions');
if (!lions) throw new Error('living-among-lions is missing from the catalogue');

describe.each(DATABASE_KINDS)('booking mails and history on %s', (kind) => {
  const m = policyMatrix(kind);

  const request = async (actor: Actor, email: string) => {
    const booking = tourBookingInsert(lions, tourForm({ adults: 2, youths: 1, email }), { userId: actor.id });
    const { data, error } = await actor.client
      .rpc('request_booking', { request_key: crypto.randomUUID(), booking })
      .single();
    if (error || !data) throw error ?? new Error('no receipt');
    return data;
  };
  const mailboxOf = async (to: string) => {
    await m.server.bookingMails?.drain();
    return (await m.server.mail.mailbox?.list(to)) ?? [];
  };

  it('a request mails the traveller a receipt and the operator a notice, with the database’s figures', async () => {
    const receipt = await request(m.anon, 'receipt-1@example.com');
    const [toTraveller] = await mailboxOf('receipt-1@example.com');
    expect(toTraveller?.subject).toBe(`We received your booking request ${receipt.reference}`);
    expect(toTraveller?.text).toContain(`Reference: ${receipt.reference}`);
    expect(toTraveller?.text).toContain('Travellers: 2 adults, 1 youth');
    expect(toTraveller?.text).toContain('Price: $12,290.00 (US dollars)');
    expect(toTraveller?.text).toContain('Tanzania Safari Adventures');
    expect(toTraveller?.links).toEqual([`${m.server.url}/my-bookings`]);
    expect(toTraveller?.html).not.toMatch(/<img/i);

    const notices = (await mailboxOf('info@tanzania-safari.example')).filter((mail) =>
      mail.subject.startsWith(`New booking request ${receipt.reference}`),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('E-mail: receipt-1@example.com');
    expect(notices[0]?.links).toEqual([`${m.server.url}/admin/bookings?search=${receipt.reference}`]);
  });

  it('admins read the outbox and see what went out; travellers and visitors do not', async () => {
    const receipt = await request(m.alice, 'receipt-2@example.com');
    await m.server.bookingMails?.drain();
    const { data: booking } = await m.server
      .service()
      .from('bookings')
      .select('id')
      .eq('reference', receipt.reference)
      .single();
    const asAdmin = await m.admin.client
      .from('booking_mails')
      .select('kind, recipient, sent_at, attempts, last_error')
      .eq('booking_id', booking?.id ?? '')
      .order('id');
    expect(asAdmin.error).toBeNull();
    expect(
      asAdmin.data?.map((r) => [r.kind, r.recipient, r.sent_at !== null, r.attempts, r.last_error]),
    ).toEqual([
      ['receipt', 'receipt-2@example.com', true, 0, null],
      ['operator_notice', 'info@tanzania-safari.example', true, 0, null],
    ]);
    expect((await m.alice.client.from('booking_mails').select('id')).data).toEqual([]);
    expect((await m.anon.client.from('booking_mails').select('id')).error?.code).toBe('42501');
    const write = await m.admin.client
      .from('booking_mails')
      .update({ sent_at: null })
      .eq('booking_id', booking?.id ?? '');
    expect(write.error?.code).toBe('42501');
  });

  it('confirming mails the traveller; the history records who confirmed, readable by the traveller', async () => {
    const receipt = await request(m.alice, 'receipt-3@example.com');
    const { error } = await m.admin.client
      .from('bookings')
      .update({ status: 'confirmed' })
      .eq('reference', receipt.reference);
    expect(error).toBeNull();
    const confirmed = (await mailboxOf('receipt-3@example.com')).filter((mail) =>
      mail.subject.endsWith('is confirmed'),
    );
    expect(confirmed.map((mail) => mail.subject)).toEqual([`Your booking ${receipt.reference} is confirmed`]);

    const { data: booking } = await m.server
      .service()
      .from('bookings')
      .select('id')
      .eq('reference', receipt.reference)
      .single();
    const bookingId = booking?.id ?? '';
    const { data: history } = await m.alice.client
      .from('booking_status_changes')
      .select('old_status, new_status, changed_by, changed_by_email')
      .eq('booking_id', bookingId)
      .order('id');
    expect(history?.map((h) => [h.old_status, h.new_status, h.changed_by, h.changed_by_email])).toEqual([
      [null, 'pending', m.alice.id, m.alice.email],
      ['pending', 'confirmed', m.admin.id, m.admin.email],
    ]);
    const asBob = await m.bob.client.from('booking_status_changes').select('id').eq('booking_id', bookingId);
    expect(asBob.error).toBeNull();
    expect(asBob.data).toEqual([]);
  });
});
