import type { SiteSettings } from '@safari/shared-domain';

// The operator's privacy policy and terms, in one place: edit the text here and rebuild. Contact
// details come from the run-time settings so they never disagree with the footer.

interface LegalDocument {
  readonly title: string;
  readonly description: string;
  readonly updated: string;
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
}

export function legalDocuments(s: Pick<SiteSettings, 'brandName' | 'email' | 'phone' | 'officeAddress'>) {
  const privacy: LegalDocument = {
    title: 'Privacy Policy',
    description: `What ${s.brandName} records about you, why, and how to have it changed or removed.`,
    updated: '2026-01-15',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'When you send a contact message or a booking request we keep what you typed: your name, e-mail address, phone number, travel dates, the number of travellers and your message.',
          'If you create an account we keep your e-mail address and a securely hashed password. We do not use advertising trackers. Your favourite tours are stored only in your own browser.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'Only to answer you, to plan and confirm your trip, and to meet our legal duties as a licensed tour operator (for example park permits, which need travellers’ names).',
          'We never sell your details. We share the names the parks, lodges and airlines need to book your trip, and nothing more.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Booking records are kept for as long as tax and licensing rules require. Messages that did not lead to a trip are deleted after two years.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You may ask to see, correct or delete what we hold about you. Write to ${s.email} or call ${s.phone}; we answer within 30 days.`,
        ],
      },
    ],
  };

  const terms: LegalDocument = {
    title: 'Terms & Conditions',
    description: `The terms on which ${s.brandName} takes booking requests and runs its tours.`,
    updated: '2026-01-15',
    sections: [
      {
        heading: 'Booking requests',
        paragraphs: [
          'A booking request made on this site is not yet a booking. We check availability of vehicles, guides, lodges and park permits, then confirm by e-mail or phone, usually within 24 hours, with the final price and payment details.',
          'Prices on this site are in US dollars per person and include what each tour page lists as included.',
        ],
      },
      {
        heading: 'Cancellations',
        paragraphs: [
          'Each tour page states its cancellation terms. Where none is stated, cancellation is free up to 48 hours before the tour starts. Park fees already paid to the authorities may not be refundable.',
        ],
      },
      {
        heading: 'Health, safety and insurance',
        paragraphs: [
          'Travellers are responsible for their visas, vaccinations and travel insurance. Mountain climbs need a reasonable level of fitness; tell us about any medical condition before you travel.',
          'Our guides may change a route or a game drive for your safety or because of the weather or the animals’ movements.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`${s.brandName}, ${s.officeAddress}. E-mail ${s.email}, phone ${s.phone}.`],
      },
    ],
  };
  return { privacy, terms } as const;
}
