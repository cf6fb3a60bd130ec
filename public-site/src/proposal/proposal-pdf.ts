import type { SiteSettings } from '@safari/shared-domain';
import {
  type ProposalView,
  proposalDocument,
  proposalFileName,
  renderPdf,
} from '@safari/shared-domain/proposals';

/**
 * Draws the proposal's PDF in the browser (jsPDF arrives with the first click) and hands it over
 * as a download named after the booking and version.
 */
export async function downloadProposalPdf(
  view: ProposalView,
  settings: Pick<SiteSettings, 'brandName' | 'licenceNumber' | 'phone' | 'email' | 'streetAddress'>,
): Promise<void> {
  const bytes = await renderPdf(proposalDocument(view, settings));
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = proposalFileName(view);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy; the URL is not needed once the click was handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
