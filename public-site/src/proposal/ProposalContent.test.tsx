import proposalTexts from 'virtual:messages/proposal';
import type { Language } from '@safari/shared-domain/i18n';
import {
  mealsText,
  type ProposalView,
  paymentTermsText,
  proposalStateText,
  travellersText,
} from '@safari/shared-domain/proposals';
import { LanguageContext, preloadMessages } from '@safari/shared-ui';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { preloadFormats } from '../i18n/formats.ts';
import { ProposalContent } from './ProposalContent.tsx';

// The proposal page in English says what shared-domain's sentences say (the PDF's and the mails'),
// word for word; in German it says it in German.

const view: ProposalView = {
  version: 2,
  currentVersion: 3,
  acceptedVersion: null,
  state: 'superseded',
  today: '2026-11-29',
  reference: 'TZ-7K3M9Q',
  bookingStatus: 'pending',
  customerName: 'Jonas Weber',
  title: 'Northern circuit',
  startDate: '2027-07-04',
  endDate: '2027-07-08',
  adults: 2,
  youths: 1,
  days: [{ place: 'Arusha', text: 'Arrival.', accommodation: '', meals: ['Breakfast', 'Lunch', 'Dinner'] }],
  included: ['Park fees'],
  excluded: ['Flights'],
  adultPriceCents: 250_000,
  youthPriceCents: 125_050,
  totalCents: 625_050,
  validUntil: '2026-12-20',
  depositPercent: 30,
  depositDueDays: 7,
  balanceDaysBefore: 1,
  personalNote: '',
  sentAt: '2026-11-20T10:00:00Z',
  acceptedAt: null,
  acceptedName: null,
  changeRequests: [],
};
const settings = {
  brandName: 'Tanzania Safari Adventures',
  licenceNumber: 'TALA-123',
  phone: '+255 754 000 000',
  email: 'info@example.com',
  streetAddress: 'Sokoine Road, Arusha',
};

async function show(language: Language) {
  // The language's texts are there before the page shows them, as the prerender and hydration have them.
  await preloadMessages(proposalTexts, language);
  await preloadFormats(language);
  render(
    <LanguageContext.Provider value={language}>
      <MemoryRouter>
        <Suspense fallback={<p>waiting</p>}>
          <ProposalContent view={view} settings={settings} />
        </Suspense>
      </MemoryRouter>
    </LanguageContext.Provider>,
  );
  return (await screen.findByRole('article', {}, { timeout: 5000 })).textContent ?? '';
}

describe('ProposalContent', () => {
  it("says in English what shared-domain's sentences say", async () => {
    const text = await show('en');
    for (const sentence of [
      proposalStateText(view) ?? '',
      travellersText(view.adults, view.youths),
      mealsText(['Breakfast', 'Lunch', 'Dinner']),
      paymentTermsText(view),
      'Jul 04, 2027 to Jul 08, 2027',
      'Proposal for booking TZ-7K3M9Q, version 2, prepared for Jonas Weber',
      '2 adults$2,500.00$5,000.00',
      'Deposit: $1,875.15; balance: $4,375.35.',
      ' · Licensed tour operator, licence TALA-123',
    ])
      expect(text).toContain(sentence);
  });

  it('says it in German, with German amounts and days', async () => {
    const text = await show('de');
    for (const sentence of [
      'Version 2 wurde ersetzt: Aktuell ist Version 3.',
      '2 Erwachsene, 1 Jugendlicher',
      'Frühstück, Mittagessen und Abendessen',
      'Eine Anzahlung von 30 % ist 7 Tage nach Ihrer Annahme fällig, der Restbetrag 1 Tag vor Reisebeginn.',
      '04. Juli 2027 bis 08. Juli 2027',
      'Angebot für Buchung TZ-7K3M9Q, Version 2, erstellt für Jonas Weber',
      'Anzahlung: 1.875,15',
      'Tag 1: Arusha',
    ])
      expect(text.replaceAll('\u00a0', ' ')).toContain(sentence);
    for (const english of ['Day by day', 'Payment terms', 'adults', 'Deposit:'])
      expect(text).not.toContain(english);
  });
});
