import { type Enums, getSupabase, type Tables } from '@safari/shared-domain';
import { Constants } from '@safari/shared-domain/database';
import { expectChangedOneRow } from '../ui/changed-one-row.ts';

export type ContactMessage = Tables<'contact_submissions'>;
export type ContactStatus = Enums<'contact_status'>;
export const CONTACT_STATUSES: readonly ContactStatus[] = Constants.public.Enums.contact_status;

export interface ContactPage {
  readonly rows: ContactMessage[];
  readonly total: number;
}

export async function fetchContactPage(range: { from: number; to: number }): Promise<ContactPage> {
  const supabase = await getSupabase();
  const { data, error, count } = await supabase
    .from('contact_submissions')
    .select('*', { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(range.from, range.to);
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

/** The badge: counted in the database, no rows fetched. */
export async function countUnreadMessages(): Promise<number> {
  const supabase = await getSupabase();
  const { count, error } = await supabase
    .from('contact_submissions')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'unread');
  if (error) throw error;
  return count ?? 0;
}

export async function updateMessageStatus(id: string, status: ContactStatus): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('contact_submissions')
    .update({ status })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('The message was not updated');
}

export async function deleteMessage(id: string): Promise<void> {
  const supabase = await getSupabase();
  expectChangedOneRow(
    await supabase.from('contact_submissions').delete().eq('id', id).select('id'),
    'The message',
  );
}
