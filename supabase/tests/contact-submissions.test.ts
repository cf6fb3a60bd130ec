// Contact messages under row level security, through supabase-js, on PGlite and PostgreSQL.
import { contactSubmissionInsert } from '@safari/shared-domain/catalogue';
import { DATABASE_KINDS } from '@safari/supabase-local/test-support';
import { describe, expect, it } from 'vitest';
import { policyMatrix } from './support.ts';

const message = (overrides: Partial<Parameters<typeof contactSubmissionInsert>[0]> = {}) =>
  contactSubmissionInsert({
    name: 'Grace Njeri',
    phone: '+254 700 123 456',
    email: 'grace@example.co.ke',
    message: 'Is the migration visible in July?',
    ...overrides,
  });

describe.each(DATABASE_KINDS)('contact_submissions on %s', (kind) => {
  const m = policyMatrix(kind);

  async function sentMessage(): Promise<string> {
    const { data, error } = await m.server
      .service()
      .from('contact_submissions')
      .insert(message())
      .select('id')
      .single();
    if (error) throw error;
    return data.id;
  }

  async function statusOf(id: string) {
    const { data } = await m.server
      .service()
      .from('contact_submissions')
      .select('status')
      .eq('id', id)
      .maybeSingle();
    return data?.status ?? null;
  }

  describe('insert', () => {
    it('a visitor sends a message, stored unread', async () => {
      expect(
        (await m.anon.client.from('contact_submissions').insert(message({ name: 'Visitor' }))).error,
      ).toBeNull();
      const { data } = await m.server
        .service()
        .from('contact_submissions')
        .select('status')
        .eq('name', 'Visitor')
        .single();
      expect(data?.status).toBe('unread');
    });

    it('a visitor cannot send a message already marked replied', async () => {
      const { error } = await m.anon.client
        .from('contact_submissions')
        .insert({ ...message(), status: 'replied' });
      expect(error?.code).toBe('42501');
    });

    it('signed-in users and admins send messages too, but only unread', async () => {
      for (const actor of [m.alice, m.bob, m.admin]) {
        expect((await actor.client.from('contact_submissions').insert(message())).error).toBeNull();
        const read = await actor.client.from('contact_submissions').insert({ ...message(), status: 'read' });
        expect(read.error?.code, actor.name).toBe('42501');
      }
    });

    it('refuses what the contact form refuses', async () => {
      for (const change of [
        { email: 'grace@' },
        { phone: 'call me' },
        { message: 'x'.repeat(5001) },
        { message: '   ' },
        { name: 'n'.repeat(101) },
      ]) {
        const { error } = await m.anon.client.from('contact_submissions').insert(message(change));
        expect(error?.code, JSON.stringify(change)).toBe('23514');
      }
      const longest = await m.anon.client
        .from('contact_submissions')
        .insert(message({ message: 'x'.repeat(5000) }));
      expect(longest.error).toBeNull();
    });
  });

  describe('select', () => {
    it('a visitor cannot read messages', async () => {
      await sentMessage();
      const { error } = await m.anon.client.from('contact_submissions').select('id');
      expect(error?.code).toBe('42501');
    });

    it('a user, even the one who wrote it, reads no message', async () => {
      await m.alice.client.from('contact_submissions').insert(message({ name: 'Alice' }));
      for (const actor of [m.alice, m.bob]) {
        const { data, error } = await actor.client.from('contact_submissions').select('id');
        expect(error).toBeNull();
        expect(data, actor.name).toEqual([]);
      }
    });

    it('an admin reads every message', async () => {
      const id = await sentMessage();
      const { data } = await m.admin.client.from('contact_submissions').select('id, name');
      expect(data?.some((row) => row.id === id)).toBe(true);
      expect(data?.some((row) => row.name === 'Alice')).toBe(true);
    });
  });

  describe('update', () => {
    it('a visitor cannot mark a message', async () => {
      const id = await sentMessage();
      expect(
        (await m.anon.client.from('contact_submissions').update({ status: 'read' }).eq('id', id)).error?.code,
      ).toBe('42501');
      expect(await statusOf(id)).toBe('unread');
    });

    it('users cannot mark a message', async () => {
      const id = await sentMessage();
      await m.alice.client.from('contact_submissions').update({ status: 'read' }).eq('id', id);
      await m.bob.client.from('contact_submissions').update({ status: 'replied' }).eq('id', id);
      expect(await statusOf(id)).toBe('unread');
    });

    it('an admin marks a message read then replied, but cannot edit its text', async () => {
      const id = await sentMessage();
      expect(
        (await m.admin.client.from('contact_submissions').update({ status: 'read' }).eq('id', id)).error,
      ).toBeNull();
      expect(await statusOf(id)).toBe('read');
      await m.admin.client.from('contact_submissions').update({ status: 'replied' }).eq('id', id);
      expect(await statusOf(id)).toBe('replied');
      const edit = await m.admin.client
        .from('contact_submissions')
        .update({ message: 'changed' })
        .eq('id', id);
      expect(edit.error?.code).toBe('42501');
    });
  });

  describe('delete', () => {
    it('a visitor cannot delete a message', async () => {
      const id = await sentMessage();
      expect((await m.anon.client.from('contact_submissions').delete().eq('id', id)).error?.code).toBe(
        '42501',
      );
      expect(await statusOf(id)).toBe('unread');
    });

    it('users cannot delete a message', async () => {
      const id = await sentMessage();
      await m.alice.client.from('contact_submissions').delete().eq('id', id);
      await m.bob.client.from('contact_submissions').delete().eq('id', id);
      expect(await statusOf(id)).toBe('unread');
    });

    it('an admin deletes a message', async () => {
      const id = await sentMessage();
      expect((await m.admin.client.from('contact_submissions').delete().eq('id', id)).error).toBeNull();
      expect(await statusOf(id)).toBeNull();
    });
  });
});
