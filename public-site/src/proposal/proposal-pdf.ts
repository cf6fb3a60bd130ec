import type { SiteSettings } from '@safari/shared-domain';
import {
  downloadPdf,
  type ProposalView,
  proposalDocument,
  proposalFileName,
} from '@safari/shared-domain/proposals';

/** The proposal's PDF, as a download named after the booking and version. */
export async function downloadProposalPdf(
  view: ProposalView,
  settings: Pick<SiteSettings, 'brandName' | 'licenceNumber' | 'phone' | 'email' | 'streetAddress'>,
): Promise<void> {
  await downloadPdf(proposalDocument(view, settings), proposalFileName(view));
}
