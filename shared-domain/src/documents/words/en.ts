import { formatCalendarDate } from '../../dates/calendar-date.ts';
import {
  INSTALMENT_KIND_LABELS,
  INVOICE_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
} from '../../payments/payment-labels.ts';
import { formatCents } from '../../pricing/cents.ts';
import { mealsText, paymentTermsText, travellersText } from '../../proposals/proposal-view.ts';
import type { DocumentLanguage, DocumentWords } from '../document-words.ts';

// The documents in English, word for word as they have always printed (the admin prints these).

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const words: DocumentWords = {
  licence: (licence) => `Licensed tour operator, licence ${licence}`,
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  booking: 'Booking',
  dates: 'Dates',
  datesRange: (start, end) => `${start} to ${end}`,
  travellers: 'Travellers',
  party: travellersText,
  total: 'Total',

  proposalSubtitle: (reference, version) => `Proposal for booking ${reference}, version ${version}`,
  accepted: (name, reference, total) =>
    `Accepted by ${name ?? 'the traveller'}. Booking ${reference} is confirmed at ${total}.`,
  superseded: (version, current) =>
    `Version ${version} has been replaced: version ${current} is the current one.`,
  expired: (version, until) => `Version ${version} was valid until ${until} and has expired.`,
  preparedFor: 'Prepared for',
  validUntil: 'Valid until',
  dayByDay: 'Day by day',
  dayTitle: (number, place) => `Day ${number}: ${place}`,
  overnight: 'Overnight',
  noOvernight: 'No overnight stay',
  meals: 'Meals',
  mealsText,
  included: 'Included',
  notIncluded: 'Not included',
  priceTitle: 'Price (US dollars)',
  priceEach: 'Price each',
  amount: 'Amount',
  priceLine: plural,
  paymentTerms: 'Payment terms',
  terms: paymentTermsText,
  depositLine: (deposit, balance) => `Deposit: ${deposit}; balance: ${balance}.`,

  invoiceTitle: (number) => `Invoice ${number}`,
  invoiceSubtitle: (reference, issued) => `Booking ${reference}, issued ${issued}`,
  invoiceCancelled: 'Cancelled: a later invoice for this booking replaces this one.',
  billedTo: 'Billed to',
  trip: 'Trip',
  schedule: 'Payment schedule',
  part: 'Part',
  dueBy: 'Due by',
  amountInDollars: 'Amount (US dollars)',
  status: 'Status',
  paidToDate: 'Paid to date',
  stillToPay: 'Still to pay',
  howToPay: 'How to pay',
  bankTransfer: (instructions) => `Bank transfer: ${instructions}`,
  mobileMoney: (instructions) => `Mobile money: ${instructions}`,
  askForDetails: (phone, email) => `Please call ${phone} or write to ${email} for the payment details.`,
  quoteReference: (reference) => `Please quote booking reference ${reference} with each payment.`,
  instalmentKinds: INSTALMENT_KIND_LABELS,
  invoiceStatuses: INVOICE_STATUS_LABELS,

  receiptTitle: (number) => `Receipt ${number}`,
  refundTitle: (number) => `Refund note ${number}`,
  voided: (reason) => `Void: ${reason ?? 'recorded in error'}. It counts for nothing.`,
  receivedFrom: 'Received from',
  refundedTo: 'Refunded to',
  amountValue: (amount) => `${amount} (US dollars)`,
  date: 'Date',
  method: 'Method',
  methodWithReference: (method, reference) => `${method}, reference ${reference}`,
  for: 'For',
  note: 'Note',
  received: (amount, reference) => `Thank you: we received ${amount} for booking ${reference}.`,
  refunded: (amount, reference) => `We have refunded ${amount} to you for booking ${reference}.`,
  methods: PAYMENT_METHOD_LABELS,
};

export const ENGLISH_DOCUMENTS: DocumentLanguage = {
  language: 'en',
  words,
  money: formatCents,
  day: formatCalendarDate,
};
