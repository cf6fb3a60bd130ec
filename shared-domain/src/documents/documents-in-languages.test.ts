import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordedPayment } from '../payments/booking-money.ts';
import { invoiceDocument, receiptDocument } from '../payments/payment-documents.ts';
import { issuer, invoice as printedInvoice, status } from '../payments/payment-fixtures.test-support.ts';
import { proposalDocument } from '../proposals/proposal-document.ts';
import type { ProposalView } from '../proposals/proposal-view.ts';
import { documentLanguage, ENGLISH_DOCUMENTS } from './document-language.ts';
import { type PrintedDocument, renderPdf } from './pdf-document.ts';
import { loadPdfModules, PDF_MODULES_LOAD_MS, pdfPagesText } from './pdf-reading.test-support.ts';

// Issue 41: the documents a traveller downloads from a German or French page are written in that
// language, amounts and days as it writes them; the admin's (English) stay as they were. Each
// text is read back from the PDF's bytes, as a reader selects it.

const invoice = {
  ...printedInvoice,
  customerName: 'Françoise Lefèvre',
  customerEmail: 'francoise@example.fr',
  trip: 'Serengeti & Sansibar',
};

const payment: RecordedPayment = {
  id: 'p1',
  kind: 'payment',
  amountCents: 237015,
  receivedOn: '2027-01-12',
  method: 'bank_transfer',
  reference: 'QK7H2X',
  note: null,
  documentNumber: 'RCT-2027-0003',
  recordedAt: '2027-01-12T08:00:00Z',
  voidedAt: null,
  voidReason: null,
};
const booking = { reference: 'TZ-7K3M9Q', customerName: 'Jürgen Weiß', trip: 'Serengeti & Sansibar' };

const proposal: ProposalView = {
  version: 2,
  currentVersion: 2,
  acceptedVersion: 2,
  state: 'accepted',
  today: '2027-01-05',
  reference: 'TZ-7K3M9Q',
  bookingStatus: 'confirmed',
  customerName: 'Jürgen Weiß',
  title: 'Serengeti und Ngorongoro-Krater',
  startDate: '2027-03-10',
  endDate: '2027-03-12',
  adults: 2,
  youths: 1,
  days: [
    {
      place: 'Arusha',
      text: 'Abholung am Flughafen.',
      accommodation: 'Arusha Coffee Lodge',
      meals: ['Dinner'],
    },
    {
      place: 'Serengeti',
      text: 'Pirschfahrten.',
      accommodation: '',
      meals: ['Breakfast', 'Lunch', 'Dinner'],
    },
  ],
  included: ['Parkgebühren'],
  excluded: ['Flüge'],
  adultPriceCents: 260000,
  youthPriceCents: 125050,
  totalCents: 645050,
  validUntil: '2027-02-01',
  depositPercent: 30,
  depositDueDays: 7,
  balanceDaysBefore: 30,
  personalNote: '',
  sentAt: '2027-01-02T08:00:00Z',
  acceptedAt: '2027-01-04T08:00:00Z',
  acceptedName: 'Jürgen Weiß',
  changeRequests: [],
};

/** The PDF's text as a reader extracts it, its spaces (no-break ones too) as plain spaces. */
const printed = async (document: PrintedDocument) =>
  (await pdfPagesText(await renderPdf(document))).join(' ').replace(/[\u00a0\u202f]/g, ' ');

const german = () => documentLanguage('de');
const french = () => documentLanguage('fr');

function expectAll(text: string, expected: readonly string[]) {
  for (const part of expected) expect(text).toContain(part);
  // Every character reached the PDF: none was replaced by '?'.
  expect(text).not.toContain('?');
}

