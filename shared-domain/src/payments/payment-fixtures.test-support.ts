import type { MoneyStatus } from './booking-money.ts';
import type { InvoiceForPrint } from './payment-documents.ts';

// For the tests: an operator with its payment details and a booking part paid, as the invoice
// and receipt tests print them.

export const issuer = {
  brandName: 'Kilele Safaris',
  licenceNumber: 'TALA 001234',
  phone: '+255 27 254 8000',
  email: 'office@kilele.example',
  streetAddress: 'Njiro Road, Arusha',
  paymentInstructions: { bankTransfer: 'CRDB Bank Arusha, account 0150 2233 4400, SWIFT CORUTZTZ' },
};

export const status: MoneyStatus = {
  totalCents: 790050,
  paidCents: 237015,
  balanceCents: 553035,
  dueNowCents: 0,
  overdueCents: 0,
  nextDueOn: '2027-04-02',
  nextDueCents: 553035,
};

export const invoice: InvoiceForPrint = {
  number: 'INV-2027-0007',
  issuedOn: '2027-01-10',
  totalCents: 790050,
  customerName: 'Jonas <b>Weber</b>',
  customerEmail: 'jonas@example.de',
  trip: 'Serengeti & Zanzibar',
  startDate: '2027-06-01',
  endDate: '2027-06-09',
  adults: 2,
  youths: 1,
  instalments: [
    { kind: 'deposit', amountCents: 237015, dueOn: '2027-01-17' },
    { kind: 'balance', amountCents: 553035, dueOn: '2027-04-02' },
  ],
  cancelled: false,
};
