// A request made before signing up becomes the traveller's once they confirm the address it was
// made with (decision 130), through the real sign-up mail; an address nobody confirmed claims
// nothing.
import { findTour, tourBookingInsert } from '@safari/shared-domain/catalogue';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { describe, expect, it } from 'vitest';
import { type Actor, policyMatrix, tourForm } from './support.ts';

const lions = findTour('living-among-lions');
if (!lions) throw new Error('living-among-lions is missing from the catalogue');

describe.each(DATABASE_KINDS)('requests claimed by a confirmed address on %s', (kind) => {
  const m = policyMatrix(kind);

  const request = async (actor: Actor, email: string) => {
    const booking = tourBookingInsert(lions, tourForm({ email }), { userId: actor.id });
    const { data, error } = await actor.client
      .rpc('request_booking', { request_key: crypto.randomUUID(), booking })
      .single();
    if (error || !data) throw error ?? new Error('no receipt');
    return data;
  };
  const ownerOf = async (reference: string) => {
    const { data, error } = await m.server
      .service()
      .from('bookings')
      .select('user_id')
      .eq('reference', reference)
      .single();
    if (error) throw error;
    return data.user_id;
  };

  it('book signed out, sign up and confirm with the same address: the request is in the list', async () => {
    const email = `xena-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const receipt = await request(m.anon, email);
    const password = 'xena-safari-2026';

    const signUp = await m.server.typed().auth.signUp({ email, password });
    expect(signUp.error).toBeNull();
    expect(await ownerOf(receipt.reference)).toBeNull();

    // The booking's receipt reaches the same mailbox whenever the background sender drains the
    // outbox, before or after the confirmation mail: look for the link in every mail.
    const mails = (await m.server.mail.mailbox?.list(email)) ?? [];
    const link = mails.flatMap((mail) => mail.links).find((href) => href.includes('/auth/v1/verify'));
    expect(link).toBeDefined();
    const confirmed = await fetch(link ?? '', { redirect: 'manual' });
    expect(confirmed.status).toBe(303);

    const signIn = await m.server.typed().auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
    const traveller = m.server.typed(signIn.data.session?.access_token);
    const { data } = await traveller.from('bookings').select('reference, customer_email');
    expect(data).toEqual([{ reference: receipt.reference, customer_email: email }]);
  });

  it('an address signed up for but never confirmed claims nothing; others never see the request', async () => {
    const email = `yann-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const receipt = await request(m.anon, email);
    const signUp = await m.server.typed().auth.signUp({ email, password: 'not-yann-2026' });
    expect(signUp.error).toBeNull();
    expect(await ownerOf(receipt.reference)).toBeNull();
    const { data } = await m.alice.client
      .from('bookings')
      .select('reference')
      .eq('reference', receipt.reference);
    expect(data).toEqual([]);
  });

  it('a request made by someone signed in stays theirs when another account confirms its address', async () => {
    const email = `wim-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const receipt = await request(m.alice, email);
    const created = await m.server
      .service()
      .auth.admin.createUser({ email, password: 'wim-safari-2026', email_confirm: true });
    expect(created.error).toBeNull();
    expect(await ownerOf(receipt.reference)).toBe(m.alice.id);
  });
});
