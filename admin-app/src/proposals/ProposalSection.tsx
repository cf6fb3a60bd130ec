import { getSupabase } from '@safari/shared-domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { queryKeys } from '../query-keys.ts';
import { formatDateTime } from '../ui/format.ts';

interface ProposalSummary {
  readonly drafted: boolean;
  readonly versions: readonly {
    version: number;
    sent_at: string;
    accepted_at: string | null;
    accepted_name: string | null;
  }[];
}

async function fetchProposalSummary(bookingId: string): Promise<ProposalSummary> {
  const supabase = await getSupabase();
  const [draft, versions] = await Promise.all([
    supabase.from('proposals').select('id').eq('booking_id', bookingId).maybeSingle(),
    supabase
      .from('proposal_versions')
      .select('version, sent_at, accepted_at, accepted_name')
      .eq('booking_id', bookingId)
      .order('version'),
  ]);
  if (draft.error) throw draft.error;
  if (versions.error) throw versions.error;
  return { drafted: draft.data !== null, versions: versions.data };
}

/**
 * The booking's proposal in its details (issue 37): where it stands, in a line, and the way to
 * the editor. Small on purpose: the editor itself is a chunk of its own.
 */
export function ProposalSection({ bookingId, cancelled }: { bookingId: string; cancelled: boolean }) {
  const summary = useQuery({
    queryKey: [...queryKeys.proposal(bookingId), 'summary'],
    queryFn: () => fetchProposalSummary(bookingId),
  });
  const latest = summary.data?.versions.at(-1);
  const accepted = summary.data?.versions.find((version) => version.accepted_at);
  let state = 'No proposal yet.';
  if (accepted?.accepted_at)
    state = `Version ${accepted.version} accepted by ${accepted.accepted_name} on ${formatDateTime(accepted.accepted_at)}.`;
  else if (latest) state = `Version ${latest.version} sent on ${formatDateTime(latest.sent_at)}.`;
  else if (summary.data?.drafted) state = 'A draft, not sent yet.';
  return (
    <section aria-label="Proposal" className="mt-6">
      <Typography.Title level={5}>Proposal</Typography.Title>
      {summary.isError ? <Alert type="error" showIcon title="The proposal could not be loaded." /> : null}
      <p className="mb-2" data-testid="booking-proposal-state">
        {summary.isPending ? 'Loading…' : state}
      </p>
      {cancelled && !latest ? null : (
        <Link to={`/admin/proposals/${bookingId}`} className="font-semibold">
          {latest || summary.data?.drafted ? 'Open the proposal' : 'Write a proposal'}
        </Link>
      )}
    </section>
  );
}
