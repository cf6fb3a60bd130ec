import type { Language } from '../i18n/languages.ts';
import type { InstalmentKind, InvoiceStatus } from '../payments/payment-labels.ts';
import type { PaymentMethod } from '../payments/payment-schema.ts';

// The words of the printed documents (proposal, invoice, receipt, refund note) in one language,
// and how that language writes an amount and a day (issue 41, decision 233). The document
// builders receive one of these; English is the default (the admin prints English), German and
// French are loaded when a document is made in them (document-language.ts).

/** The payment terms a proposal states. */
interface TermsFigures {
  readonly depositPercent: number;
  readonly depositDueDays: number;
  readonly balanceDaysBefore: number;
}

export interface DocumentWords {
  /** Under the operator's name on every page. */
  licence(licence: string): string;
  pageOf(page: number, pages: number): string;
  booking: string;
  dates: string;
  datesRange(start: string, end: string): string;
  travellers: string;
  /** '2 adults, 1 youth'. */
  party(adults: number, youths: number): string;
  total: string;

  proposalSubtitle(reference: string, version: number): string;
  /** `name` is null when the traveller's name was not recorded. */
  accepted(name: string | null, reference: string, total: string): string;
  superseded(version: number, current: number): string;
  expired(version: number, until: string): string;
  preparedFor: string;
  validUntil: string;
  dayByDay: string;
  dayTitle(number: number, place: string): string;
  overnight: string;
  noOvernight: string;
  meals: string;
  /** The day's meals ('Breakfast', 'Lunch', 'Dinner' as the proposal stores them) in a phrase. */
  mealsText(meals: readonly string[]): string;
  included: string;
  notIncluded: string;
  priceTitle: string;
  priceEach: string;
  amount: string;
  /** A price line's label: '2 adults', '1 youth'. */
  priceLine(count: number, who: 'adult' | 'youth'): string;
  paymentTerms: string;
  terms(terms: TermsFigures): string;
  depositLine(deposit: string, balance: string): string;

  invoiceTitle(number: string): string;
  invoiceSubtitle(reference: string, issued: string): string;
  invoiceCancelled: string;
  billedTo: string;
  trip: string;
  schedule: string;
  part: string;
  dueBy: string;
  amountInDollars: string;
  status: string;
  paidToDate: string;
  stillToPay: string;
  howToPay: string;
  bankTransfer(instructions: string): string;
  mobileMoney(instructions: string): string;
  askForDetails(phone: string, email: string): string;
  quoteReference(reference: string): string;
  instalmentKinds: Readonly<Record<InstalmentKind, string>>;
  invoiceStatuses: Readonly<Record<InvoiceStatus, string>>;

  receiptTitle(number: string): string;
  refundTitle(number: string): string;
  voided(reason: string | null): string;
  receivedFrom: string;
  refundedTo: string;
  /** '$2,370.15 (US dollars)'. */
  amountValue(amount: string): string;
  date: string;
  method: string;
  methodWithReference(method: string, reference: string): string;
  for: string;
  note: string;
  received(amount: string, reference: string): string;
  refunded(amount: string, reference: string): string;
  methods: Readonly<Record<PaymentMethod, string>>;
}

/** Everything a document needs to be written in one language. */
export interface DocumentLanguage {
  readonly language: Language;
  readonly words: DocumentWords;
  /** Exact cents as dollars and cents: '$2,970.00', '2.970,00 $', '2 970,00 $US'. */
  money(cents: number): string;
  /** An Arusha calendar day ('2027-04-02'). */
  day(date: string): string;
}
