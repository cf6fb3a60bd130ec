import { useLocalPath } from '@safari/shared-ui';
import { Link } from 'react-router-dom';
import type { MyProposalVersion } from '../my-bookings/my-bookings-service.ts';
import { useMyBookingsTexts } from '../my-bookings/texts.ts';

/**
 * A booking card's way to its proposal on /my-bookings (issue 37): the accepted version, else
 * the latest one sent. Older versions stay reachable from their own mails.
 */
export function ProposalLink({ versions }: { versions: readonly MyProposalVersion[] }) {
  const { t } = useMyBookingsTexts();
  const local = useLocalPath();
  const accepted = versions.find((version) => version.accepted_at !== null);
  const shown = accepted ?? versions.at(-1);
  if (!shown) return null;
  return (
    <p className="mt-3 text-sm text-stone-700" data-testid="my-booking-proposal">
      {accepted
        ? t('proposalAccepted', { version: shown.version })
        : t('proposalReady', { version: shown.version })}
      <Link to={local(`/proposal/${shown.token}`)} className="font-semibold text-amber-800 underline">
        {accepted ? t('proposalSee') : t('proposalOpen')}
      </Link>
    </p>
  );
}
