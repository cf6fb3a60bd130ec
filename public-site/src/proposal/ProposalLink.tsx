import { Link } from 'react-router-dom';
import type { MyProposalVersion } from '../my-bookings/my-bookings-service.ts';

/**
 * A booking card's way to its proposal on /my-bookings (issue 37): the accepted version, else
 * the latest one sent. Older versions stay reachable from their own mails.
 */
export function ProposalLink({ versions }: { versions: readonly MyProposalVersion[] }) {
  const accepted = versions.find((version) => version.accepted_at !== null);
  const shown = accepted ?? versions.at(-1);
  if (!shown) return null;
  return (
    <p className="mt-3 text-sm text-stone-700" data-testid="my-booking-proposal">
      {accepted
        ? `You accepted version ${shown.version} of our proposal. `
        : `Our proposal, version ${shown.version}, is ready. `}
      <Link to={`/proposal/${shown.token}`} className="font-semibold text-amber-800 underline">
        {accepted ? 'See the proposal' : 'Open your proposal'}
      </Link>
    </p>
  );
}
