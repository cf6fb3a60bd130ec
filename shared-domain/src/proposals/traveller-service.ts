import type { SafariSupabaseClient } from '../supabase/client.ts';
import { type ProposalChangeRequest, type ProposalView, parseProposalView } from './proposal-view.ts';

// The traveller's calls through the link's token (decision 181). The database decides
// everything: which version the token names, whether it may still be accepted, and what an
// acceptance does; these only carry its answers and its words.

export type ProposalCall<T> = { ok: true; value: T } | { ok: false; message: string };

function refusal(error: { message?: string } | null): { ok: false; message: string } {
  const message = error?.message?.trim();
  return { ok: false, message: message ? message : 'Something went wrong. Please try again, or call us.' };
}

/** The version the token names, or null when no proposal has this link. Throws when the backend fails. */
export async function fetchProposalByToken(
  client: SafariSupabaseClient,
  token: string,
): Promise<ProposalView | null> {
  const { data, error } = await client.rpc('proposal_by_token', { token });
  if (error) throw error;
  return parseProposalView(data);
}

export interface ProposalAcceptance {
  /** 'already_accepted': a second click or a replay; nothing changed. */
  readonly outcome: 'accepted' | 'already_accepted';
  readonly version: number;
  readonly acceptedName: string;
}

export async function acceptProposal(
  client: SafariSupabaseClient,
  token: string,
  input: { name: string; terms: boolean },
): Promise<ProposalCall<ProposalAcceptance>> {
  const { data, error } = await client.rpc('accept_proposal', {
    token,
    accepted_name: input.name,
    terms_accepted: input.terms,
  });
  if (error) return refusal(error);
  const answer = data as { outcome: ProposalAcceptance['outcome']; version: number; acceptedName: string };
  return {
    ok: true,
    value: { outcome: answer.outcome, version: answer.version, acceptedName: answer.acceptedName },
  };
}

export async function requestProposalChanges(
  client: SafariSupabaseClient,
  token: string,
  message: string,
): Promise<ProposalCall<ProposalChangeRequest>> {
  const { data, error } = await client.rpc('request_proposal_changes', { token, message });
  if (error) return refusal(error);
  return { ok: true, value: data as unknown as ProposalChangeRequest };
}
