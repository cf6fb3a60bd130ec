// `@safari/shared-domain/proposals`: the proposal's schema and rows (the admin's editor), the
// traveller's view of a link, its printed document and the traveller's calls. Pure and
// stateless; each app bundles what it uses (decision 006).
export { documentLanguage, ENGLISH_DOCUMENTS } from './documents/document-language.ts';
export type { DocumentLanguage, DocumentWords } from './documents/document-words.ts';
export { type DocumentBlock, type PrintedDocument, renderPdf } from './documents/pdf-document.ts';
export { downloadPdf } from './documents/pdf-download.ts';
export { pdfSafeText } from './documents/pdf-text.ts';
export {
  type ProposalOperator,
  priceLines,
  proposalDocument,
  proposalFileName,
  proposalStateText,
} from './proposals/proposal-document.ts';
export {
  type ProposalRow,
  type ProposalVersionRow,
  proposalColumns,
  proposalValuesOf,
} from './proposals/proposal-rows.ts';
export {
  blankProposalDay,
  PROPOSAL_LIMITS,
  PROPOSAL_MEALS,
  type ProposalDay,
  type ProposalInput,
  type ProposalMeal,
  type ProposalValues,
  proposalSchema,
  proposalTotalCents,
  toCents,
} from './proposals/proposal-schema.ts';
export {
  centsFromDecimalText,
  depositCents,
  formatCents,
  mealsText,
  type ProposalChangeRequest,
  type ProposalState,
  type ProposalView,
  parseProposalView,
  paymentTermsText,
  travellersText,
} from './proposals/proposal-view.ts';
export {
  type ProposalAcceptanceInput,
  type ProposalChangesInput,
  proposalAcceptanceSchema,
  proposalChangesSchema,
} from './proposals/traveller-forms.ts';
export {
  acceptProposal,
  fetchProposalByToken,
  type ProposalAcceptance,
  type ProposalCall,
  requestProposalChanges,
} from './proposals/traveller-service.ts';
