import type { SiteSettings } from '@safari/shared-domain';
import type { Language } from '@safari/shared-domain/i18n';
import {
  documentLanguage,
  downloadPdf,
  type ProposalView,
  proposalDocument,
  proposalFileName,
} from '@safari/shared-domain/proposals';

/**
 * The proposal's PDF in the page's language (its words fetched with the first one made in it),
 * as a download named after the booking and version.
 */
export async function downloadProposalPdf(
  view: ProposalView,
  settings: Pick<SiteSettings, 'brandName' | 'licenceNumber' | 'phone' | 'email' | 'streetAddress'>,
  language: Language,
): Promise<void> {
  await downloadPdf(
    proposalDocument(view, settings, await documentLanguage(language)),
    proposalFileName(view),
  );
}
