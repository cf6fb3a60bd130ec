import type { SupabaseClient } from '@supabase/supabase-js';
import {
  adminClient,
  anonClient,
  createPlainUser,
  E2E_ADMIN,
  SITE,
  signedInClient,
  uniqueToken,
} from '../support/backend.ts';
import { bookAsTraveller, sendContactMessage } from '../support/records.ts';
import { expect, test } from '../support/test.ts';

// Whatever the browser shows, the data is guarded by the database and the function: a plain user
// and an anonymous visitor calling the API directly get nothing of the admin's.

test.describe.configure({ timeout: 60_000 });

async function seedOneOfEach(): Promise<{ bookingId: string; messageId: string }> {
  const token = uniqueToken();
  await bookAsTraveller({ customerName: `Guarded ${token}` });
  await sendContactMessage({ name: `Guarded ${token}`, text: 'Private question' });
  const admin = await adminClient();
  const booking = await admin.from('bookings').select('id').eq('customer_name', `Guarded ${token}`).single();
  const message = await admin
    .from('contact_submissions')
    .select('id')
    .eq('name', `Guarded ${token}`)
    .single();
  if (!booking.data || !message.data) throw new Error('Seeding failed');
  return { bookingId: booking.data.id, messageId: message.data.id };
}

async function expectNothingOfTheAdmins(client: SupabaseClient, ownUserId: string | null) {
  // Everything the API answers, filtered here rather than in the query: a `user_id <> …` filter
  // would also drop the anonymous bookings (null), which are exactly the ones seeded.
  const bookings = await client.from('bookings').select('id, user_id');
  if (bookings.error) expect(bookings.error.code).toBe('42501');
  expect((bookings.data ?? []).filter((row) => row.user_id === null || row.user_id !== ownUserId)).toEqual(
    [],
  );
  const messages = await client.from('contact_submissions').select('*');
  expect(messages.data ?? []).toEqual([]);
  const roles = await client.from('user_roles').select('user_id, role');
  expect((roles.data ?? []).filter((row) => row.user_id !== ownUserId)).toEqual([]);
  const summary = await client.rpc('admin_booking_summary');
  expect(summary.data).toBeNull();
  expect(summary.error).not.toBeNull();
  const count = await client.rpc('admin_count_bookings', {});
  expect(count.data).toBeNull();
  expect(count.error?.code).toBe('42501');
}

async function expectChangesRefused(client: SupabaseClient, ids: { bookingId: string; messageId: string }) {
  await client.from('bookings').update({ status: 'confirmed' }).eq('id', ids.bookingId);
  await client.from('bookings').delete().eq('id', ids.bookingId);
  await client.from('contact_submissions').update({ status: 'replied' }).eq('id', ids.messageId);
  await client.from('contact_submissions').delete().eq('id', ids.messageId);
  const admin = await adminClient();
  const booking = await admin.from('bookings').select('status').eq('id', ids.bookingId).single();
  expect(booking.data?.status).toBe('pending');
  const message = await admin.from('contact_submissions').select('status').eq('id', ids.messageId).single();
  expect(message.data?.status).toBe('unread');
}

async function callUserManagement(token: string | null, action: string) {
  const { anonKey } = await (await fetch(`${SITE}/config.json`)).json().then((config) => config.supabase);
  return fetch(`${SITE}/functions/v1/admin-user-management`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token ?? anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ action, userId: '00000000-0000-4000-8000-000000000000', role: 'admin' }),
  });
}

test('an anonymous visitor reads, changes and lists nothing', async () => {
  const ids = await seedOneOfEach();
  const anon = await anonClient();
  await expectNothingOfTheAdmins(anon, null);
  await expectChangesRefused(anon, ids);
  for (const action of ['listUsers', 'updateRole', 'deleteUser']) {
    expect((await callUserManagement(null, action)).status).toBe(401);
  }
});

test('a signed-in plain user reads, changes and lists nothing of the admin', async () => {
  const ids = await seedOneOfEach();
  const user = await createPlainUser('intruder');
  const client = await signedInClient(user.email, user.password);
  await expectNothingOfTheAdmins(client, user.id);
  // Their own role is theirs to read, and it is not admin.
  const own = await client.from('user_roles').select('role').eq('user_id', user.id).single();
  expect(own.data?.role).toBe('user');
  // …and they cannot promote themselves.
  await client.from('user_roles').update({ role: 'admin' }).eq('user_id', user.id);
  expect((await client.from('user_roles').select('role').eq('user_id', user.id).single()).data?.role).toBe(
    'user',
  );
  await expectChangesRefused(client, ids);

  const token = (await client.auth.getSession()).data.session?.access_token ?? null;
  for (const action of ['listUsers', 'updateRole', 'deleteUser']) {
    const response = await callUserManagement(token, action);
    expect(response.status).toBe(403);
    expect(JSON.stringify(await response.json())).not.toContain(E2E_ADMIN.email);
  }
});
