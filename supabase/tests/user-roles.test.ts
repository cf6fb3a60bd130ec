// user_roles under row level security: one row per account, 'user' by trigger; a user reads
// only their own role and can never promote themself; roles change only through the service
// role (the admin-user-management function).
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { describe, expect, it } from 'vitest';
import { policyMatrix, signedInUser } from './support.ts';

describe.each(DATABASE_KINDS)('user_roles on %s', (kind) => {
  const m = policyMatrix(kind);

  async function roleOf(userId: string) {
    const { data } = await m.server.service().from('user_roles').select('role').eq('user_id', userId);
    return data?.map((row) => row.role) ?? [];
  }

  it('a new account gets exactly one role row, user, by trigger (sign-up through Auth)', async () => {
    const signUp = await m.server
      .typed()
      .auth.signUp({ email: 'new.traveller@example.test', password: 'serengeti-2026' });
    expect(signUp.error).toBeNull();
    const id = signUp.data.user?.id as string;
    expect(await roleOf(id)).toEqual(['user']);
  });

  describe('select', () => {
    it('a visitor reads no role', async () => {
      const { error } = await m.anon.client.from('user_roles').select('role');
      expect(error?.code).toBe('42501');
    });

    it('a user reads their own role as one row (the sign-in role check), not another’s', async () => {
      const own = await m.alice.client.from('user_roles').select('role').eq('user_id', m.alice.id).single();
      expect(own.data).toEqual({ role: 'user' });
      const other = await m.alice.client.from('user_roles').select('role').eq('user_id', m.bob.id);
      expect(other.data).toEqual([]);
      const everything = await m.bob.client.from('user_roles').select('user_id');
      expect(everything.data).toEqual([{ user_id: m.bob.id }]);
    });

    it('an admin reads every role', async () => {
      const { data } = await m.admin.client.from('user_roles').select('user_id, role');
      const byUser = new Map(data?.map((row) => [row.user_id, row.role]));
      expect(byUser.get(m.alice.id)).toBe('user');
      expect(byUser.get(m.bob.id)).toBe('user');
      expect(byUser.get(m.admin.id)).toBe('admin');
    });
  });

  describe('insert, update, delete: nobody but the service role', () => {
    it('a visitor cannot create, change or delete a role', async () => {
      const { error } = await m.anon.client.from('user_roles').insert({ user_id: m.alice.id, role: 'admin' });
      expect(error?.code).toBe('42501');
      const promote = await m.anon.client
        .from('user_roles')
        .update({ role: 'admin' })
        .eq('user_id', m.alice.id);
      expect(promote.error?.code).toBe('42501');
      const drop = await m.anon.client.from('user_roles').delete().eq('user_id', m.alice.id);
      expect(drop.error?.code).toBe('42501');
      expect(await roleOf(m.alice.id)).toEqual(['user']);
    });

    it('a user cannot promote themself, insert a second role, or delete their role', async () => {
      const promote = await m.alice.client
        .from('user_roles')
        .update({ role: 'admin' })
        .eq('user_id', m.alice.id);
      expect(promote.error?.code).toBe('42501');
      const extra = await m.alice.client.from('user_roles').insert({ user_id: m.alice.id, role: 'admin' });
      expect(extra.error?.code).toBe('42501');
      const drop = await m.alice.client.from('user_roles').delete().eq('user_id', m.alice.id);
      expect(drop.error?.code).toBe('42501');
      expect(await roleOf(m.alice.id)).toEqual(['user']);
    });

    it('another user cannot promote, add a role for, or delete someone else’s role', async () => {
      const { error } = await m.bob.client
        .from('user_roles')
        .update({ role: 'admin' })
        .eq('user_id', m.alice.id);
      expect(error?.code).toBe('42501');
      const add = await m.bob.client.from('user_roles').insert({ user_id: m.alice.id, role: 'admin' });
      expect(add.error?.code).toBe('42501');
      const drop = await m.bob.client.from('user_roles').delete().eq('user_id', m.alice.id);
      expect(drop.error?.code).toBe('42501');
      expect(await roleOf(m.alice.id)).toEqual(['user']);
    });

    it('an admin cannot change roles through the API directly (only the function can)', async () => {
      const demoteSelf = await m.admin.client
        .from('user_roles')
        .update({ role: 'user' })
        .eq('user_id', m.admin.id);
      expect(demoteSelf.error?.code).toBe('42501');
      const promote = await m.admin.client
        .from('user_roles')
        .update({ role: 'admin' })
        .eq('user_id', m.bob.id);
      expect(promote.error?.code).toBe('42501');
      const remove = await m.admin.client.from('user_roles').delete().eq('user_id', m.bob.id);
      expect(remove.error?.code).toBe('42501');
      const add = await m.admin.client.from('user_roles').insert({ user_id: m.bob.id, role: 'admin' });
      expect(add.error?.code).toBe('42501');
      expect(await roleOf(m.admin.id)).toEqual(['admin']);
      expect(await roleOf(m.bob.id)).toEqual(['user']);
    });

    it('the service role changes a role; a second row per user is refused', async () => {
      const carol = await signedInUser(m.server, 'carol');
      expect(
        (await m.server.service().from('user_roles').update({ role: 'admin' }).eq('user_id', carol.id)).error,
      ).toBeNull();
      expect(await roleOf(carol.id)).toEqual(['admin']);
      const second = await m.server.service().from('user_roles').insert({ user_id: carol.id, role: 'user' });
      expect(second.error?.code).toBe('23505');
    });
  });

  it('deleting an account removes its role and keeps its bookings, detached', async () => {
    const dan = await signedInUser(m.server, 'dan');
    const booking = await dan.client
      .from('bookings')
      .insert({
        user_id: dan.id,
        customer_name: 'Dan Otieno',
        customer_email: 'dan@example.test',
        customer_phone: '+255 700 000 111',
        tour_name: '3 Day Luxury Safari',
        tour_slug: 'tarangire-safari',
        tour_date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        number_of_guests: 1,
      })
      .select('id')
      .single();
    expect(booking.error).toBeNull();
    expect((await m.server.service().auth.admin.deleteUser(dan.id)).error).toBeNull();
    expect(await roleOf(dan.id)).toEqual([]);
    const kept = await m.server
      .service()
      .from('bookings')
      .select('user_id, amount')
      .eq('id', booking.data?.id as string);
    expect(kept.data).toEqual([{ user_id: null, amount: 1100 }]);
  });
});
