// Proposals through supabase-js (issue 37, decisions 180-184), on PGlite and PostgreSQL: only staff
// write drafts and send them; the editor's zod schema and the database refuse the same values; a
// link's token shows that version only; the office hears of a change request live and by mail;
// accepting confirms the booking at the total, and a replay changes nothing.

import type { Tables } from '@safari/shared-domain';
import { customBookingInsert, findTour, tourBookingInsert } from '@safari/shared-domain/catalogue';
import {
  type ProposalInput,
  parseProposalView,
  proposalColumns,
  proposalSchema,
} from '@safari/shared-domain/proposals';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { type Actor, arushaDay, customForm, policyMatrix, tourForm } from './support.ts';

const draft = (overrides: Partial<ProposalInput> = {}): ProposalInput => ({
  title: 'Kilimanjaro foothills and Zanzibar',
  startDate: arushaDay(40),
  endDate: arushaDay(47),
  adults: 2,
  youths: 1,
  days: [
    { place: 'Moshi', text: 'Walk to the Materuni falls.', accommodation: 'Lodge', meals: ['Dinner'] },
    { place: 'Zanzibar', text: 'Stone Town.', accommodation: 'Hotel', meals: ['Breakfast'] },
  ],
  included: ['Transfers'],
  excluded: ['Visas'],
  adultPrice: 3100,
  youthPrice: 1550.25,
  validUntil: arushaDay(20),
  depositPercent: 25,
  depositDueDays: 5,
  balanceDaysBefore: 30,
  personalNote: 'Karibu sana!',
  ...overrides,
});

