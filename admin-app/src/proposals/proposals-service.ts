import { getSupabase, type Tables } from '@safari/shared-domain';
import type { Tour } from '@safari/shared-domain/catalogue';
import {
  type ProposalRow,
  type ProposalValues,
  type ProposalVersionRow,
  proposalColumns,
} from '@safari/shared-domain/proposals';

// The proposal editor's calls (issue 37, decision 180). The database decides who may (staff only,
// RLS) and what a draft may hold (the schema's limits as check constraints); Send and the prices
// are its functions.

export type ProposalBooking = Tables<'bookings'>;
export type ChangeRequest = Tables<'proposal_change_requests'>;

export interface ProposalWorkspace {
  readonly booking: ProposalBooking;
  readonly draft: ProposalRow | null;
  /** Oldest first. */
  readonly versions: readonly ProposalVersionRow[];
  /** Newest first. */
  readonly changeRequests: readonly ChangeRequest[];
}

/** A refusal in the database's (or this module's) words, for the editor to show as it is. */
export class ProposalRefusal extends Error {}

function refusal(error: { message?: string; hint?: string | null }): ProposalRefusal {
  const words = [error.message, error.hint].filter((part): part is string => Boolean(part)).join(' ');
  return new ProposalRefusal(words || 'The database refused the change.');
}

/** Everything the editor shows for one booking; null when there is no such booking. */
export async function fetchProposalWorkspace(bookingId: string): Promise<ProposalWorkspace | null> {
  const supabase = await getSupabase();
  const [booking, draft, versions, changeRequests] = await Promise.all([
    supabase.from('bookings').select('*').eq('id', bookingId).maybeSingle(),
    supabase.from('proposals').select('*').eq('booking_id', bookingId).maybeSingle(),
    supabase.from('proposal_versions').select('*').eq('booking_id', bookingId).order('version'),
    supabase
      .from('proposal_change_requests')
      .select('*')
      .eq('booking_id', bookingId)
      .order('created_at', { ascending: false }),
  ]);
  for (const answer of [booking, draft, versions, changeRequests]) if (answer.error) throw answer.error;
  if (!booking.data) return null;
  return {
    booking: booking.data,
    draft: draft.data,
    versions: versions.data ?? [],
    changeRequests: changeRequests.data ?? [],
  };
}

/**
 * Saves the draft. An update names the revision the editor read: when a colleague saved since,
 * no row matches and the save is refused with their name instead of overwriting their work.
 */
export async function saveProposalDraft(input: {
  readonly bookingId: string;
  readonly draft: Pick<ProposalRow, 'id' | 'revision'> | null;
  readonly values: ProposalValues;
}): Promise<ProposalRow> {
  const supabase = await getSupabase();
  const columns = proposalColumns(input.values);
  if (!input.draft) {
    const { data, error } = await supabase
      .from('proposals')
      .insert({ ...columns, booking_id: input.bookingId })
      .select('*')
      .single();
    if (error)
      throw error.code === '23505'
        ? new ProposalRefusal('A colleague started this proposal meanwhile: reload it.')
        : refusal(error);
    return data;
  }
  const { data, error } = await supabase
    .from('proposals')
    .update(columns)
    .eq('id', input.draft.id)
    .eq('revision', input.draft.revision)
    .select('*')
    .maybeSingle();
  if (error) throw refusal(error);
  if (!data) {
    const { data: now } = await supabase
      .from('proposals')
      .select('updated_by_email')
      .eq('id', input.draft.id)
      .maybeSingle();
    throw new ProposalRefusal(
      `${now?.updated_by_email ?? 'A colleague'} saved this proposal after you opened it. Reload it to see their changes.`,
    );
  }
  return data;
}

/** Freezes the draft at `revision` as the next version and mails the traveller. */
export async function sendProposal(draft: Pick<ProposalRow, 'id' | 'revision'>): Promise<ProposalVersionRow> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .rpc('admin_send_proposal', { proposal_id: draft.id, revision: draft.revision })
    .single();
  if (error) throw refusal(error);
  return data as ProposalVersionRow;
}

export interface CataloguePrice {
  readonly adultPrice: number;
  readonly youthPrice: number;
}

/** What the published catalogue charges for this tour, start day and party (the database's rule). */
export async function catalogueTourPrice(
  slug: string,
  startOn: string,
  adults: number,
  youths: number,
): Promise<CataloguePrice | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .rpc('admin_proposal_tour_price', { tour_slug: slug, start_on: startOn, adults, youths })
    .maybeSingle();
  if (error) throw refusal(error);
  return data ? { adultPrice: Number(data.adult_price), youthPrice: Number(data.youth_price) } : null;
}

/** The tours travellers see now, for "Add days from a tour". */
export async function fetchPublishedTours(): Promise<readonly Tour[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('published_catalogue', {});
  if (error) throw error;
  return ((data as { tours?: Tour[] } | null)?.tours ?? []) as readonly Tour[];
}