describe('documents in the page’s language', () => {
  beforeAll(loadPdfModules, PDF_MODULES_LOAD_MS);

  it('prints a German invoice: its words, amounts in euros’ style with the dollar sign, German days', async () => {
    const text = await printed(
      invoiceDocument(
        invoice,
        { reference: 'TZ-7K3M9Q', status, invoiceStatus: 'partially_paid' },
        issuer,
        await german(),
      ),
    );
    expectAll(text, [
      'Lizenzierter Reiseveranstalter, Lizenz TALA 001234',
      'Rechnung INV-2027-0007',
      'Buchung TZ-7K3M9Q, ausgestellt am 10. Jan. 2027',
      'Rechnung an',
      'Françoise Lefèvre',
      'Reisedaten',
      '01. Juni 2027 bis 09. Juni 2027',
      '2 Erwachsene, 1 Jugendlicher',
      'Zahlungsplan',
      'Anzahlung',
      'Restzahlung',
      '17. Jan. 2027',
      '2.370,15 $',
      '5.530,35 $',
      '7.900,50 $',
      'Teilweise bezahlt',
      'Bisher bezahlt',
      'So bezahlen Sie',
      'Banküberweisung: CRDB Bank Arusha',
      'Bitte geben Sie bei jeder Zahlung die Buchungsnummer TZ-7K3M9Q an.',
      'Seite 1 von 1',
    ]);
    expect(text).not.toContain('Invoice');
    expect(text).not.toContain('$7,900.50');
  });

  it('prints a French invoice with the narrow no-break spaces of its amounts as spaces', async () => {
    const text = await printed(
      invoiceDocument(
        invoice,
        { reference: 'TZ-7K3M9Q', status, invoiceStatus: 'overdue' },
        { ...issuer, paymentInstructions: undefined },
        await french(),
      ),
    );
    expectAll(text, [
      'Voyagiste agréé, licence TALA 001234',
      'Facture INV-2027-0007',
      'Réservation TZ-7K3M9Q, émise le 10 janv. 2027',
      'Facturé à',
      'du 01 juin 2027 au 09 juin 2027',
      '2 adultes, 1 jeune',
      'Échéancier de paiement',
      'Acompte',
      'Solde',
      '02 avr. 2027',
      '2 370,15 $US',
      '7 900,50 $US',
      'En retard',
      'Reste à payer',
      'Appelez-nous au +255 27 254 8000 ou écrivez à office@kilele.example',
      'Page 1 sur 1',
    ]);
  });

  it('prints German and French receipts and refund notes', async () => {
    const receipt = await printed(receiptDocument(payment, booking, issuer, await german()));
    expectAll(receipt, [
      'Quittung RCT-2027-0003',
      'Erhalten von',
      'Jürgen Weiß',
      '2.370,15 $ (US-Dollar)',
      '12. Jan. 2027',
      'Banküberweisung, Referenz QK7H2X',
      'Vielen Dank: Wir haben 2.370,15 $ für die Buchung TZ-7K3M9Q erhalten.',
    ]);
    const refund = await printed(
      receiptDocument(
        { ...payment, kind: 'refund', method: 'mobile_money', documentNumber: 'RFD-2027-0001' },
        booking,
        issuer,
        await french(),
      ),
    );
    expectAll(refund, [
      'Avis de remboursement RFD-2027-0001',
      'Remboursé à',
      '2 370,15 $US (dollars américains)',
      '12 janv. 2027',
      'Paiement mobile, référence QK7H2X',
      'Nous vous avons remboursé 2 370,15 $US pour la réservation TZ-7K3M9Q.',
    ]);
    const voided = await printed(
      receiptDocument(
        { ...payment, voidedAt: '2027-01-13T08:00:00Z', voidReason: null },
        booking,
        issuer,
        await french(),
      ),
    );
    expect(voided).toContain('Annulé : enregistré par erreur. Ce document ne compte pas.');
  });

  it('prints a German and a French proposal: state, days, meals, prices and terms', async () => {
    const inGerman = await printed(proposalDocument(proposal, issuer, await german()));
    expectAll(inGerman, [
      'Angebot für Buchung TZ-7K3M9Q, Version 2',
      'Angenommen von Jürgen Weiß. Buchung TZ-7K3M9Q ist zum Preis von 6.450,50 $ bestätigt.',
      'Erstellt für',
      '10. März 2027 bis 12. März 2027',
      'Gültig bis',
      '01. Feb. 2027',
      'Tag für Tag',
      'Tag 2: Serengeti',
      'Keine Übernachtung',
      'Frühstück, Mittagessen und Abendessen',
      'Nicht inbegriffen',
      'Flüge',
      'Preis (US-Dollar)',
      '1 Jugendlicher',
      '2.600,00 $',
      '1.250,50 $',
      'Eine Anzahlung von 30 % ist 7 Tage nach Ihrer Annahme fällig, der Restbetrag 30 Tage vor Reisebeginn.',
      'Anzahlung: 1.935,15 $; Restbetrag: 4.515,35 $.',
    ]);
    const inFrench = await printed(
      proposalDocument({ ...proposal, state: 'expired', acceptedName: null }, issuer, await french()),
    );
    expectAll(inFrench, [
      'Proposition pour la réservation TZ-7K3M9Q, version 2',
      'La version 2 était valable jusqu’au 01 févr. 2027 et a expiré.',
      'À l’attention de',
      'du 10 mars 2027 au 12 mars 2027',
      'Jour 1 : Arusha',
      'Dîner',
      'Petit-déjeuner, déjeuner et dîner',
      'Non inclus',
      'Prix (dollars américains)',
      '6 450,50 $US',
      'Un acompte de 30 % est dû 7 jours après votre acceptation ; le solde 30 jours avant le début du voyage.',
      'Acompte : 1 935,15 $US ; solde : 4 515,35 $US.',
    ]);
  });

  it('keeps the English documents (the admin’s) as they always printed', async () => {
    expect(await documentLanguage('en')).toBe(ENGLISH_DOCUMENTS);
    const text = await printed(proposalDocument(proposal, issuer));
    expectAll(text, [
      'Proposal for booking TZ-7K3M9Q, version 2',
      'Accepted by Jürgen Weiß. Booking TZ-7K3M9Q is confirmed at $6,450.50.',
      'Mar 10, 2027 to Mar 12, 2027',
      'Breakfast, lunch and dinner',
      'A deposit of 30% is due 7 days after you accept; the balance 30 days before the trip starts.',
      'Licensed tour operator, licence TALA 001234',
      'Page 1 of 1',
    ]);
    const invoiceText = await printed(
      invoiceDocument(invoice, { reference: 'TZ-7K3M9Q', status, invoiceStatus: 'sent' }, issuer),
    );
    expectAll(invoiceText, ['Booking TZ-7K3M9Q, issued Jan 10, 2027', 'Apr 02, 2027', '$5,530.35', 'Sent']);
  });
});

describe('the document words of each language', () => {
  it('give every code the database may send a word of the language', async () => {
    const english = ENGLISH_DOCUMENTS.words;
    for (const { words } of [await german(), await french()]) {
      for (const table of ['instalmentKinds', 'invoiceStatuses', 'methods'] as const) {
        const theirs: Readonly<Record<string, string>> = words[table];
        const ours: Readonly<Record<string, string>> = english[table];
        expect(Object.keys(theirs).sort()).toEqual(Object.keys(ours).sort());
        for (const code of Object.keys(ours)) expect(theirs[code]).not.toBe(ours[code]);
      }
    }
  });
});
