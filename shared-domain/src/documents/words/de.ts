import type { DocumentWords } from '../document-words.ts';
import { counted, intlDocumentLanguage, listed } from './intl.ts';

// The documents in German, fetched when a German page makes one.

const days = (n: number) => counted(n, 'Tag', 'Tage');
const MEALS: Readonly<Record<string, string>> = {
  Breakfast: 'Frühstück',
  Lunch: 'Mittagessen',
  Dinner: 'Abendessen',
};

const words: DocumentWords = {
  licence: (licence) => `Lizenzierter Reiseveranstalter, Lizenz ${licence}`,
  pageOf: (page, pages) => `Seite ${page} von ${pages}`,
  booking: 'Buchung',
  dates: 'Reisedaten',
  datesRange: (start, end) => `${start} bis ${end}`,
  travellers: 'Reisende',
  party: (adults, youths) =>
    [
      counted(adults, 'Erwachsener', 'Erwachsene'),
      ...(youths > 0 ? [counted(youths, 'Jugendlicher', 'Jugendliche')] : []),
    ].join(', '),
  total: 'Gesamt',

  proposalSubtitle: (reference, version) => `Angebot für Buchung ${reference}, Version ${version}`,
  accepted: (name, reference, total) =>
    `${name === null ? 'Vom Reisenden angenommen' : `Angenommen von ${name}`}. Buchung ${reference} ist zum Preis von ${total} bestätigt.`,
  superseded: (version, current) => `Version ${version} wurde ersetzt: Aktuell ist Version ${current}.`,
  expired: (version, until) => `Version ${version} war bis zum ${until} gültig und ist abgelaufen.`,
  preparedFor: 'Erstellt für',
  validUntil: 'Gültig bis',
  dayByDay: 'Tag für Tag',
  dayTitle: (number, place) => `Tag ${number}: ${place}`,
  overnight: 'Übernachtung',
  noOvernight: 'Keine Übernachtung',
  meals: 'Mahlzeiten',
  mealsText: (meals) =>
    listed(
      meals.map((meal) => MEALS[meal] ?? meal),
      'und',
      'Keine Mahlzeiten inbegriffen',
    ),
  included: 'Inbegriffen',
  notIncluded: 'Nicht inbegriffen',
  priceTitle: 'Preis (US-Dollar)',
  priceEach: 'Preis pro Person',
  amount: 'Betrag',
  priceLine: (count, who) =>
    who === 'adult'
      ? counted(count, 'Erwachsener', 'Erwachsene')
      : counted(count, 'Jugendlicher', 'Jugendliche'),
  paymentTerms: 'Zahlungsbedingungen',
  terms: ({ depositPercent, depositDueDays, balanceDaysBefore }) => {
    if (depositPercent === 0)
      return `Der gesamte Betrag ist ${days(balanceDaysBefore)} vor Reisebeginn fällig.`;
    if (depositPercent === 100)
      return `Der gesamte Betrag ist ${days(depositDueDays)} nach Ihrer Annahme fällig.`;
    return `Eine Anzahlung von ${depositPercent} % ist ${days(depositDueDays)} nach Ihrer Annahme fällig, der Restbetrag ${days(balanceDaysBefore)} vor Reisebeginn.`;
  },
  depositLine: (deposit, balance) => `Anzahlung: ${deposit}; Restbetrag: ${balance}.`,

  invoiceTitle: (number) => `Rechnung ${number}`,
  invoiceSubtitle: (reference, issued) => `Buchung ${reference}, ausgestellt am ${issued}`,
  invoiceCancelled: 'Storniert: Eine spätere Rechnung für diese Buchung ersetzt diese.',
  billedTo: 'Rechnung an',
  trip: 'Reise',
  schedule: 'Zahlungsplan',
  part: 'Teilzahlung',
  dueBy: 'Fällig bis',
  amountInDollars: 'Betrag (US-Dollar)',
  status: 'Status',
  paidToDate: 'Bisher bezahlt',
  stillToPay: 'Noch zu zahlen',
  howToPay: 'So bezahlen Sie',
  bankTransfer: (instructions) => `Banküberweisung: ${instructions}`,
  mobileMoney: (instructions) => `Mobile Money: ${instructions}`,
  askForDetails: (phone, email) =>
    `Bitte rufen Sie uns unter ${phone} an oder schreiben Sie an ${email}: Wir nennen Ihnen die Zahlungsdaten.`,
  quoteReference: (reference) => `Bitte geben Sie bei jeder Zahlung die Buchungsnummer ${reference} an.`,
  instalmentKinds: { deposit: 'Anzahlung', balance: 'Restzahlung', full: 'Gesamtbetrag' },
  invoiceStatuses: {
    sent: 'Versendet',
    partially_paid: 'Teilweise bezahlt',
    paid: 'Bezahlt',
    overdue: 'Überfällig',
    cancelled: 'Storniert',
  },

  receiptTitle: (number) => `Quittung ${number}`,
  refundTitle: (number) => `Erstattungsbeleg ${number}`,
  voided: (reason) => `Ungültig: ${reason ?? 'irrtümlich erfasst'}. Dieser Beleg zählt nicht.`,
  receivedFrom: 'Erhalten von',
  refundedTo: 'Erstattet an',
  amountValue: (amount) => `${amount} (US-Dollar)`,
  date: 'Datum',
  method: 'Zahlungsart',
  methodWithReference: (method, reference) => `${method}, Referenz ${reference}`,
  for: 'Für',
  note: 'Anmerkung',
  received: (amount, reference) => `Vielen Dank: Wir haben ${amount} für die Buchung ${reference} erhalten.`,
  refunded: (amount, reference) => `Wir haben Ihnen ${amount} für die Buchung ${reference} erstattet.`,
  methods: { bank_transfer: 'Banküberweisung', mobile_money: 'Mobile Money', card: 'Karte', cash: 'Bargeld' },
};

export const GERMAN_DOCUMENTS = intlDocumentLanguage('de', words);
