import privacyTexts from 'virtual:messages/privacy';
import termsTexts from 'virtual:messages/terms';
import type { MessageArea } from '@safari/shared-ui';
import type privacy from '../../messages/en/privacy.json';
import type terms from '../../messages/en/terms.json';

// The operator's privacy policy and terms. Their words are the message areas `privacy` and
// `terms` (`messages/<language>/…`: edit them there, in every language, and rebuild); a page
// fetches only its own document in its own language. This file holds their shape. Contact details
// come from the run-time settings so they never disagree with the footer.

type Key<Texts> = Extract<keyof Texts, string>;

interface LegalDocument<Texts = Record<string, string>> {
  readonly texts: MessageArea;
  readonly updated: string;
  readonly sections: readonly { readonly heading: Key<Texts>; readonly paragraphs: readonly Key<Texts>[] }[];
}

const privacyPolicy: LegalDocument<typeof privacy> = {
  texts: privacyTexts,
  updated: '2026-01-15',
  sections: [
    { heading: 'collectHeading', paragraphs: ['collect1', 'collect2'] },
    { heading: 'useHeading', paragraphs: ['use1', 'use2'] },
    { heading: 'keepHeading', paragraphs: ['keep1'] },
    { heading: 'rightsHeading', paragraphs: ['rights1'] },
  ],
};

const termsAndConditions: LegalDocument<typeof terms> = {
  texts: termsTexts,
  updated: '2026-01-15',
  sections: [
    { heading: 'requestsHeading', paragraphs: ['requests1', 'requests2'] },
    { heading: 'cancelHeading', paragraphs: ['cancel1'] },
    { heading: 'healthHeading', paragraphs: ['health1', 'health2'] },
    { heading: 'contactHeading', paragraphs: ['contact1'] },
  ],
};

export const LEGAL_DOCUMENTS = { privacy: privacyPolicy, terms: termsAndConditions } as const;