describe.each(DATABASE_KINDS)('proposals on %s', (kind) => {
  const m = policyMatrix(kind);
  const channels: RealtimeChannel[] = [];
  afterAll(async () => {
    for (const channel of channels) await channel.unsubscribe();
  });

  /** Alice's custom request, as the /booking form sends it. */
  const request = async (email: string) => {
    const booking = customBookingInsert(customForm({ email }), { userId: m.alice.id });
    const { data, error } = await m.alice.client
      .rpc('request_booking', { request_key: crypto.randomUUID(), booking })
      .single();
    if (error || !data) throw error ?? new Error('no receipt');
    const stored = await m.server
      .service()
      .from('bookings')
      .select('id')
      .eq('reference', data.reference)
      .single();
    return { id: stored.data?.id ?? '', reference: data.reference };
  };
  const writeDraft = (actor: Actor, bookingId: string, input: ProposalInput = draft()) =>
    actor.client
      .from('proposals')
      .insert({ ...proposalColumns(proposalSchema.parse(input)), booking_id: bookingId })
      .select('id, revision, total')
      .single();
  /** Send, as the editor does; the version sent (the generated types call a setof row unknown). */
  const send = async (proposalId: string, revision: number) => {
    const { data, error } = await m.admin.client
      .rpc('admin_send_proposal', { proposal_id: proposalId, revision })
      .single();
    return { data: data as Tables<'proposal_versions'> | null, error };
  };
  const mailsTo = async (to: string) => {
    await m.server.bookingMails?.drain();
    return (await m.server.mail.mailbox?.list(to)) ?? [];
  };

  it('only staff write and read drafts', async () => {
    const booking = await request('drafts@example.test');
    const values = { ...proposalColumns(proposalSchema.parse(draft())), booking_id: booking.id };
    expect((await m.anon.client.from('proposals').insert(values)).error?.code).toBe('42501');
    expect((await m.alice.client.from('proposals').insert(values)).error?.code).toBe('42501');
    const written = await writeDraft(m.admin, booking.id);
    expect(written.error).toBeNull();
    expect(written.data?.total).toBe(7750.25);
    expect((await m.anon.client.from('proposals').select('id')).error?.code).toBe('42501');
    expect((await m.alice.client.from('proposals').select('id')).data).toEqual([]);
    const changed = await m.alice.client
      .from('proposals')
      .update({ title: 'Free safari' })
      .eq('id', written.data?.id ?? '')
      .select('id');
    expect(changed.data).toEqual([]);
    const sent = await m.alice.client.rpc('admin_send_proposal', {
      proposal_id: written.data?.id ?? '',
      revision: 1,
    });
    expect(sent.error?.code).toBe('42501');
  });

  it('a catalogue tour’s default prices are what the database charges a booking of it', async () => {
    const lions = findTour('living-among-lions');
    if (!lions) throw new Error('living-among-lions is missing');
    const booking = tourBookingInsert(
      lions,
      tourForm({ adults: 2, youths: 1, email: 'lions@example.test' }),
      {
        userId: null,
      },
    );
    const receipt = await m.anon.client
      .rpc('request_booking', { request_key: crypto.randomUUID(), booking })
      .single();
    expect(receipt.error).toBeNull();
    const price = await m.admin.client
      .rpc('admin_proposal_tour_price', {
        tour_slug: lions.slug,
        start_on: booking.tour_date,
        adults: 2,
        youths: 1,
      })
      .single();
    expect(price.data?.amount).toBe(receipt.data?.amount);
    expect(Number(price.data?.adult_price) * 2 + Number(price.data?.youth_price)).toBe(receipt.data?.amount);
  });

  it('the schema and the database refuse the same values', async () => {
    const booking = await request('limits@example.test');
    const longest = draft({ title: 'x'.repeat(200), personalNote: 'n'.repeat(4000) });
    expect(proposalSchema.safeParse(longest).success).toBe(true);
    const written = await writeDraft(m.admin, booking.id, longest);
    expect(written.error).toBeNull();
    const tooLong = { ...proposalColumns(proposalSchema.parse(longest)), title: 'x'.repeat(201) };
    expect(proposalSchema.safeParse({ ...longest, title: tooLong.title }).success).toBe(false);
    const refused = await m.admin.client
      .from('proposals')
      .update(tooLong)
      .eq('id', written.data?.id ?? '');
    expect(refused.error?.code).toBe('23514');
    const lateValidity = { valid_until: arushaDay(41) };
    expect(proposalSchema.safeParse(draft({ validUntil: arushaDay(41) })).success).toBe(false);
    expect(
      (
        await m.admin.client
          .from('proposals')
          .update(lateValidity)
          .eq('id', written.data?.id ?? '')
      ).error?.code,
    ).toBe('23514');
  });

  it('a sent version reaches the traveller by its link only; a change request reaches the office live and by mail; acceptance confirms once', async () => {
    const booking = await request('journey@example.test');
    const written = await writeDraft(m.admin, booking.id);
    const v1 = await send(written.data?.id ?? '', 1);
    expect(v1.error).toBeNull();
    expect(v1.data?.version).toBe(1);

    // The traveller's own versions carry the link (for /my-bookings); another traveller's do not show.
    const own = await m.alice.client
      .from('proposal_versions')
      .select('version, token')
      .eq('booking_id', booking.id);
    expect(own.data).toEqual([{ version: 1, token: v1.data?.token }]);
    expect(
      (await m.bob.client.from('proposal_versions').select('id').eq('booking_id', booking.id)).data,
    ).toEqual([]);
    expect((await m.anon.client.from('proposal_versions').select('id')).error?.code).toBe('42501');

    const [sentMail] = await mailsTo('journey@example.test').then((mails) =>
      mails.filter((mail) => mail.subject.startsWith('Your safari proposal')),
    );
    expect(sentMail?.links).toEqual([`${m.server.url}/proposal/${v1.data?.token}`]);

    const link = await m.anon.client.rpc('proposal_by_token', { token: v1.data?.token ?? '' });
    const view = parseProposalView(link.data);
    expect(view?.totalCents).toBe(775_025);
    expect(view?.state).toBe('open');
    expect((await m.anon.client.rpc('proposal_by_token', { token: 'x'.repeat(43) })).data).toBeNull();

    // Staff listen as the dashboard does; a traveller listening hears nothing.
    const heard: Record<string, unknown[]> = { admin: [], alice: [] };
    for (const actor of [m.admin, m.alice]) {
      const channel = actor.client
        .channel(`changes-${actor.name}-${kind}`)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'proposal_change_requests' },
          (payload) => heard[actor.name]?.push(payload.new),
        );
      channels.push(channel);
      await new Promise<void>((resolve) =>
        channel.subscribe((status) => status === 'SUBSCRIBED' && resolve()),
      );
    }
    const asked = await m.anon.client.rpc('request_proposal_changes', {
      token: v1.data?.token ?? '',
      message: 'Could we add a night in Moshi?',
    });
    expect(asked.error).toBeNull();
    await expect.poll(() => heard.admin?.length, { timeout: 5000 }).toBe(1);
    expect(heard.admin?.[0]).toMatchObject({
      message: 'Could we add a night in Moshi?',
      booking_id: booking.id,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heard.alice).toEqual([]);
    const notice = (await mailsTo('info@tanzania-safari.example')).find((mail) =>
      mail.subject.startsWith(`Changes asked: ${booking.reference}`),
    );
    expect(notice?.text).toContain('Message: Could we add a night in Moshi?');

    // v2, then the old link is refused naming it, and v2 is accepted once.
    const edited = await m.admin.client
      .from('proposals')
      .update({ adult_price: 3200 })
      .eq('id', written.data?.id ?? '')
      .select('revision')
      .single();
    const v2 = await send(written.data?.id ?? '', edited.data?.revision ?? 0);
    expect(v2.data?.version).toBe(2);
    const old = await m.anon.client.rpc('accept_proposal', {
      token: v1.data?.token ?? '',
      accepted_name: 'Alice',
      terms_accepted: true,
    });
    expect(old.error?.message).toMatch(
      /^Version 1 of this proposal has been replaced: version 2 is the current one\./,
    );
    const accept = () =>
      m.anon.client.rpc('accept_proposal', {
        token: v2.data?.token ?? '',
        accepted_name: 'Alice A',
        terms_accepted: true,
      });
    expect((await accept()).data).toMatchObject({ outcome: 'accepted', version: 2, total: '7950.25' });
    expect((await accept()).data).toMatchObject({ outcome: 'already_accepted', version: 2 });
    const confirmed = await m.alice.client
      .from('bookings')
      .select('status, amount, price')
      .eq('id', booking.id)
      .single();
    expect(confirmed.data).toEqual({ status: 'confirmed', amount: 7950.25, price: 7950.25 });
    const schedule = await m.alice.client
      .from('payment_instalments')
      .select('kind, amount')
      .eq('booking_id', booking.id)
      .is('superseded_at', null)
      .order('position');
    expect(schedule.data).toEqual([
      { kind: 'deposit', amount: 1987.56 },
      { kind: 'balance', amount: 5962.69 },
    ]);
    const accepted = (await mailsTo('journey@example.test')).filter((mail) =>
      mail.subject.startsWith(`Your safari ${booking.reference} is confirmed`),
    );
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.text).toContain('Total: $7,950.25 (US dollars)');
  });
});
